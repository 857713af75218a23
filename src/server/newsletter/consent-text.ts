import { createHash } from 'node:crypto';
import type { Locale } from '@shared/locales';
import { emailMessages } from '../mail/email-messages';

/** The wording a reader consents to by following the confirmation link (double opt-in). */
const consentKeys = [
  'newsletterConfirmation.subject',
  'newsletterConfirmation.intro',
  'newsletterConfirmation.confirm',
  'newsletterConfirmation.unsubscribe',
] as const;

/**
 * Which version of the consent wording a subscriber saw: the language and a
 * digest of the texts themselves, so a change of wording makes a new version
 * without anyone remembering to bump a number.
 */
export function consentTextVersion(locale: Locale): string {
  const text = emailMessages.in(locale);
  const digest = createHash('sha256')
    .update(consentKeys.map((key) => text(key)).join('\n'))
    .digest('hex');
  return `${locale}-${digest.slice(0, 12)}`;
}
