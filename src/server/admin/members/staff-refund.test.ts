import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { dutchCompany } from '../../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../../tests/helpers/membership';
import { buyMembership } from '../../../../tests/helpers/purchase';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { RefundRequest } from '@shared/admin/member-operations';
import type { AppConfig } from '../../config';
import { queryRows } from '../../db/query-rows';
import { calendarDate } from '../../invoices/calendar-date';
import type { InvoicingConfig } from '../../invoices/invoicing-config';
import { createPayments } from '../../payments/create-payments';
import { MemberActionError, type StaffAction } from './member-action';
import { finishStaffRefund, refundMemberPayment, type StaffRefundDeps } from './staff-refund';

const action: StaffAction = {
  actor: { kind: 'staff', id: 'staff-finance-1', email: 'finance@qncc.example' },
  reason: 'Member asked to cancel',
};

describeEachDatabase('staff refunds', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  let deps: StaffRefundDeps;
  const handle = () => database().handle;

  beforeAll(async () => {
    const base = await membershipTestApp(handle());
    await base.app.close();
    // A chamber that charges VAT within its listed prices, so partial credit notes have VAT to split.
    const invoicing: InvoicingConfig = {
      ...base.config.invoicing,
      seller: { ...base.config.invoicing.seller, vatNumber: 'NL004495445B01', registrationNumber: '41200001' },
      vat: { ...base.config.invoicing.vat, mode: 'included' },
    };
    ({ app, config } = await membershipTestApp(handle(), { invoicing }));
    deps = {
      db: handle().db,
      provider: createPayments(config.payments, handle().db).provider,
      invoicing: config.invoicing,
      siteUrl: config.siteUrl,
    };
  });
  afterAll(() => app.close());

  /** A member who bought through the checkout (as a Dutch company, so their invoice carries 21% VAT). */
  async function member() {
    const { paymentIntentId, buyer } = await buyMembership(app, uniqueBuyer(), 'corporate', dutchCompany);
    const [payment] = await queryRows<{ id: string; account_id: string; amount_cents: number }>(
      handle().db,
      sql`SELECT id, account_id, amount_cents FROM payments WHERE payment_intent_id = ${paymentIntentId}`,
    );
    if (!payment) throw new Error('no payment');
    return { paymentIntentId, buyer, paymentId: payment.id, accountId: payment.account_id, amountCents: payment.amount_cents };
  }

  const request = (paymentId: string, amountCents: number, overrides: Partial<RefundRequest> = {}): RefundRequest => ({
    reason: action.reason,
    paymentId,
    requestKey: randomUUID(),
    amountCents,
    membership: 'keep',
    ...overrides,
  });

  async function effects(paymentIntentId: string, accountId: string) {
    return {
      providerRefunds: await countRows(handle(), 'sandbox_refunds', sql`payment_intent_id = ${paymentIntentId}`),
      refunds: await countRows(handle(), 'refunds', sql`payment_intent_id = ${paymentIntentId}`),
      creditNotes: await countRows(handle(), 'invoices', sql`kind = 'credit-note' AND account_id = ${accountId}`),
      emails: await countRows(
        handle(),
        'email_deliveries',
        sql`dedupe_key LIKE 'staff-refund:%' AND invoice_id IN (SELECT id FROM invoices WHERE account_id = ${accountId})`,
      ),
      auditRows: await countRows(handle(), 'audit_log', sql`action = 'member.payment.refund' AND subject_id = ${accountId}`),
    };
  }

  it('refunds a payment in full through the provider, with a credit note for the whole invoice, an email and an audit row', async () => {
    const { paymentIntentId, paymentId, accountId, amountCents } = await member();
    const outcome = await refundMemberPayment(deps, accountId, request(paymentId, amountCents, { membership: 'end' }), action);
    expect(outcome.amountCents).toBe(amountCents);
    expect(outcome.creditNote?.number).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await effects(paymentIntentId, accountId)).toEqual({ providerRefunds: 1, refunds: 1, creditNotes: 1, emails: 1, auditRows: 1 });
    const [membership] = await queryRows<{ expires_at: Date }>(
      handle().db,
      sql`SELECT expires_at FROM memberships WHERE account_id = ${accountId}`,
    );
    expect(new Date(membership?.expires_at ?? 0).getTime()).toBeLessThanOrEqual(Date.now());
    const [audit] = await queryRows<{
      reason: string;
      actor_email: string;
      before: { refundedCents: number };
      after: { refundedCents: number };
    }>(
      handle().db,
      sql`SELECT reason, actor_email, before, after FROM audit_log WHERE action = 'member.payment.refund' AND subject_id = ${accountId}`,
    );
    expect(audit).toMatchObject({
      reason: action.reason,
      actor_email: 'finance@qncc.example',
      before: { refundedCents: 0 },
      after: { refundedCents: amountCents },
    });
  });

  it('gives one provider refund, one credit note, one email and one audit row for 50 presses at once, and answers each the same', async ({
    annotate,
  }) => {
    const { paymentIntentId, paymentId, accountId, amountCents } = await member();
    const press = request(paymentId, amountCents);
    const started = performance.now();
    const outcomes = await Promise.all(Array.from({ length: 50 }, () => refundMemberPayment(deps, accountId, press, action)));
    const elapsed = performance.now() - started;
    await annotate(`50 simultaneous presses of one refund settled in ${Math.round(elapsed)} ms on ${handle().kind}`);
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(await effects(paymentIntentId, accountId)).toEqual({ providerRefunds: 1, refunds: 1, creditNotes: 1, emails: 1, auditRows: 1 });
  });

  it('lets only one of 50 different full refunds of one payment through; the others are refused as more than remains', async () => {
    const { paymentIntentId, paymentId, accountId, amountCents } = await member();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => refundMemberPayment(deps, accountId, request(paymentId, amountCents), action)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toEqual(new MemberActionError('exceedsRefundable'));
    }
    expect(await effects(paymentIntentId, accountId)).toEqual({ providerRefunds: 1, refunds: 1, creditNotes: 1, emails: 1, auditRows: 1 });
  });

  it('refunds in parts whose credit notes add up to the invoice exactly, and refuses more than remains', async () => {
    const { paymentIntentId, paymentId, accountId, amountCents } = await member();
    const [invoice] = await queryRows<{ document: InvoiceDocument }>(
      handle().db,
      sql`SELECT document FROM invoices WHERE kind = 'invoice' AND account_id = ${accountId}`,
    );
    expect(invoice?.document.totals.vatCents).toBeGreaterThan(0);
    const parts = [33_333, 100_001, amountCents - 33_333 - 100_001];
    for (const part of parts) await refundMemberPayment(deps, accountId, request(paymentId, part), action);
    await expect(refundMemberPayment(deps, accountId, request(paymentId, 1), action)).rejects.toEqual(
      new MemberActionError('exceedsRefundable'),
    );

    const notes = await queryRows<{ document: InvoiceDocument }>(
      handle().db,
      sql`SELECT document FROM invoices WHERE kind = 'credit-note' AND account_id = ${accountId} ORDER BY sequence`,
    );
    expect(notes.map((note) => -note.document.totals.grossCents)).toEqual(parts);
    const sum = (pick: (document: InvoiceDocument) => number) => notes.reduce((total, note) => total + pick(note.document), 0);
    expect(sum((document) => document.totals.vatCents)).toBe(-(invoice?.document.totals.vatCents ?? 0));
    expect(sum((document) => document.totals.netCents)).toBe(-(invoice?.document.totals.netCents ?? 0));
    for (const { document } of notes) {
      expect(document.totals.netCents + document.totals.vatCents).toBe(document.totals.grossCents);
      expect(document.lines[0]?.netCents).toBe(document.totals.netCents);
      expect(document.vatBreakdown[0]).toMatchObject({ taxableCents: document.totals.netCents, vatCents: document.totals.vatCents });
    }
    const [intent] = await queryRows<{ amount_refunded: number }>(
      handle().db,
      sql`SELECT amount_refunded FROM sandbox_payment_intents WHERE id = ${paymentIntentId}`,
    );
    expect(intent?.amount_refunded).toBe(amountCents);
  });

  it('shortens the membership to the chosen date, and never before it started', async () => {
    const { paymentId, accountId } = await member();
    const inAMonth = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    await expect(
      refundMemberPayment(deps, accountId, request(paymentId, 1_000, { membership: 'shorten', newExpiresOn: '2000-01-01' }), action),
    ).rejects.toEqual(new MemberActionError('beforeStart'));
    const outcome = await refundMemberPayment(
      deps,
      accountId,
      request(paymentId, 1_000, { membership: 'shorten', newExpiresOn: inAMonth }),
      action,
    );
    expect(calendarDate(new Date(outcome.membershipExpiresAt ?? 0), config.invoicing.timeZone)).toBe(inAMonth);
    const [membership] = await queryRows<{ expires_at: Date }>(
      handle().db,
      sql`SELECT expires_at FROM memberships WHERE account_id = ${accountId}`,
    );
    expect(new Date(membership?.expires_at ?? 0).toISOString()).toBe(outcome.membershipExpiresAt);
  });

  it('refuses a payment of another member, and a request key sent again with another amount', async () => {
    const first = await member();
    const second = await member();
    await expect(refundMemberPayment(deps, second.accountId, request(first.paymentId, 100), action)).rejects.toEqual(
      new MemberActionError('notFound'),
    );
    const press = request(first.paymentId, 100);
    await refundMemberPayment(deps, first.accountId, press, action);
    await expect(refundMemberPayment(deps, first.accountId, { ...press, amountCents: 200 }, action)).rejects.toEqual(
      new MemberActionError('requestKeyReused'),
    );
  });

  it('holds the amount of a refund the provider failed, and its job finishes that refund once, in the name of who asked', async () => {
    const { paymentIntentId, paymentId, accountId, amountCents } = await member();
    const failing: StaffRefundDeps = {
      ...deps,
      provider: {
        ...deps.provider,
        refundPaymentIntent: () => Promise.reject(new Error('provider unavailable')),
      },
    };
    const press = request(paymentId, amountCents);
    await expect(refundMemberPayment(failing, accountId, press, action)).rejects.toEqual(new MemberActionError('providerFailed'));
    await expect(refundMemberPayment(deps, accountId, request(paymentId, 1), action)).rejects.toEqual(
      new MemberActionError('exceedsRefundable'),
    );
    const [asked] = await queryRows<{ id: string; status: string; last_error: string }>(
      handle().db,
      sql`SELECT id, status, last_error FROM staff_refunds WHERE request_key = ${press.requestKey}`,
    );
    expect(asked).toMatchObject({ status: 'requested', last_error: 'provider unavailable' });
    expect(await countRows(handle(), 'jobs', sql`dedupe_key = ${`staff-refund:${asked?.id}`} AND run_at > now()`)).toBe(1);
    expect(await effects(paymentIntentId, accountId)).toEqual({ providerRefunds: 0, refunds: 0, creditNotes: 0, emails: 0, auditRows: 0 });

    const job = finishStaffRefund({ ...deps, onEmailQueued: () => {} });
    await job({ staffRefundId: asked?.id, accountId });
    await job({ staffRefundId: asked?.id, accountId });
    expect(await effects(paymentIntentId, accountId)).toEqual({ providerRefunds: 1, refunds: 1, creditNotes: 1, emails: 1, auditRows: 1 });
    const [audit] = await queryRows<{ actor_email: string; reason: string }>(
      handle().db,
      sql`SELECT actor_email, reason FROM audit_log WHERE action = 'member.payment.refund' AND subject_id = ${accountId}`,
    );
    expect(audit).toEqual({ actor_email: 'finance@qncc.example', reason: action.reason });
    // The press that failed, sent again, answers the refund its job made.
    await expect(refundMemberPayment(deps, accountId, press, action)).resolves.toMatchObject({ amountCents });
  });
});
