import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import type { BillingDetails } from '../../src/shared/invoices/billing-details';
import type { CheckoutCharge, RegistrationFields } from '../../src/shared/membership';
import { checkoutCookie, createPaymentBody, uniqueBuyer } from './membership';

export interface StartedCheckout {
  paymentIntentId: string;
  tierName: string;
  clientSecret: string;
  amountCents: number;
  charge: CheckoutCharge;
  /** The browser's checkout cookie, as the header it sends back. */
  cookie: string;
}

/** Starts a checkout from a browser (a new one without `cookie`); expects the server to accept it. */
export async function startCheckout(
  app: FastifyInstance,
  buyer: RegistrationFields,
  tierSlug = 'professional',
  cookie?: string,
  billing?: BillingDetails,
): Promise<StartedCheckout> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/create-membership-payment',
    headers: cookie ? { cookie } : {},
    payload: createPaymentBody(buyer, tierSlug, billing),
  });
  expect(created.statusCode, created.body).toBe(200);
  return { ...created.json<Omit<StartedCheckout, 'cookie'>>(), cookie: checkoutCookie(created, cookie) };
}

/** Pays a checkout's intent on the sandbox's card form; answers the sandbox's result. */
export async function payWithCard(
  app: FastifyInstance,
  checkout: Pick<StartedCheckout, 'paymentIntentId' | 'clientSecret'>,
  card: string = sandboxTestCards.succeeds,
) {
  const paid = await app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${checkout.paymentIntentId}/confirm`,
    payload: {
      clientSecret: checkout.clientSecret,
      card: { number: card, expiry: '12 / 34', cvc: '123' },
      returnUrl: '/membership/success',
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paid.json<{ paymentIntent: { status: string }; error?: { message: string } }>();
}

/** The confirm call a browser makes after paying, carrying whatever cookie it has. */
export function confirmCheckout(app: FastifyInstance, paymentIntentId: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    headers: cookie ? { cookie } : {},
    payload: { paymentIntentId, userInfo: null },
  });
}

/** Buys a membership through the API with the sandbox's succeeding card: the buyer then has an account. */
export async function buyMembership(
  app: FastifyInstance,
  buyer: RegistrationFields = uniqueBuyer(),
  tierSlug = 'professional',
  billing?: BillingDetails,
) {
  const checkout = await startCheckout(app, buyer, tierSlug, undefined, billing);
  await payWithCard(app, checkout);
  const confirmed = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { buyer, paymentIntentId: checkout.paymentIntentId, cookie: checkout.cookie };
}
