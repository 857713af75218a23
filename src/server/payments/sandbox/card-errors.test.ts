import { describe, expect, it } from 'vitest';
import { catalogText } from '../../../../tests/helpers/messages';
import { cardError, cardErrorMessage } from './card-errors';
import { evaluateCard, sandboxTestCards } from './test-cards';

const now = new Date('2026-11-23T12:00:00Z');
const refusal = (number: string) => {
  const outcome = evaluateCard({ number, expiry: '12 / 34', cvc: '123' }, now);
  if (outcome.kind !== 'failed') throw new Error(`${number} was not refused`);
  return outcome.error;
};

describe('sandbox card errors', () => {
  it('store Stripe’s codes and the spec’s English', () => {
    expect(refusal(sandboxTestCards.declined)).toEqual({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(refusal(sandboxTestCards.insufficientFunds).message).toBe('Your card has insufficient funds.');
    expect(cardError('incorrect_cvc')).toEqual({ code: 'incorrect_cvc', message: "Your card's security code is incorrect." });
  });

  it('reach the buyer in the page’s language', () => {
    const declined = refusal(sandboxTestCards.declined);
    expect(cardErrorMessage(declined, 'en')).toBe('Your card was declined.');
    for (const locale of ['nl', 'ar'] as const)
      expect(cardErrorMessage(declined, locale)).toBe(catalogText(locale, 'server', 'cardErrors.generic_decline'));
    expect(cardErrorMessage(declined, 'nl')).not.toBe(cardErrorMessage(declined, 'en'));
  });

  it('fall back to the stored message for a code of someone else’s', () => {
    expect(cardErrorMessage({ code: 'processing_error', message: 'An error occurred.' }, 'nl')).toBe('An error occurred.');
  });
});
