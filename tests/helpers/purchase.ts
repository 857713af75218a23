import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import type { RegistrationFields } from '../../src/shared/membership';
import { checkoutCookie, createPaymentBody, uniqueBuyer } from './membership';

/** Buys a membership through the API with the sandbox's succeeding card: the buyer then has an account. */
export async function buyMembership(app: FastifyInstance, buyer: RegistrationFields = uniqueBuyer(), tierSlug = 'professional') {
  const created = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(buyer, tierSlug) });
  expect(created.statusCode, created.body).toBe(200);
  const intent = created.json<{ clientSecret: string; paymentIntentId: string }>();
  const cookie = checkoutCookie(created);
  const paid = await app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.clientSecret, card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' }, returnUrl: '/membership/success' },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    headers: { cookie },
    payload: { paymentIntentId: intent.paymentIntentId, userInfo: null },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { buyer, paymentIntentId: intent.paymentIntentId };
}
