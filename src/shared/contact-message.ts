import { z } from 'zod';
import { departmentIds } from '@content/contact/departments';
import { locales, type Locale } from './locales';
import { validationCatalog } from './validation-catalog';

/** The longest text each field of the contact form takes; the message is a letter, not an essay. */
export const contactMessageLimits = { name: 120, email: 254, company: 160, subject: 160, message: 5000 } as const;

/** A message this short says nothing a department could answer. */
export const CONTACT_MESSAGE_MIN = 20;

/** The field people never see: a bot that fills it in is thanked and ignored. */
export const contactHoneypotField = 'website';

// Line breaks and tabs belong in a letter; every other control character is refused, as in every other field.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const withoutControlCharacters = (text: string) => !CONTROL_CHARACTER.test(text);

/** The one schema for the contact page's form, in the browser, in the API and for the form posted without JavaScript. */
export function contactMessageSchema(locale: Locale) {
  const t = validationCatalog.in(locale);
  const tooLong = t('tooLong');
  const line = (required: string, max: number) =>
    z.string(required).trim().min(1, required).max(max, tooLong).refine(withoutControlCharacters, t('controlCharacters'));
  return z.strictObject({
    name: line(t('contactName'), contactMessageLimits.name),
    email: z
      .string(t('email'))
      .trim()
      .max(contactMessageLimits.email, t('email'))
      .pipe(z.email(t('email'))),
    company: z
      .string()
      .trim()
      .max(contactMessageLimits.company, tooLong)
      .refine(withoutControlCharacters, t('controlCharacters'))
      .optional()
      .transform((company) => company || undefined),
    department: z.enum(departmentIds, t('department')),
    subject: line(t('subject'), contactMessageLimits.subject),
    message: z
      .string(t('message', { min: CONTACT_MESSAGE_MIN }))
      .transform((text) => text.replace(/\r\n?/g, '\n').trim())
      .pipe(
        z
          .string()
          .min(CONTACT_MESSAGE_MIN, t('message', { min: CONTACT_MESSAGE_MIN }))
          .max(contactMessageLimits.message, tooLong)
          .refine((text) => !CONTROL_CHARACTER_IN_TEXT.test(text), t('controlCharacters')),
      ),
    locale: z.enum(locales).default(locale),
    [contactHoneypotField]: z.string().max(200).optional(),
  });
}

export type ContactMessageInput = z.input<ReturnType<typeof contactMessageSchema>>;
export type ContactMessage = z.output<ReturnType<typeof contactMessageSchema>>;

/** POST /api/contact-messages answers 202 whether the message is new, a repeat or a bot's: none of them is told apart. */
export interface ContactMessageResponse {
  status: 'received';
}
