import enServer from '@messages/en/server.json';
import type { Locale } from '@shared/locales';
import type { SandboxPaymentError } from '../../db/schema';
import { serverMessages } from '../../http/server-messages';

/**
 * What the sandbox tells a buyer whose card it refuses is the server catalog's
 * cardErrors group, keyed by Stripe's decline or error code. The ledger keeps
 * the English, as Stripe's does; the buyer reads it in the page's language, as
 * Stripe.js shows it.
 */
type CardErrorKey = keyof typeof enServer.cardErrors;

function isCardErrorKey(code: string): code is CardErrorKey {
  return Object.hasOwn(enServer.cardErrors, code);
}

/** Stripe reports these as code card_declined with the reason as decline_code. */
const declineCodes: ReadonlySet<CardErrorKey> = new Set(['generic_decline', 'insufficient_funds', 'test_mode_live_card']);

/** A refusal as the ledger stores it: Stripe's codes and the English message. */
export function cardError(key: CardErrorKey): SandboxPaymentError {
  const message = serverMessages.in('en')(`cardErrors.${key}`);
  return declineCodes.has(key) ? { code: 'card_declined', declineCode: key, message } : { code: key, message };
}

/** The refusal in the buyer's language (the stored English when the code is not one of ours). */
export function cardErrorMessage(error: SandboxPaymentError, locale: Locale): string {
  const key = error.declineCode ?? error.code;
  return isCardErrorKey(key) ? serverMessages.in(locale)(`cardErrors.${key}`) : error.message;
}
