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

/** Where a message sent to a department from the contact page goes. */
export const departmentEmails: Record<DepartmentId, string> = {
  management: 'management@qnlchamber.org',
  'market-expansion': 'expansion@qnlchamber.org',
  'member-services': 'members@qnlchamber.org',
  finance: 'finance@qnlchamber.org',
  legal: 'legal@qnlchamber.org',
  events: 'events@qnlchamber.org',
  communications: 'communications@qnlchamber.org',
  'trade-facilitation': 'trade@qnlchamber.org',
  investment: 'investment@qnlchamber.org',
};
