import { describe, expect, it } from 'vitest';
import { departmentIds } from '@content/contact/departments';
import { staff, type StaffMember } from '@content/contact/staff';
import { filterStaff, parseDepartment, staffCountry, telephoneHref } from './filter-staff';

describe('parseDepartment', () => {
  it('accepts every department id', () => {
    for (const id of departmentIds) expect(parseDepartment(id)).toBe(id);
  });

  it('falls back to all departments for a missing or unknown value', () => {
    expect(parseDepartment(null)).toBe('all');
    expect(parseDepartment('')).toBe('all');
    expect(parseDepartment('marketing')).toBe('all');
    expect(parseDepartment('all')).toBe('all');
  });
});

describe('filterStaff', () => {
  it('shows everyone by default', () => {
    expect(filterStaff(staff, 'all')).toHaveLength(20);
  });

  it('shows only the chosen department', () => {
    const legal = filterStaff(staff, 'legal');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((person) => person.department === 'legal')).toBe(true);
    const total = departmentIds.reduce((sum, id) => sum + filterStaff(staff, id).length, 0);
    expect(total).toBe(staff.length);
  });

  it('returns an empty list for a department without staff', () => {
    const onlyManagement: StaffMember[] = staff.filter((person) => person.department === 'management');
    expect(filterStaff(onlyManagement, 'investment')).toEqual([]);
  });
});

describe('telephoneHref', () => {
  it('removes the spaces', () => {
    expect(telephoneHref('+974 4000 1201')).toBe('tel:+97440001201');
  });
});

describe('staffCountry', () => {
  it('is Qatar for Doha and the Netherlands otherwise', () => {
    expect(staffCountry('doha')).toBe('qatar');
    expect(staffCountry('amsterdam')).toBe('netherlands');
  });
});
