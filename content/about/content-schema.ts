import { z } from 'zod';

const arabicLetters = /[\u0600-\u06FF]/;
const easternArabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * A Localized text checked for completeness: every language written, the
 * Arabic actually in Arabic script and, like all figures on the site, in Latin digits.
 * Test-only: content modules are plain TypeScript; their tests parse them with this.
 */
export const localizedText = z
  .object({
    en: z.string().trim().min(1),
    ar: z
      .string()
      .trim()
      .min(1)
      .regex(arabicLetters, 'Arabic text must be written in Arabic')
      .refine((text) => !easternArabicDigits.test(text), 'Arabic text keeps Latin digits'),
    nl: z.string().trim().min(1),
  })
  .strict();


/** An internal route path (optionally with a query or fragment); never an external host or '#'. */
export const internalPath = z.string().regex(/^\/[a-z0-9\-/]*(\?[a-z-]+=[a-z0-9-]+)?(#[a-z0-9-]+)?$/);

/** A calendar date written as YYYY-MM-DD. */
export const isoDate = z.iso.date();

/** A Localized line that may stay a proper name in every language, such as a street address. */
export const localizedProperName = z
  .object({
    en: z.string().trim().min(1),
    ar: z
      .string()
      .trim()
      .min(1)
      .refine((text) => !easternArabicDigits.test(text), 'Arabic text keeps Latin digits'),
    nl: z.string().trim().min(1),
  })
  .strict();

/** A headline figure and what it counts; the figure may read the same in every language ('800+'), like a proper name. */
export const statistic = z.object({ value: localizedProperName, label: localizedText }).strict();
