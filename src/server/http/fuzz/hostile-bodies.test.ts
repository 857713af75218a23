import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AppConfig } from '../../config';
import { queryRows } from '../../db/query-rows';
import { sandboxTestCards } from '../../payments/sandbox/test-cards';
import { signWebhookPayload } from '../../payments/webhook-signature';
import { describeEachDatabase } from '../../../../tests/helpers/database';
import { hostileRequests, type BodyRules, type FieldRule } from '../../../../tests/helpers/hostile-bodies';
import { badlySignedDeliveries } from '../../../../tests/helpers/hostile-webhooks';
import { countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../../tests/helpers/membership';
import { buyMembership } from '../../../../tests/helpers/purchase';
import { SESSION_COOKIE, signedInMember } from '../../../../tests/helpers/session';
import { tableSnapshot } from '../../../../tests/helpers/table-snapshot';

const RUNS_PER_ENDPOINT = 1_000;
/** Fixed so that a failure reproduces; fast-check prints it with the counterexample. */
const SEED = 20_261_122;

/** The registration fields as src/shared/membership.ts validates them. */
function registrationFields(parent: string): FieldRule[] {
  const field = (name: string, rule: Omit<FieldRule, 'path' | 'type'>): FieldRule => ({ path: [parent, name], type: 'string', ...rule });
  return [
    field('firstName', { required: true, maxLength: 100 }),
    field('lastName', { required: true, maxLength: 100 }),
    field('username', { required: true, maxLength: 40, patterned: true }),
    field('email', { required: true, maxLength: 254, patterned: true }),
    field('password', { required: true, maxLength: 256 }),
    field('country', { required: true, patterned: true }),
    field('phoneNumber', { required: false, maxLength: 32, patterned: true }),
  ];
}

const PAYMENT_INTENT_ID_MAX = 'pi_'.length + 64;

type EndpointName =
  | 'POST create-membership-payment'
  | 'POST confirm-membership-payment'
  | 'POST newsletter-subscriptions'
  | 'POST newsletter-subscriptions/confirm'
  | 'POST newsletter-subscriptions/unsubscribe'
  | 'POST sandbox payment-intents/:id/confirm'
  | 'POST sandbox/authenticate'
  | 'POST sandbox/bank'
  | 'POST session'
  | 'POST password-resets'
  | 'POST password-resets/complete'
  | 'POST account/password'
  | 'PATCH account'
  | 'POST account/renewal-price'
  | 'POST account/renewal-payment';

/** In the order the last test acts on their valid bodies: signing in comes before the password changes. */
const endpointNames: EndpointName[] = [
  'POST create-membership-payment',
  'POST confirm-membership-payment',
  'POST newsletter-subscriptions',
  'POST newsletter-subscriptions/confirm',
  'POST newsletter-subscriptions/unsubscribe',
  'POST sandbox payment-intents/:id/confirm',
  'POST sandbox/authenticate',
  'POST sandbox/bank',
  'POST session',
  'POST password-resets',
  'POST password-resets/complete',
  'POST account/password',
  'PATCH account',
  'POST account/renewal-price',
  'POST account/renewal-payment',
];

interface FuzzedEndpoint {
  method?: 'PATCH';
  url: string;
  rules: BodyRules;
  /** The session cookie of a signed-in member, for the member area's endpoints. */
  cookies?: Record<string, string>;
}

describeEachDatabase('POST endpoints under hostile bodies', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;
  const endpoints = new Map<EndpointName, FuzzedEndpoint>();
  let webhookEvent: string;
  let unpaidIntent: string;

  async function createPayment() {
    const response = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(uniqueBuyer()) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ clientSecret: string; paymentIntentId: string }>();
  }

  async function emailedToken(email: string, action: 'confirm' | 'unsubscribe'): Promise<string> {
    const [mail] = await queryRows<{ text_body: string }>(
      handle().db,
      sql`SELECT text_body FROM email_deliveries WHERE to_address = ${email}`,
    );
    const token = new RegExp(`/newsletter/${action}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no ${action} link mailed to ${email}`);
    return token;
  }

  async function emailedResetToken(email: string): Promise<string> {
    const [mail] = await queryRows<{ text_body: string }>(
      handle().db,
      sql`SELECT text_body FROM email_deliveries WHERE to_address = ${email} AND dedupe_key LIKE 'password-reset:%'`,
    );
    const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no reset link mailed to ${email}`);
    return token;
  }

  /** Sandbox webhooks and queued emails finish in the background; the snapshots must not race them. */
  async function backgroundWorkDone(paymentIntentIds: string[]) {
    await vi.waitFor(async () => {
      for (const id of paymentIntentIds) {
        expect(await countRows(handle(), 'payment_events', sql`payment_intent_id = ${id}`)).toBeGreaterThan(0);
      }
      expect(await countRows(handle(), 'email_deliveries', sql`status = 'pending'`)).toBe(0);
    });
  }

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));

    // Each valid body below would be acted on: a new checkout, an activation,
    // a subscription, a token, a card payment, a bank's approval.
    const { paymentIntentId: activatedIntent, cookie: buyerCheckoutCookie } = await buyMembership(app);
    const member = await signedInMember(app);
    const forgetful = await signedInMember(app);
    expect((await app.inject({ method: 'POST', url: '/api/password-resets', payload: { email: forgetful.buyer.email } })).statusCode).toBe(
      202,
    );
    const unpaid = await createPayment();
    unpaidIntent = unpaid.paymentIntentId;
    const awaitingBank = await createPayment();
    const bankStep = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${awaitingBank.paymentIntentId}/confirm`,
      payload: {
        clientSecret: awaitingBank.clientSecret,
        card: { number: sandboxTestCards.requiresAuthentication, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/membership/success',
      },
    });
    expect(bankStep.json<{ paymentIntent: { status: string } }>().paymentIntent.status).toBe('requires_action');
    const awaitingIdeal = await createPayment();
    const idealStep = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${awaitingIdeal.paymentIntentId}/confirm`,
      payload: {
        clientSecret: awaitingIdeal.clientSecret,
        paymentMethod: { type: 'ideal', bank: 'ing' },
        returnUrl: '/membership/success',
      },
    });
    expect(idealStep.json<{ paymentIntent: { status: string } }>().paymentIntent.status).toBe('requires_action');
    const reader = `reader.${Date.now().toString(36)}@example.com`;
    expect((await app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email: reader } })).statusCode).toBe(202);
    await backgroundWorkDone([activatedIntent, member.paymentIntentId, forgetful.paymentIntentId]);

    const tokenEndpoint = async (action: 'confirm' | 'unsubscribe'): Promise<FuzzedEndpoint> => ({
      url: `/api/newsletter-subscriptions/${action}`,
      rules: {
        valid: { token: await emailedToken(reader, action) },
        fields: [{ path: ['token'], type: 'string', required: true, maxLength: 100, patterned: true }],
        acceptsForms: true,
      },
    });

    endpoints.set('POST create-membership-payment', {
      url: '/api/create-membership-payment',
      rules: {
        valid: { ...createPaymentBody(uniqueBuyer()), locale: 'nl' },
        fields: [
          { path: ['tierSlug'], type: 'string', required: true, maxLength: 64, patterned: true },
          { path: ['customerInfo'], type: 'object', required: true },
          { path: ['customerInfo', 'email'], type: 'string', required: true, maxLength: 254, patterned: true },
          { path: ['customerInfo', 'name'], type: 'string', required: true, maxLength: 201 },
          { path: ['userInfo'], type: 'object', required: true },
          ...registrationFields('userInfo'),
          { path: ['locale'], type: 'string', required: false, patterned: true },
        ],
      },
    });
    endpoints.set('POST confirm-membership-payment', {
      url: '/api/confirm-membership-payment',
      // The buyer's own browser: only it may confirm its checkout.
      cookies: Object.fromEntries([buyerCheckoutCookie.split('=')]),
      rules: {
        valid: { paymentIntentId: activatedIntent, userInfo: null },
        fields: [
          { path: ['paymentIntentId'], type: 'string', required: true, maxLength: PAYMENT_INTENT_ID_MAX, patterned: true },
          { path: ['userInfo'], type: 'object', required: true, nullable: true },
        ],
      },
    });
    endpoints.set('POST newsletter-subscriptions', {
      url: '/api/newsletter-subscriptions',
      rules: {
        valid: { email: `new.${reader}`, newsletter: 'trade-weekly', locale: 'ar' },
        fields: [
          { path: ['email'], type: 'string', required: true, maxLength: 254, patterned: true },
          { path: ['newsletter'], type: 'string', required: false, patterned: true },
          { path: ['locale'], type: 'string', required: false, patterned: true },
        ],
        acceptsForms: true,
      },
    });
    endpoints.set('POST newsletter-subscriptions/confirm', await tokenEndpoint('confirm'));
    endpoints.set('POST newsletter-subscriptions/unsubscribe', await tokenEndpoint('unsubscribe'));
    endpoints.set('POST sandbox payment-intents/:id/confirm', {
      url: `/api/sandbox/payment-intents/${unpaid.paymentIntentId}/confirm`,
      rules: {
        valid: {
          clientSecret: unpaid.clientSecret,
          card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
          returnUrl: '/membership/success',
        },
        fields: [
          { path: ['clientSecret'], type: 'string', required: true, maxLength: 200 },
          { path: ['card'], type: 'object', required: true },
          { path: ['card', 'number'], type: 'string', required: true, maxLength: 32 },
          { path: ['card', 'expiry'], type: 'string', required: true, maxLength: 7 },
          { path: ['card', 'cvc'], type: 'string', required: true, maxLength: 4 },
          { path: ['returnUrl'], type: 'string', required: true, maxLength: 2000 },
        ],
      },
    });
    // The sandbox's bank pages post the same form; only the answer differs.
    const bankPageForm = (url: string, intent: { paymentIntentId: string; clientSecret: string }, lang: string, outcome: string) => ({
      url,
      rules: {
        valid: { payment_intent: intent.paymentIntentId, client_secret: intent.clientSecret, lang, outcome },
        fields: [
          { path: ['payment_intent'], type: 'string', required: true, maxLength: PAYMENT_INTENT_ID_MAX, patterned: true },
          { path: ['client_secret'], type: 'string', required: true, maxLength: 200 },
          { path: ['lang'], type: 'string', required: false },
          { path: ['outcome'], type: 'string', required: true, patterned: true },
        ] satisfies FieldRule[],
        acceptsForms: true,
      },
    });
    endpoints.set('POST sandbox/authenticate', bankPageForm('/sandbox/authenticate', awaitingBank, 'nl', 'approve'));
    endpoints.set('POST sandbox/bank', bankPageForm('/sandbox/bank', awaitingIdeal, 'ar', 'cancel'));

    // Every hostile body fails its schema, which each of these routes checks
    // before looking up an account or hashing a password: so sign-in writes no
    // failure to sign_in_failures, and no argon2 work slows the run down.
    const password = (maxLength: number): FieldRule => ({ path: ['password'], type: 'string', required: true, maxLength });
    endpoints.set('POST session', {
      url: '/api/session',
      rules: {
        valid: { identifier: member.buyer.username, password: member.buyer.password },
        fields: [{ path: ['identifier'], type: 'string', required: true, maxLength: 254 }, password(256)],
      },
    });
    endpoints.set('POST password-resets', {
      url: '/api/password-resets',
      rules: {
        valid: { email: forgetful.buyer.email },
        fields: [{ path: ['email'], type: 'string', required: true, maxLength: 254, patterned: true }],
        acceptsForms: true,
      },
    });
    endpoints.set('POST password-resets/complete', {
      url: '/api/password-resets/complete',
      rules: {
        valid: { token: await emailedResetToken(forgetful.buyer.email), password: 'a fresh passphrase 2026' },
        fields: [{ path: ['token'], type: 'string', required: true, maxLength: 128, patterned: true }, password(256)],
        acceptsForms: true,
      },
    });
    const signedIn = { cookies: { [SESSION_COOKIE]: member.token } };
    endpoints.set('POST account/password', {
      url: '/api/account/password',
      ...signedIn,
      rules: {
        valid: { currentPassword: member.buyer.password, newPassword: 'another passphrase 2026' },
        fields: [
          { path: ['currentPassword'], type: 'string', required: true, maxLength: 256 },
          { path: ['newPassword'], type: 'string', required: true, maxLength: 256 },
        ],
      },
    });
    endpoints.set('PATCH account', {
      method: 'PATCH',
      url: '/api/account',
      ...signedIn,
      rules: {
        valid: { phoneNumber: '+31 20 555 0199', country: 'netherlands', companyName: 'Delta Water BV', showInDirectory: true },
        fields: [
          { path: ['phoneNumber'], type: 'string', required: false, maxLength: 32, patterned: true },
          { path: ['country'], type: 'string', required: true, patterned: true },
          { path: ['companyName'], type: 'string', required: false, maxLength: 120 },
          { path: ['showInDirectory'], type: 'boolean', required: true },
        ],
      },
    });
    const renewalRules: BodyRules = {
      valid: { tierSlug: 'professional' },
      fields: [{ path: ['tierSlug'], type: 'string', required: true, maxLength: 64, patterned: true }],
    };
    endpoints.set('POST account/renewal-price', { url: '/api/account/renewal-price', ...signedIn, rules: renewalRules });
    endpoints.set('POST account/renewal-payment', { url: '/api/account/renewal-payment', ...signedIn, rules: renewalRules });
    webhookEvent = JSON.stringify({
      id: `evt_fuzz${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: activatedIntent, object: 'payment_intent', status: 'succeeded' } },
    });
  });
  afterAll(() => app.close());

  function endpoint(name: EndpointName): FuzzedEndpoint {
    const found = endpoints.get(name);
    if (!found) throw new Error(`no fixture for ${name}`);
    return found;
  }

  /** Checks RUNS_PER_ENDPOINT generated requests, then proves that no table changed and no prototype was polluted. */
  async function fuzz<Input>(requests: fc.Arbitrary<Input>, check: (input: Input) => Promise<void>) {
    const before = await tableSnapshot(handle());
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(requests, async (input) => {
        sent += 1;
        await check(input);
      }),
      { numRuns: RUNS_PER_ENDPOINT, seed: SEED },
    );
    expect(sent).toBe(RUNS_PER_ENDPOINT);
    expect(await tableSnapshot(handle())).toEqual(before);
    expect(Object.prototype).not.toHaveProperty('pollutedByFuzz');
  }

  it.each(endpointNames)('%s: 1,000 hostile bodies, none accepted, no 5xx, no row written', async (name) => {
    const { method = 'POST', url, rules, cookies } = endpoint(name);
    await fuzz(hostileRequests(rules), async (request) => {
      const response = await app.inject({
        method,
        url,
        cookies,
        headers: { 'content-type': request.contentType },
        payload: request.payload,
      });
      const context = `${request.mutation}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      expect(response.statusCode, context).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, context).toBeLessThan(500);
      expect(response.json<{ error: { statusCode: number } }>().error.statusCode, context).toBe(response.statusCode);
    });
  });

  it('POST /api/webhooks/payments: 1,000 unsigned or badly signed deliveries, each answered 400, no row written', async () => {
    await fuzz(badlySignedDeliveries(webhookEvent, config.payments.webhookSecret), async (delivery) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/webhooks/payments',
        headers: {
          'content-type': 'application/json',
          ...(delivery.signature === undefined ? {} : { 'stripe-signature': delivery.signature }),
        },
        payload: delivery.payload,
      });
      expect(response.statusCode, `${delivery.mutation}: ${response.body.slice(0, 200)}`).toBe(400);
    });
  });

  it('acts on every valid body the hostile ones were made from, so the refusals were the breakage’s doing', async () => {
    for (const name of endpointNames) {
      const { method = 'POST', url, rules, cookies } = endpoint(name);
      const response = await app.inject({ method, url, cookies, payload: rules.valid });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(400);
    }
    const signature = signWebhookPayload(webhookEvent, config.payments.webhookSecret);
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: webhookEvent,
    });
    expect(webhook.json()).toEqual({ received: true, duplicate: false });
    // The card payment above succeeded; its webhook must land before the database closes.
    await backgroundWorkDone([unpaidIntent]);
  });
});
