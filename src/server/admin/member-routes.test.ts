import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutchCompany } from '../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import type { MemberDetail, MemberListPage } from '@shared/admin/member-constants';
import type { StaffRole } from '@shared/staff-roles';
import { queryRows } from '../db/query-rows';

describeEachDatabase('member admin API', (database) => {
  let app: FastifyInstance;
  const cookies = new Map<StaffRole, string>();
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
    for (const role of ['admin', 'finance', 'membership'] as const) {
      cookies.set(role, await staffCookie(handle().db, (await createStaff(handle().db, { role })).id));
    }
  });
  afterAll(() => app.close());

  const as = (role: StaffRole | 'anonymous' | string, options: InjectOptions): Promise<Awaited<ReturnType<FastifyInstance['inject']>>> => {
    const cookie = role === 'anonymous' ? undefined : (cookies.get(role as StaffRole) ?? role);
    return app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  };

  async function member() {
    const { paymentIntentId, buyer } = await buyMembership(app, uniqueBuyer(), 'corporate', dutchCompany);
    const [payment] = await queryRows<{ id: string; account_id: string; amount_cents: number }>(
      handle().db,
      sql`SELECT id, account_id, amount_cents FROM payments WHERE payment_intent_id = ${paymentIntentId}`,
    );
    if (!payment) throw new Error('no payment');
    return { paymentIntentId, buyer, paymentId: payment.id, accountId: payment.account_id, amountCents: payment.amount_cents };
  }

  const refundBody = (paymentId: string, amountCents: number) => ({
    reason: 'Cancelled within the cooling-off period',
    paymentId,
    requestKey: randomUUID(),
    amountCents,
    membership: 'end',
  });

  describe('who may call', () => {
    it('refuses anonymous callers and members with 401, the wrong role and other sites with 403', async () => {
      const { accountId, paymentId } = await member();
      const signedIn = await signedInMember(app);
      const refund = { method: 'POST', url: `/api/admin/members/${accountId}/refunds`, payload: refundBody(paymentId, 100) } as const;
      const anonymise = {
        method: 'POST',
        url: `/api/admin/members/${accountId}/anonymise`,
        payload: { reason: 'Asked to be forgotten' },
      } as const;
      const list = { method: 'GET', url: '/api/admin/members' } as const;
      expect((await as('anonymous', list)).statusCode).toBe(401);
      expect((await as(`${SESSION_COOKIE}=${signedIn.token}`, list)).statusCode).toBe(401);
      expect((await as(`${SESSION_COOKIE}=${signedIn.token}`, refund)).statusCode).toBe(401);
      expect((await as('membership', refund)).statusCode).toBe(403);
      expect((await as('finance', anonymise)).statusCode).toBe(403);
      expect(
        (await as('finance', { ...refund, headers: { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' } })).statusCode,
      ).toBe(403);
      expect((await as('finance', list)).statusCode).toBe(200);
      expect((await as('membership', list)).statusCode).toBe(200);
      expect(
        await countRows(
          handle(),
          'refunds',
          sql`payment_intent_id IN (SELECT payment_intent_id FROM payments WHERE account_id = ${accountId})`,
        ),
      ).toBe(0);
    });

    it('answers 404 for members, payments and documents that do not exist or belong to someone else', async () => {
      const first = await member();
      const second = await member();
      const nobody = randomUUID();
      expect((await as('admin', { method: 'GET', url: `/api/admin/members/${nobody}` })).statusCode).toBe(404);
      expect((await as('admin', { method: 'GET', url: '/api/admin/members/not-a-uuid' })).statusCode).toBe(404);
      const otherPayment = await as('finance', {
        method: 'POST',
        url: `/api/admin/members/${second.accountId}/refunds`,
        payload: refundBody(first.paymentId, 100),
      });
      expect(otherPayment.statusCode).toBe(404);
      const [invoice] = await queryRows<{ id: string }>(handle().db, sql`SELECT id FROM invoices WHERE account_id = ${first.accountId}`);
      const download = (accountId: string) =>
        as('finance', { method: 'GET', url: `/api/admin/members/${accountId}/documents/${invoice?.id}/pdf` });
      expect((await download(second.accountId)).statusCode).toBe(404);
      const own = await download(first.accountId);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const resend = await as('membership', {
        method: 'POST',
        url: `/api/admin/members/${second.accountId}/resend-invoice`,
        payload: { reason: 'Lost the mail', invoiceId: invoice?.id },
      });
      expect(resend.statusCode).toBe(404);
    });
  });

  describe('bodies', () => {
    it('are strict: unknown fields, a missing or too short reason and bad amounts are refused with 400', async () => {
      const { accountId, paymentId } = await member();
      const url = `/api/admin/members/${accountId}/refunds`;
      for (const payload of [
        { ...refundBody(paymentId, 100), extra: true },
        { ...refundBody(paymentId, 100), reason: 'no' },
        { ...refundBody(paymentId, 100), reason: 'x'.repeat(501) },
        { ...refundBody(paymentId, 100), reason: undefined },
        { ...refundBody(paymentId, 0) },
        { ...refundBody(paymentId, 1.5) },
        { ...refundBody(paymentId, 100), membership: 'shorten' },
      ]) {
        const response = await as('finance', { method: 'POST', url, payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const nl = await as('finance', {
        method: 'POST',
        url,
        payload: { ...refundBody(paymentId, 100), reason: 'no' },
        headers: { 'accept-language': 'nl' },
      });
      expect(nl.json().error.message).toContain('Geef een reden van 3 tot 500 tekens.');
      const dates = await as('membership', {
        method: 'POST',
        url: `/api/admin/members/${accountId}/membership-dates`,
        payload: { reason: 'Goodwill', change: { by: 'days', days: 0 } },
      });
      expect(dates.statusCode).toBe(400);
      expect((await as('admin', { method: 'GET', url: '/api/admin/members?status=gone' })).statusCode).toBe(400);
      expect((await as('admin', { method: 'GET', url: '/api/admin/members?q=&status=&tier=&country=&page=1' })).statusCode).toBe(200);
    });
  });

  describe('a refund pressed 50 times at once over HTTP', () => {
    it('makes one provider refund, one credit note, one email and one audit row, and the member page lists the credit note', async ({
      annotate,
    }) => {
      const { accountId, paymentId, paymentIntentId, amountCents } = await member();
      const payload = refundBody(paymentId, amountCents);
      const started = performance.now();
      const responses = await Promise.all(
        Array.from({ length: 50 }, () => as('finance', { method: 'POST', url: `/api/admin/members/${accountId}/refunds`, payload })),
      );
      await annotate(`50 simultaneous refund requests answered in ${Math.round(performance.now() - started)} ms on ${handle().kind}`);
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(await countRows(handle(), 'sandbox_refunds', sql`payment_intent_id = ${paymentIntentId}`)).toBe(1);
      expect(await countRows(handle(), 'refunds', sql`payment_intent_id = ${paymentIntentId}`)).toBe(1);
      expect(await countRows(handle(), 'invoices', sql`kind = 'credit-note' AND account_id = ${accountId}`)).toBe(1);
      expect(
        await countRows(
          handle(),
          'email_deliveries',
          sql`dedupe_key LIKE 'staff-refund:%' AND invoice_id IN (SELECT id FROM invoices WHERE account_id = ${accountId})`,
        ),
      ).toBe(1);
      expect(await countRows(handle(), 'audit_log', sql`action = 'member.payment.refund' AND subject_id = ${accountId}`)).toBe(1);

      const page = await as('admin', { method: 'GET', url: `/api/admin/members/${accountId}` });
      const detail = page.json<MemberDetail>();
      expect(detail.documents.map((document) => document.kind)).toEqual(['credit-note', 'invoice']);
      expect(detail.payments[0]).toMatchObject({ amountCents, refundedCents: amountCents });
      expect(detail.membership?.status).toBe('expired');
      expect(detail.history[0]).toMatchObject({ action: 'member.payment.refund', reason: payload.reason });

      const again = await as('finance', {
        method: 'POST',
        url: `/api/admin/members/${accountId}/refunds`,
        payload: refundBody(paymentId, 1),
      });
      expect(again.statusCode).toBe(409);
    });
  });

  describe('search', () => {
    it('answers a page of members, and anonymised members are not in it', async () => {
      const { accountId, buyer } = await member();
      const search = () => as('membership', { method: 'GET', url: `/api/admin/members?q=${encodeURIComponent(buyer.email)}` });
      expect((await search()).json<MemberListPage>().rows.map((row) => row.id)).toEqual([accountId]);
      const erased = await as('membership', {
        method: 'POST',
        url: `/api/admin/members/${accountId}/anonymise`,
        payload: { reason: 'GDPR erasure request by email' },
      });
      expect(erased.statusCode).toBe(200);
      expect((await search()).json<MemberListPage>().total).toBe(0);
      const twice = await as('admin', { method: 'POST', url: `/api/admin/members/${accountId}/anonymise`, payload: { reason: 'Again' } });
      expect(twice.statusCode).toBe(409);
    });
  });
});
