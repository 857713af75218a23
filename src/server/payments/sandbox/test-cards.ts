import cardValidator from 'card-validator';
import type { SandboxPaymentError } from '../../db/schema';
import { cardError } from './card-errors';

/** The sandbox behaves like Stripe's test mode: these numbers decide the outcome. */
export const sandboxTestCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  requiresAuthentication: '4000002500003155',
  settlesLater: '4000000000000473',
} as const;

export type CardOutcome =
  { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'processing' } | { kind: 'failed'; error: SandboxPaymentError };

const declined = (error: SandboxPaymentError): CardOutcome => ({ kind: 'failed', error });

export function evaluateCard(card: { number: string; expiry: string; cvc: string }, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!cardValidator.number(number).isValid) {
    return declined(cardError('incorrect_number'));
  }
  const expiry = cardValidator.expirationDate(card.expiry, 20);
  if (!expiry.isValid || !expiry.month || !expiry.year) {
    // A well-formed month and year that card-validator refuses lies in the past.
    const expired = /^\s*(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})\s*$/.test(card.expiry);
    return expired ? declined(cardError('expired_card')) : declined(cardError('invalid_expiry'));
  }
  const year = Number(expiry.year.length === 2 ? `20${expiry.year}` : expiry.year);
  const endOfExpiryMonth = new Date(Date.UTC(year, Number(expiry.month), 1));
  if (endOfExpiryMonth <= now) return declined(cardError('expired_card'));
  if (!cardValidator.cvv(card.cvc, [3, 4]).isValid) {
    return declined(cardError('incorrect_cvc'));
  }

  switch (number) {
    case sandboxTestCards.succeeds:
      return { kind: 'succeeded' };
    case sandboxTestCards.declined:
      return declined(cardError('generic_decline'));
    case sandboxTestCards.insufficientFunds:
      return declined(cardError('insufficient_funds'));
    case sandboxTestCards.requiresAuthentication:
      return { kind: 'requires_action' };
    case sandboxTestCards.settlesLater:
      return { kind: 'processing' };
    default:
      return declined(cardError('test_mode_live_card'));
  }
}
