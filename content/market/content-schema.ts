import { z } from 'zod';
import { pages } from '@shared/routes';

const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/;
const arabicLetter = /[\u0600-\u06FF]/;
const latinLetter = /[A-Za-z]/;

/**
 * A `Localized` text as the content tests check it: all three languages
 * written, Arabic in Arabic script (figures and proper names may stay Latin)
 * and with Latin digits, like the rest of the site.
 */
export const localizedText = z.strictObject({
  en: z.string().trim().min(1),
  ar: z
    .string()
    .trim()
    .min(1)
    .refine((text) => !arabicIndicDigits.test(text), 'Arabic text keeps Latin digits')
    .refine((text) => !latinLetter.test(text) || arabicLetter.test(text), 'Arabic text is written in Arabic'),
  nl: z.string().trim().min(1),
});

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

export const statisticSchema = z.strictObject({
  value: localizedText,
  label: localizedText,
  description: localizedText.optional(),
});

export const isoDate = z.iso.date();
