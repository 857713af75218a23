import arEmail from '@messages/ar/email.json';
import enEmail from '@messages/en/email.json';
import nlEmail from '@messages/nl/email.json';
import type { Locale } from '@shared/locales';
import type { MessageKey } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';
import { isolate } from './isolates';

/** Every email's texts, in the reader's language. */
export const emailMessages = messagesOf({ en: enEmail, ar: arEmail, nl: nlEmail });

export type EmailMessageKey = MessageKey<typeof enEmail>;

/** The opening line every mail to a person starts with; their name, in whatever script, is isolated from the sentence. */
export function greeting(locale: Locale, firstName: string): string {
  return emailMessages.in(locale)('greeting', { name: isolate(firstName) });
}
