import { describe, expect, it } from 'vitest';
import { locales } from '@shared/locales';
import { catalogText } from '../../tests/helpers/messages';
import { departmentEmails, departmentIds } from './departments';

const options = ['all', ...departmentIds];

describe('departments', () => {
  it('lists the ten dropdown options of the specification in order, All Departments first', () => {
    expect(options.map((id) => catalogText('en', 'contact', `department.${id}`))).toEqual([
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

  it('names every department in every language', () => {
    for (const locale of locales) for (const id of options) expect(catalogText(locale, 'contact', `department.${id}`)).not.toBe('');
  });

  it('gives every department an address of its own for the contact form', () => {
    const addresses = departmentIds.map((id) => departmentEmails[id]);
    for (const address of addresses) expect(address).toMatch(/^[a-z-]+@qnlchamber\.org$/);
    expect(new Set(addresses).size).toBe(departmentIds.length);
  });
});
