import { z } from 'zod';

/*
 * The one check of a `Localized` text, shared by every content schema: the
 * service pages type their content with it, the other pages' tests parse
 * their content with it.
 */

const easternArabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/;
const arabicLetters = /[\u0600-\u06FF]/;

/** Written, and like all figures on the site in Latin digits, Arabic included. */
const text = z
  .string()
  .trim()
  .min(1)
  .refine((value) => !easternArabicDigits.test(value), 'Keep Latin digits in every language');

/** Prose in all three languages; the Arabic actually written in Arabic script. */
export const localizedText = z.strictObject({
  en: text,
  ar: text.refine((value) => arabicLetters.test(value), 'Arabic text is written in Arabic'),
  nl: text,
});

/** A text that may read the same in every language: a proper name, an address line, a figure such as '€1.2B' or '800+'. */
export const localizedName = z.strictObject({ en: text, ar: text, nl: text });

/** A person's name: written in Arabic script on Arabic pages, in its own Latin form in English and Dutch alike. */
export const personName = localizedText.refine((name) => name.en === name.nl, 'English and Dutch write a name the same way');
