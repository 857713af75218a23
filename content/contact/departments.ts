import type { Localized } from '@shared/locales';

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

/** In the order of the dropdown, 'all' first. */
export const departmentLabels: Record<DepartmentFilter, Localized> = {
  all: { en: 'All Departments', ar: 'جميع الإدارات', nl: 'Alle afdelingen' },
  management: { en: 'Management', ar: 'الإدارة العليا', nl: 'Directie' },
  'market-expansion': { en: 'Market Expansion', ar: 'التوسع في الأسواق', nl: 'Marktuitbreiding' },
  'member-services': { en: 'Member Services', ar: 'خدمات الأعضاء', nl: 'Ledenservice' },
  finance: { en: 'Finance & Tax Advisory', ar: 'الاستشارات المالية والضريبية', nl: 'Financieel & belastingadvies' },
  legal: { en: 'Legal Advisory', ar: 'الاستشارات القانونية', nl: 'Juridisch advies' },
  events: { en: 'Events & Networking', ar: 'الفعاليات والتواصل', nl: 'Evenementen & netwerken' },
  communications: { en: 'Communications', ar: 'الاتصال المؤسسي', nl: 'Communicatie' },
  'trade-facilitation': { en: 'Trade Facilitation', ar: 'تيسير التجارة', nl: 'Handelsfacilitatie' },
  investment: { en: 'Investment Advisory', ar: 'الاستشارات الاستثمارية', nl: 'Investeringsadvies' },
};
