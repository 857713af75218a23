import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText, personName } from '../localized-text';
import { departmentIds } from './departments';
import { staff } from './staff';

const staffMember = z
  .object({
    name: personName,
    title: localizedText,
    department: z.enum(departmentIds),
    office: z.enum(['doha', 'amsterdam']),
    phone: z.string().regex(/^\+(974|31) [0-9 ]+$/),
    email: z.email().endsWith('@qnlchamber.org'),
    description: localizedText,
  })
  .strict();

describe('staff directory content', () => {
  it('has twenty people, every field written in every language', () => {
    expect(z.array(staffMember).length(20).parse(staff)).toHaveLength(20);
  });

  it('gives every department at least one person and everyone their own address', () => {
    expect(new Set(staff.map((person) => person.department))).toEqual(new Set(departmentIds));
    expect(new Set(staff.map((person) => person.email)).size).toBe(staff.length);
  });

  it('dials Qatar numbers from Doha and Dutch numbers from Amsterdam', () => {
    for (const person of staff) {
      expect(person.phone.startsWith(person.office === 'doha' ? '+974' : '+31')).toBe(true);
    }
  });
});
