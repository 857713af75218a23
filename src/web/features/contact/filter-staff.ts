import { departmentIds, type DepartmentFilter } from '@content/contact/departments';
import type { Country } from '@content/about/countries';
import type { StaffMember, StaffOffice } from '@content/contact/staff';

/** Reads the `?department=` value; anything unknown shows all departments. */
export function parseDepartment(value: string | null): DepartmentFilter {
  return departmentIds.find((id) => id === value) ?? 'all';
}

export function filterStaff(people: StaffMember[], department: DepartmentFilter): StaffMember[] {
  return department === 'all' ? people : people.filter((person) => person.department === department);
}

/** 'tel:' wants the number without spaces. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}

/** The country badge of a colleague: Qatar for Doha, otherwise the Netherlands. */
export function staffCountry(office: StaffOffice): Country {
  return office === 'doha' ? 'qatar' : 'netherlands';
}
