import { z } from 'zod';
import { pages } from '@shared/routes';
import { localizedName, localizedText } from '../localized-text';

export function localizedList(count: number) {
  return z.array(localizedText).length(count);
}

const routePaths = new Set<string>(Object.values(pages).map((page) => page.path));

/** A link to a page of the route table, optionally with a query or an in-page id. */
export const internalHref = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(\?[a-z]+=[a-z-]+)?(#[a-z0-9-]+)?$/)
  .refine((href) => routePaths.has(href.split(/[?#]/)[0] ?? ''), 'Links lead to a page of the route table');

export const linkSchema = z.strictObject({ label: localizedText, href: internalHref });

export const callToActionSchema = z.strictObject({
  heading: localizedText,
  text: localizedText,
  primary: linkSchema,
  secondary: linkSchema,
});

/** A headline figure such as '€30B+': it may read the same in every language. */
export const statisticSchema = z.strictObject({
  value: localizedName,
  label: localizedText,
  description: localizedText.optional(),
});

export const isoDate = z.iso.date();
