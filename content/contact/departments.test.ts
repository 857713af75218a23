import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../localized-text';
import { departmentIds, departmentLabels } from './departments';

describe('departments', () => {
  it('lists the ten dropdown options of the specification in order, All Departments first', () => {
    expect(Object.keys(departmentLabels)).toEqual(['all', ...departmentIds]);
    expect(Object.values(departmentLabels).map((label) => label.en)).toEqual([
      'All Departments',
      'Management',
      'Market Expansion',
      'Member Services',
      'Finance & Tax Advisory',
      'Legal Advisory',
      'Events & Networking',
      'Communications',
      'Trade Facilitation',
      'Investment Advisory',
    ]);
  });

  it('writes every label in every language', () => {
    expect(() => z.record(z.string(), localizedText).parse(departmentLabels)).not.toThrow();
  });
});
