/** The directory's departments, in the order of its dropdown (after 'all'); their names are in messages/<locale>/contact.json. */
export const departmentIds = [
  'management',
  'market-expansion',
  'member-services',
  'finance',
  'legal',
  'events',
  'communications',
  'trade-facilitation',
  'investment',
] as const;

export type DepartmentId = (typeof departmentIds)[number];
/** What the directory filter can show: one department or all of them. */
export type DepartmentFilter = DepartmentId | 'all';
