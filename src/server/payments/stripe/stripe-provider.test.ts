import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stripeStandIn } from '../../../../tests/helpers/stripe-stand-in';
import { WebhookSignatureError, type PaymentProvider } from '../provider';
import { paymentIntentFromJson } from '../provider-event';
import { createStripeProvider } from './stripe-provider';

describe('Stripe provider against a local stand-in', () => {
  const standIn = stripeStandIn();
  let provider: PaymentProvider;
  const webhookSecret = 'whsec_test_standin_secret';

  beforeAll(async () => {
    provider = createStripeProvider({
      secretKey: 'sk_test_standin',
      publishableKey: 'pk_test_standin',
      webhookSecret,
      apiUrl: await standIn.listen(),
    });
  });
  afterAll(() => standIn.close());

  const input = {
    amountCents: 125_000,
    currency: 'eur' as const,
    description: 'Middelgrote Ondernemers membership, 12 months',
    metadata: { registrationId: 'reg-1', tierSlug: 'middelgrote_ondernemers' },
    idempotencyKey: 'registration-reg-1-first',
  };

  it('creates a payment intent with the amount, currency, metadata and idempotency key', async () => {
    const intent = await provider.createPaymentIntent(input);
    expect(intent).toMatchObject({ amount: 125_000, currency: 'eur', status: 'requires_payment_method', metadata: input.metadata });
    expect(intent.clientSecret).toBe(`${intent.id}_secret_standin`);
    const request = standIn.requests.find((recorded) => recorded.method === 'POST');
    expect(request?.idempotencyKey).toBe('registration-reg-1-first');
    expect(request?.authorization).toBe('Bearer sk_test_standin');
    expect(request?.form.get('automatic_payment_methods[enabled]')).toBe('true');
  });

  it('gets the same intent back for the same idempotency key', async () => {
    const first = await provider.createPaymentIntent(input);
    const second = await provider.createPaymentIntent(input);
    expect(second.id).toBe(first.id);
    expect(standIn.intents.size).toBe(1);
  });

  it('retrieves an intent, and answers undefined for one Stripe does not know', async () => {
    const created = await provider.createPaymentIntent({ ...input, idempotencyKey: 'registration-reg-2-first' });
    await expect(provider.retrievePaymentIntent(created.id)).resolves.toMatchObject({ id: created.id, amount: 125_000 });
    await expect(provider.retrievePaymentIntent('pi_unknown')).resolves.toBeUndefined();
  });

  it('refunds part of a payment with the amount, the idempotency key and the key in the refund’s metadata', async () => {
    const created = await provider.createPaymentIntent({ ...input, idempotencyKey: 'registration-reg-3-first' });
    const intent = standIn.intents.get(created.id);
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    await expect(provider.refundPaymentIntent(created.id, 'staff-refund-1', 20_000)).resolves.toMatchObject({ amountCents: 20_000 });
    const request = standIn.requests.findLast((recorded) => recorded.path === '/v1/refunds');
    expect(request?.idempotencyKey).toBe('staff-refund-1');
    expect(request?.form.get('amount')).toBe('20000');
    expect(request?.form.get('metadata[refundKey]')).toBe('staff-refund-1');
    // Without an amount, what remains.
    await expect(provider.refundPaymentIntent(created.id, 'refund-rest')).resolves.toMatchObject({ amountCents: 105_000 });
  });

  it('reads the method the buyer paid with, and a SEPA debit’s mandate, from the expanded payment method and charge', async () => {
    const ideal = await provider.createPaymentIntent({ ...input, idempotencyKey: 'registration-reg-4-first' });
    const sepa = await provider.createPaymentIntent({ ...input, idempotencyKey: 'registration-reg-5-first' });
    const unnamed = await provider.createPaymentIntent({ ...input, idempotencyKey: 'registration-reg-6-first' });
    standIn.paymentMethods.set('pm_ideal', { id: 'pm_ideal', object: 'payment_method', type: 'ideal' });
    standIn.paymentMethods.set('pm_sepa', { id: 'pm_sepa', object: 'payment_method', type: 'sepa_debit' });
    standIn.paymentMethods.set('pm_klarna', { id: 'pm_klarna', object: 'payment_method', type: 'klarna' });
    standIn.charges.set('ch_sepa', {
      id: 'ch_sepa',
      object: 'charge',
      payment_method_details: { type: 'sepa_debit', sepa_debit: { last4: '3000', mandate: 'mandate_standin' } },
    });
    Object.assign(standIn.intents.get(ideal.id) ?? {}, { status: 'succeeded', payment_method: 'pm_ideal' });
    Object.assign(standIn.intents.get(sepa.id) ?? {}, { status: 'processing', payment_method: 'pm_sepa', latest_charge: 'ch_sepa' });
    Object.assign(standIn.intents.get(unnamed.id) ?? {}, { status: 'succeeded', payment_method: 'pm_klarna' });

    await expect(provider.retrievePaymentIntent(ideal.id)).resolves.toMatchObject({ status: 'succeeded', paymentMethod: 'ideal' });
    await expect(provider.retrievePaymentIntent(sepa.id)).resolves.toMatchObject({
      status: 'processing',
      paymentMethod: 'sepa_debit',
      mandateReference: 'mandate_standin',
    });
    // A method the chamber does not offer stays unnamed (recorded as by card).
    expect((await provider.retrievePaymentIntent(unnamed.id))?.paymentMethod).toBeUndefined();
    const retrieve = standIn.requests.findLast((recorded) => recorded.method === 'GET');
    expect(retrieve?.path).toBe(`/v1/payment_intents/${unnamed.id}`);
    const expanded = [...(retrieve?.query.entries() ?? [])].filter(([key]) => key.startsWith('expand[')).map(([, value]) => value);
    expect(expanded.toSorted()).toEqual(['latest_charge', 'payment_method']);
  });

  it('reads a webhook’s intent with its method when Stripe sends it expanded, and without when it sends an id', () => {
    const intent = (paymentMethod: unknown) =>
      paymentIntentFromJson({ object: 'payment_intent', id: 'pi_1', status: 'processing', payment_method: paymentMethod });
    expect(intent({ id: 'pm_1', type: 'bancontact' })?.paymentMethod).toBe('bancontact');
    expect(intent('pm_1')?.paymentMethod).toBeUndefined();
  });

  it('gives the browser only the publishable key', () => {
    expect(provider.clientConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_standin' });
  });

  describe('webhooks, signed with the stripe package’s own helper', () => {
    const stripe = new Stripe('sk_test_standin');
    const payload = JSON.stringify({
      id: 'evt_standin1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_standin1',
          object: 'payment_intent',
          status: 'succeeded',
          amount: 125_000,
          currency: 'eur',
          metadata: { registrationId: 'reg-1' },
        },
      },
    });

    it('accepts a valid signature and reads the payment intent', () => {
      const header = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const event = provider.parseWebhook(Buffer.from(payload), header);
      expect(event).toMatchObject({
        id: 'evt_standin1',
        type: 'payment_intent.succeeded',
        paymentIntent: { id: 'pi_standin1', status: 'succeeded', amount: 125_000, metadata: { registrationId: 'reg-1' } },
      });
    });

    it('refuses another secret, a changed body, an old timestamp and a missing header', () => {
      const other = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
      const valid = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
      const old = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
        timestamp: Math.floor(Date.now() / 1000) - 600,
      });
      expect(() => provider.parseWebhook(Buffer.from(payload), other)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(Buffer.from(payload.replace('125000', '1')), valid)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(Buffer.from(payload), old)).toThrow(WebhookSignatureError);
      expect(() => provider.parseWebhook(Buffer.from(payload), undefined)).toThrow(WebhookSignatureError);
    });
  });
});
