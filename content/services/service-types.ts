import { z } from 'zod';
import { pages } from '@shared/routes';
import { localizedName, localizedText } from '../localized-text';

/*
 * The shape of the service pages' content, written once as zod schemas: the
 * content modules are typed by the inferred types, and their unit tests parse
 * them with the same schemas, so the two can never drift apart.
 */

/** Departments the contact page can filter by (`/contact?department=<id>`). */
export const contactDepartments = [
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

const routePaths = new Set<string>(Object.values(pages).map((page) => page.path));

function isRealTarget(href: string): boolean {
  if (/^#[a-z][a-z-]*$/.test(href)) return true;
  const url = new URL(href, 'https://chamber.invalid');
  if (!href.startsWith('/') || !routePaths.has(url.pathname)) return false;
  const department = url.searchParams.get('department');
  return department === null || (contactDepartments as readonly string[]).includes(department);
}

/** An English route path (LocalizedLink adds the language) or an in-page `#id`. */
export const hrefSchema = z.string().refine(isRealTarget, 'Link to a route of the route table or an in-page #id');

export const serviceIcons = [
  'award',
  'badge-check',
  'banknote',
  'briefcase',
  'building',
  'calculator',
  'chart-line',
  'clipboard-check',
  'clock',
  'coins',
  'compass',
  'eye',
  'file-check',
  'file-text',
  'gavel',
  'git-compare',
  'globe',
  'graduation-cap',
  'hand-coins',
  'handshake',
  'hard-hat',
  'heart-handshake',
  'id-card',
  'landmark',
  'languages',
  'layers',
  'lightbulb',
  'lock',
  'messages-square',
  'network',
  'plane',
  'presentation',
  'receipt',
  'rocket',
  'route',
  'scale',
  'scroll-text',
  'search',
  'shield-check',
  'ship',
  'stamp',
  'store',
  'target',
  'timer',
  'trending-up',
  'user-check',
  'user-search',
  'users',
  'wallet',
  'wrench',
] as const;
export const serviceIconSchema = z.enum(serviceIcons);
export type ServiceIcon = z.infer<typeof serviceIconSchema>;

export const countrySchema = z.enum(['qatar', 'netherlands']);
export type Country = z.infer<typeof countrySchema>;

export const linkActionSchema = z.strictObject({ label: localizedText, href: hrefSchema });
export type LinkAction = z.infer<typeof linkActionSchema>;

export const sectionCopySchema = z.strictObject({
  heading: localizedText,
  intro: localizedText.optional(),
});
export type SectionCopy = z.infer<typeof sectionCopySchema>;

export const iconCardSchema = z.strictObject({
  icon: serviceIconSchema,
  title: localizedText,
  description: localizedText,
  points: z.array(localizedText).optional(),
});
export type IconCard = z.infer<typeof iconCardSchema>;

export const stepSchema = z.strictObject({
  title: localizedText,
  description: localizedText,
  duration: localizedText.optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const statSchema = z.strictObject({
  value: localizedName,
  label: localizedText,
  description: localizedText.optional(),
});
export type Stat = z.infer<typeof statSchema>;

/** One of the side-by-side Qatar / Netherlands cards most service pages open with. */
export const countryCardSchema = z.strictObject({
  country: countrySchema,
  title: localizedText,
  description: localizedText,
  points: z.array(localizedText).min(3),
});
export type CountryCard = z.infer<typeof countryCardSchema>;

export const closingCallSchema = z.strictObject({
  heading: localizedText,
  text: localizedText,
  primary: linkActionSchema,
  secondary: linkActionSchema.optional(),
});
export type ClosingCall = z.infer<typeof closingCallSchema>;

/** Builds "a section with a heading and exactly `count` items of `item`". */
export function sectionOf<Item extends z.ZodType>(item: Item, count: number) {
  return sectionCopySchema.extend({ items: z.array(item).length(count) });
}

export const heroActionsSchema = z.array(linkActionSchema).min(1).max(2);

/** The Qatar and Netherlands cards, always in that order. */
export const countryCardSectionSchema = sectionOf(countryCardSchema, 2).refine(
  (section) => section.items[0]?.country === 'qatar' && section.items[1]?.country === 'netherlands',
  'Qatar first, then the Netherlands',
);
