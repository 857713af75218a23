import { describe, expect, it } from 'vitest';
import { evaluateCard, sandboxTestCards } from './test-cards';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123') => evaluateCard({ number, expiry, cvc }, now);

describe('sandbox test cards', () => {
  it('decides the outcome like Stripe test mode', () => {
    expect(card('4242 4242 4242 4242')).toEqual({ kind: 'succeeded' });
    expect(card(sandboxTestCards.declined)).toMatchObject({ kind: 'failed', error: { message: 'Your card was declined.' } });
    expect(card(sandboxTestCards.insufficientFunds)).toMatchObject({
      kind: 'failed',
      error: { declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    expect(card(sandboxTestCards.requiresAuthentication)).toEqual({ kind: 'requires_action' });
    expect(card(sandboxTestCards.settlesLater)).toEqual({ kind: 'processing' });
  });

  it('checks the number with Luhn, the expiry and the security code', () => {
    expect(card('4242 4242 4242 4241')).toMatchObject({ error: { code: 'incorrect_number' } });
    expect(card('4242424242424242', '10/26')).toMatchObject({ error: { code: 'expired_card' } });
    expect(card('4242424242424242', '11/26')).toEqual({ kind: 'succeeded' });
    expect(card('4242424242424242', '12/26')).toEqual({ kind: 'succeeded' });
    expect(card('4242424242424242', '13/30')).toMatchObject({ error: { code: 'invalid_expiry' } });
    expect(card('4242424242424242', '12/30', '1')).toMatchObject({ error: { code: 'incorrect_cvc' } });
  });

  it('declines any other valid number: no real card is ever charged', () => {
    expect(card('5555 5555 5555 4444')).toMatchObject({ kind: 'failed', error: { declineCode: 'test_mode_live_card' } });
  });
});
