import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DashboardFigures } from '@shared/admin-reports/dashboard';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { SandboxConfirmResult, SandboxPaymentMethod } from '@shared/payments';
import { sandboxTestIbans } from '@shared/sandbox-test-ibans';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { testConfig } from '../../../tests/helpers/config';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, startCheckout, type StartedCheckout } from '../../../tests/helpers/purchase';
import { postSignedWebhook } from '../../../tests/helpers/signed-webhook';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';

describeEachDatabase('payment methods through the sandbox', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;

  beforeAll(async () => {
    const base = testConfig();
    if (base.payments.provider !== 'sandbox') throw new Error('tests run on the sandbox');
    // SEPA debits settle after a second, so the settling and failing paths run in the test's time.
    ({ app, config } = await membershipTestApp(handle(), { payments: { ...base.payments, settleSeconds: 1 } }));
  });
  afterAll(() => app.close());

  function confirmWith(checkout: Pick<StartedCheckout, 'paymentIntentId' | 'clientSecret'>, paymentMethod: SandboxPaymentMethod) {
    return app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${checkout.paymentIntentId}/confirm`,
      payload: { clientSecret: checkout.clientSecret, paymentMethod, returnUrl: '/nl/membership/success?tier=professional' },
    });
  }

  /** Answers the sandbox's bank page as the buyer's browser posts it. */
  function answerBankPage(
    checkout: Pick<StartedCheckout, 'paymentIntentId' | 'clientSecret'>,
    outcome: string,
    clientSecret = checkout.clientSecret,
  ) {
    return app.inject({
      method: 'POST',
      url: '/sandbox/bank',
      payload: new URLSearchParams({
        payment_intent: checkout.paymentIntentId,
        client_secret: clientSecret,
        lang: 'nl',
        outcome,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  const sepa = (iban: string): SandboxPaymentMethod => ({
    type: 'sepa_debit',
    iban,
    accountHolderName: 'Amira Haddad',
    email: 'amira@example.com',
  });

  /** A provider event about one payment intent, as Stripe sends it (the intent as it stood). */
  const intentEvent = (id: string, type: string, paymentIntentId: string, status: string) => ({
    id: `${id}_${paymentIntentId}`,
    object: 'event',
    type,
    data: { object: { id: paymentIntentId, object: 'payment_intent', status, amount: 35_000, currency: 'eur' } },
  });

  async function providerEventsFor(paymentIntentId: string, type: string): Promise<number> {
    return countRows(handle(), 'payment_events', sql`payment_intent_id = ${paymentIntentId} AND type = ${type}`);
  }

  async function registrationOf(paymentIntentId: string) {
    const [row] = await queryRows<{ status: string; payment_method: string | null; failed_after_processing_at: Date | null }>(
      handle().db,
      sql`SELECT status, payment_method, failed_after_processing_at FROM registrations WHERE payment_intent_id = ${paymentIntentId}`,
    );
    return row;
  }

  it('sends an iDEAL | Wero payment to the bank page and back as Stripe redirects, then activates it once under 50 racing calls', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    const confirmed = await confirmWith(checkout, { type: 'ideal', bank: 'rabobank' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = confirmed.json<SandboxConfirmResult>();
    expect(result.paymentIntent.status).toBe('requires_action');
    expect(result.nextActionUrl).toMatch(/^\/sandbox\/bank\?payment_intent=pi_\w+&client_secret=\w+&lang=nl$/);

    const bankPage = await app.inject({ method: 'GET', url: result.nextActionUrl ?? '' });
    expect(bankPage.statusCode).toBe(200);
    expect(bankPage.headers['cache-control']).toBe('no-store');
    for (const text of ['Rabobank', 'iDEAL | Wero', 'Goedkeuren', 'Annuleren', 'Afwijzen']) expect(bankPage.body).toContain(text);

    const back = await answerBankPage(checkout, 'approve');
    expect(back.statusCode).toBe(303);
    const location = new URL(String(back.headers.location), 'http://site.test');
    expect(location.pathname).toBe('/nl/membership/success');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      tier: 'professional',
      payment_intent: checkout.paymentIntentId,
      payment_intent_client_secret: checkout.clientSecret,
      redirect_status: 'succeeded',
    });

    // The success page's verification asks the sandbox for the status by client secret, as Stripe.js does.
    const status = await app.inject({
      method: 'GET',
      url: `/api/sandbox/payment-intents/${checkout.paymentIntentId}?client_secret=${checkout.clientSecret}`,
    });
    expect(status.json()).toMatchObject({ status: 'succeeded', payment_method: { type: 'ideal' } });

    // The success page's confirm calls and the provider's webhook, 25 each, at once.
    const webhook = () =>
      postSignedWebhook(
        app,
        config.payments.webhookSecret,
        intentEvent('evt_race', 'payment_intent.succeeded', checkout.paymentIntentId, 'succeeded'),
      );
    const responses = await Promise.all([
      ...Array.from({ length: 25 }, () => confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)),
      ...Array.from({ length: 25 }, webhook),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const activations = responses.slice(0, 25).map((response) => response.json<{ receiptNumber: string; paymentMethod: string }>());
    expect(new Set(activations.map((activation) => activation.receiptNumber)).size).toBe(1);
    expect(activations[0]?.paymentMethod).toBe('ideal');

    const mine = sql`account_id IN (SELECT id FROM accounts WHERE username = ${buyer.username})`;
    expect(await countRows(handle(), 'memberships', mine)).toBe(1);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${checkout.paymentIntentId} AND payment_method = 'ideal'`)).toBe(
      1,
    );
    const invoices = await queryRows<{ document: InvoiceDocument }>(handle().db, sql`SELECT document FROM invoices WHERE ${mine}`);
    expect(invoices.map((invoice) => invoice.document.payment.method)).toEqual(['ideal']);
    expect(await registrationOf(checkout.paymentIntentId)).toMatchObject({ status: 'completed', payment_method: 'ideal' });
    await expect.poll(() => countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(1);
  });

  it('hands a canceled or failed bank payment back to the buyer with Stripe’s errors, activating nothing', async () => {
    for (const [outcome, code] of [
      ['cancel', 'payment_intent_payment_attempt_failed'],
      ['fail', 'payment_method_provider_decline'],
    ] as const) {
      const buyer = uniqueBuyer();
      const checkout = await startCheckout(app, buyer);
      await confirmWith(checkout, { type: 'bancontact' });
      const back = await answerBankPage(checkout, outcome);
      expect(back.statusCode).toBe(303);
      expect(new URL(String(back.headers.location), 'http://site.test').searchParams.get('redirect_status')).toBe('failed');
      const intent = await app.inject({
        method: 'GET',
        url: `/api/sandbox/payment-intents/${checkout.paymentIntentId}?client_secret=${checkout.clientSecret}`,
      });
      expect(intent.json()).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code } });
      const confirm = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
      expect(confirm.statusCode).toBe(402);
      await expect.poll(() => providerEventsFor(checkout.paymentIntentId, 'payment_intent.payment_failed')).toBe(1);
      expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(0);
      // A refusal at the bank page was shown to the buyer there: no mail, no dashboard entry.
      expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(0);
      expect(await registrationOf(checkout.paymentIntentId)).toMatchObject({ status: 'pending', failed_after_processing_at: null });
      // The same checkout can be paid again, as with Stripe.
      const again = await confirmWith(checkout, { type: 'ideal', bank: 'ing' });
      expect(again.json<SandboxConfirmResult>().paymentIntent.status).toBe('requires_action');
    }
  });

  it('keeps a SEPA Direct Debit processing, then activates it once when it settles', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    const confirmed = await confirmWith(checkout, sepa('nl39 rabo 0300 0652 64'));
    expect(confirmed.json<SandboxConfirmResult>().paymentIntent.status).toBe('processing');
    expect((await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(402);
    await expect.poll(() => providerEventsFor(checkout.paymentIntentId, 'payment_intent.succeeded'), { timeout: 10_000 }).toBe(1);
    expect(await registrationOf(checkout.paymentIntentId)).toMatchObject({ status: 'completed', payment_method: 'sepa_debit' });
    const [payment] = await queryRows<{ payment_method: string }>(
      handle().db,
      sql`SELECT payment_method FROM payments WHERE payment_intent_id = ${checkout.paymentIntentId}`,
    );
    expect(payment?.payment_method).toBe('sepa_debit');
    const [invoice] = await queryRows<{ document: InvoiceDocument }>(
      handle().db,
      sql`SELECT i.document FROM invoices i JOIN payments p ON p.id = i.payment_id WHERE p.payment_intent_id = ${checkout.paymentIntentId}`,
    );
    expect(invoice?.document.payment).toMatchObject({ method: 'sepa_debit', mandateReference: expect.stringMatching(/^mandate_/) });
    // The buyer's later confirm finds the activation the webhook made.
    const late = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
    expect(late.statusCode).toBe(200);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${checkout.paymentIntentId}`)).toBe(1);
    // The sandbox keeps only the last four characters of the IBAN.
    const [ledger] = await queryRows<{ iban_last4: string }>(
      handle().db,
      sql`SELECT iban_last4 FROM sandbox_payment_intents WHERE id = ${checkout.paymentIntentId}`,
    );
    expect(ledger?.iban_last4).toBe('5264');
  });

  it('tells the buyer once, and staff on the dashboard, when a SEPA debit fails after processing, however often the failure is delivered', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    await confirmWith(checkout, sepa(sandboxTestIbans.failsAfterProcessing));
    await expect.poll(() => providerEventsFor(checkout.paymentIntentId, 'payment_intent.payment_failed'), { timeout: 10_000 }).toBe(1);

    // The same failure again, replayed and under new event ids, 50 at once.
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postSignedWebhook(
          app,
          config.payments.webhookSecret,
          intentEvent(
            index % 2 === 0 ? 'evt_replay' : `evt_${index}`,
            'payment_intent.payment_failed',
            checkout.paymentIntentId,
            'requires_payment_method',
          ),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));

    expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(0);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${checkout.paymentIntentId}`)).toBe(0);
    const mails = await queryRows<{ subject: string; text_body: string }>(
      handle().db,
      sql`SELECT subject, text_body FROM email_deliveries WHERE to_address = ${buyer.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('SEPA Direct Debit');
    expect(mails[0]?.text_body).toContain('Nothing was charged');
    expect(mails[0]?.text_body).toContain('/membership/checkout/professional');
    expect((await registrationOf(checkout.paymentIntentId))?.failed_after_processing_at).not.toBeNull();
    expect((await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(402);

    const staff = await createStaff(handle().db, { role: 'finance' });
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: await staffCookie(handle().db, staff.id) },
    });
    const attention = dashboard.json<DashboardFigures>().attention;
    expect(attention.failedAfterProcessing).toBeGreaterThanOrEqual(1);
    expect(attention.items).toContainEqual(
      expect.objectContaining({ kind: 'failed_after_processing', paymentIntentId: checkout.paymentIntentId, email: buyer.email }),
    );
  });

  it('refuses another person’s payment intent or client secret on the bank page and the confirm call', async () => {
    const victim = await startCheckout(app, uniqueBuyer());
    const attacker = await startCheckout(app, uniqueBuyer());
    await confirmWith(victim, { type: 'ideal', bank: 'ing' });
    await confirmWith(attacker, { type: 'ideal', bank: 'ing' });

    const page = await app.inject({
      method: 'GET',
      url: `/sandbox/bank?payment_intent=${victim.paymentIntentId}&client_secret=${attacker.clientSecret}`,
    });
    expect(page.statusCode).toBe(404);
    expect((await answerBankPage(victim, 'approve', attacker.clientSecret)).statusCode).toBe(404);
    const secondConfirm = await confirmWith(
      { paymentIntentId: victim.paymentIntentId, clientSecret: attacker.clientSecret },
      { type: 'bancontact' },
    );
    expect(secondConfirm.statusCode).toBe(404);

    await answerBankPage(victim, 'approve');
    const stranger = await confirmCheckout(app, victim.paymentIntentId, attacker.cookie);
    expect(stranger.statusCode).toBe(404);
    // Unknown fields and invalid IBANs are refused before anything changes.
    const extra = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${attacker.paymentIntentId}/confirm`,
      payload: {
        clientSecret: attacker.clientSecret,
        paymentMethod: { type: 'bancontact', bank: 'ing' },
        returnUrl: '/membership/success',
      },
    });
    expect(extra.statusCode).toBe(400);
    const third = await startCheckout(app, uniqueBuyer());
    expect((await confirmWith(third, sepa('NL39RABO0300065265'))).statusCode).toBe(400);
  });
});
