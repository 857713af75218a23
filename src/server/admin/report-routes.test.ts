import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { seedPaidMember } from '../../../tests/helpers/report-data';
import { signedInMember } from '../../../tests/helpers/session';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import type { PaymentRow } from '@shared/admin-reports/payments';
import type { ReportPage } from '@shared/admin-reports/report-query';
import type { SubscriberRow } from '@shared/admin-reports/subscribers';
import type { StaffRole } from '@shared/staff-roles';
import { queryRows } from '../db/query-rows';

/** Each report route and the roles that may use it (admin may use them all). */
const reportRoutes: { method: HTTPMethods; url: string; roles: StaffRole[] }[] = [
  { method: 'GET', url: '/api/admin/dashboard', roles: ['finance', 'membership'] },
  { method: 'GET', url: '/api/admin/payments', roles: ['finance'] },
  { method: 'GET', url: '/api/admin/exports/payments.csv', roles: ['finance'] },
  { method: 'GET', url: '/api/admin/exports/invoices.csv', roles: ['finance'] },
  { method: 'GET', url: '/api/admin/exports/members.csv', roles: ['membership'] },
  { method: 'GET', url: '/api/admin/newsletter/subscribers', roles: ['membership'] },
  { method: 'GET', url: '/api/admin/exports/subscribers.csv', roles: ['membership'] },
  { method: 'POST', url: '/api/admin/newsletter/subscribers/00000000-0000-4000-8000-000000000000/unsubscribe', roles: ['membership'] },
  { method: 'GET', url: '/api/admin/audit', roles: [] },
  { method: 'GET', url: '/api/admin/exports/audit.csv', roles: [] },
];

const csvRecords = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

describeEachDatabase('back-office reports API', (database) => {
  let app: FastifyInstance;
  const cookies = new Map<StaffRole, string>();
  const staffIds = new Map<StaffRole, string>();
  const db = () => database().handle.db;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
    for (const role of ['admin', 'finance', 'membership'] as const) {
      const staff = await createStaff(db(), { role });
      staffIds.set(role, staff.id);
      cookies.set(role, await staffCookie(db(), staff.id));
    }
  });
  afterAll(() => app.close());

  const as = (role: StaffRole, url: string, method: HTTPMethods = 'GET', payload?: object) =>
    app.inject({ method, url, headers: { cookie: cookies.get(role) ?? '' }, ...(payload ? { payload } : {}) });

  describe('access', () => {
    it('refuses anonymous visitors and members (401), the wrong role and cross-site requests (403)', async () => {
      const member = await signedInMember(app);
      for (const route of reportRoutes) {
        const call = (headers: Record<string, string>) =>
          app.inject({
            method: route.method,
            url: route.url,
            headers,
            ...(route.method === 'POST' ? { payload: { reason: 'asked by phone' } } : {}),
          });
        const name = `${route.method} ${route.url}`;
        expect((await call({})).statusCode, `${name} anonymous`).toBe(401);
        expect((await call({ cookie: `qncc_session=${member.token}` })).statusCode, `${name} member`).toBe(401);
        for (const role of (['finance', 'membership'] as const).filter((candidate) => !route.roles.includes(candidate))) {
          expect((await call({ cookie: cookies.get(role) ?? '' })).statusCode, `${name} as ${role}`).toBe(403);
        }
        const crossSite = { cookie: cookies.get('admin') ?? '', 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' };
        expect((await call(crossSite)).statusCode, `${name} cross-site`).toBe(403);
        // The roles named get through (a POST to an unknown subscription is then a 404).
        for (const role of ['admin', ...route.roles] as StaffRole[]) {
          expect([200, 404], `${name} as ${role}`).toContain((await call({ cookie: cookies.get(role) ?? '' })).statusCode);
        }
      }
    });

    it('refuses unknown query fields and malformed filters with 400', async () => {
      expect((await as('finance', '/api/admin/payments?admin=1')).statusCode).toBe(400);
      expect((await as('finance', '/api/admin/payments?status=stolen')).statusCode).toBe(400);
      expect((await as('finance', '/api/admin/payments?from=2031-02-01&to=2031-01-01')).statusCode).toBe(400);
      expect((await as('finance', '/api/admin/payments?page=0')).statusCode).toBe(400);
      expect((await as('membership', '/api/admin/exports/members.csv?tier=x%27%3B--')).statusCode).toBe(400);
      // An empty field of a filter form is no filter.
      expect((await as('finance', '/api/admin/payments?status=&from=&to=')).statusCode).toBe(200);
    });
  });

  describe('payments', () => {
    it('lists a payment bought through the checkout with its provider status, receipt, invoice and the membership it activated', async () => {
      const { paymentIntentId } = await signedInMember(app);
      const response = await as('finance', '/api/admin/payments?status=activated');
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ReportPage<PaymentRow>>();
      const row = page.rows.find((candidate) => candidate.paymentIntentId === paymentIntentId);
      expect(row).toMatchObject({ status: 'activated', providerStatus: 'succeeded', provider: 'sandbox', currency: 'eur' });
      expect(row?.receiptNumber).toBeTruthy();
      expect(row?.invoiceNumber).toMatch(/\d/);
      expect(row?.membership).toMatchObject({ tierName: expect.any(String) });
      expect(Number.isInteger(row?.amountCents)).toBe(true);
    });

    it('filters by status and whole days in the invoicing time zone, and pages on the server', async () => {
      const paidAt = new Date('2029-06-30T22:30:00Z'); // 1 July 00:30 in Amsterdam
      for (let index = 0; index < 27; index += 1) await seedPaidMember(db(), { paidAt, expiresAt: new Date('2030-07-01T00:00:00Z') });
      const first = (await as('finance', '/api/admin/payments?from=2029-07-01&to=2029-07-01')).json<ReportPage<PaymentRow>>();
      expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
      expect(first.rows).toHaveLength(25);
      const second = (await as('finance', '/api/admin/payments?from=2029-07-01&to=2029-07-01&page=2')).json<ReportPage<PaymentRow>>();
      expect(second.rows).toHaveLength(2);
      expect(new Set([...first.rows, ...second.rows].map((row) => row.checkoutId)).size).toBe(27);
      expect((await as('finance', '/api/admin/payments?to=2029-06-30&from=2029-06-30')).json<ReportPage<PaymentRow>>().total).toBe(0);
      expect(
        (await as('finance', '/api/admin/payments?from=2029-07-01&to=2029-07-01&status=refunded')).json<ReportPage<PaymentRow>>().total,
      ).toBe(0);
    });

    it('exports the payments in the filters shown, as CSV, and audits the export', async () => {
      const response = await as('finance', '/api/admin/exports/payments.csv?from=2029-07-01&to=2029-07-01&status=activated');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const records = csvRecords(response.body);
      expect(records).toHaveLength(27);
      expect(records[0]).toMatchObject({ Status: 'activated', Amount: '500.00', Currency: 'EUR' });
      const [audit] = await queryRows<{ action: string; actor_id: string; after: { filter: object } }>(
        db(),
        sql`SELECT action, actor_id, after FROM audit_log WHERE action = 'export.payments' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toEqual({
        action: 'export.payments',
        actor_id: staffIds.get('finance'),
        after: { filter: { from: '2029-07-01', to: '2029-07-01', status: 'activated' } },
      });
    });
  });

  describe('exports', () => {
    it('neutralises spreadsheet formulas in the members export and keeps to its filters', async () => {
      const hostile = await seedPaidMember(db(), {
        paidAt: new Date('2028-01-10T10:00:00Z'),
        expiresAt: new Date('2099-01-10T10:00:00Z'),
        firstName: '=HYPERLINK("http://evil.example","Click")',
        companyName: '@SUM(1+1)*cmd|"/C calc"!A0',
        tierSlug: 'corporate',
      });
      const response = await as('membership', '/api/admin/exports/members.csv?tier=corporate&status=active&q=evil.example');
      expect(response.statusCode).toBe(200);
      const records = csvRecords(response.body);
      expect(records.map((record) => record['Account id'])).toEqual([hostile.accountId]);
      expect(records[0]?.['First name']).toBe(`'=HYPERLINK("http://evil.example","Click")`);
      expect(records[0]?.Company).toBe(`'@SUM(1+1)*cmd|"/C calc"!A0`);
      expect(response.body).not.toMatch(/\n=HYPERLINK|,=HYPERLINK|,@SUM/);
    });

    it('exports the members of a tier whose slug has an underscore, as the members page links to it', async () => {
      const member = await seedPaidMember(db(), {
        paidAt: new Date('2028-02-10T10:00:00Z'),
        expiresAt: new Date('2099-02-10T10:00:00Z'),
        companyName: 'Underscore Tier BV',
        tierSlug: 'kleinere_bedrijven',
      });
      const response = await as('membership', '/api/admin/exports/members.csv?q=Underscore+Tier&tier=kleinere_bedrijven&country=qatar');
      expect(response.statusCode, response.body).toBe(200);
      expect(csvRecords(response.body).map((record) => record['Account id'])).toEqual([member.accountId]);
    });

    it('leaves anonymised members out of the members export, whatever the filter', async () => {
      const kept = await seedPaidMember(db(), {
        paidAt: new Date('2027-05-01T10:00:00Z'),
        expiresAt: new Date('2099-05-01T10:00:00Z'),
        companyName: 'Erasure Test BV',
      });
      const erased = await seedPaidMember(db(), {
        paidAt: new Date('2027-05-01T10:00:00Z'),
        expiresAt: new Date('2099-05-01T10:00:00Z'),
        companyName: 'Erasure Test BV',
      });
      await db().execute(sql`UPDATE accounts SET anonymised_at = now() WHERE id = ${erased.accountId}`);
      for (const query of ['', '?q=Erasure%20Test', '?status=active']) {
        const ids = csvRecords((await as('membership', `/api/admin/exports/members.csv${query}`)).body).map(
          (record) => record['Account id'],
        );
        expect(ids, query).toContain(kept.accountId);
        expect(ids, query).not.toContain(erased.accountId);
      }
    });

    it('lists a payment refunded in parts once, with the parts summed', async () => {
      const member = await seedPaidMember(db(), {
        paidAt: new Date('2026-02-03T10:00:00Z'),
        expiresAt: new Date('2027-02-03T10:00:00Z'),
        amountCents: 900_00,
      });
      for (const [key, cents] of [
        ['first', 100_00],
        ['second', 250_00],
      ] as const) {
        await db()
          .execute(sql`INSERT INTO refunds (payment_intent_id, registration_id, provider, provider_refund_id, amount_cents, currency, reason, refund_key)
          VALUES (${member.paymentIntentId}, ${member.registrationId}, 'sandbox', ${`re_${key}`}, ${cents}, 'eur', 'payment_mismatch', ${`${key}-${member.paymentIntentId}`})`);
      }
      const page = (await as('finance', '/api/admin/payments?from=2026-02-03&to=2026-02-03')).json<ReportPage<PaymentRow>>();
      expect(page.rows.filter((row) => row.paymentIntentId === member.paymentIntentId)).toEqual([
        expect.objectContaining({ status: 'refunded', amountCents: 900_00, refundedCents: 350_00 }),
      ]);
    });

    it('exports invoices issued in a range of days', async () => {
      await signedInMember(app);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
      const records = csvRecords((await as('finance', `/api/admin/exports/invoices.csv?from=${today}&to=${today}&kind=invoice`)).body);
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((record) => record.Kind === 'invoice' && record['Issue date'] === today)).toBe(true);
      expect(records[0]?.Gross).toMatch(/^\d+\.\d{2}$/);
      expect(csvRecords((await as('finance', '/api/admin/exports/invoices.csv?to=2000-01-01')).body)).toEqual([]);
    });
  });

  describe('newsletter', () => {
    it('shows each subscriber’s consent record and unsubscribes on request once, audited with the reason', async () => {
      const email = `reader.${Date.now().toString(36)}@example.com`;
      const subscribed = await app.inject({
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        payload: { email, newsletter: 'trade-weekly', locale: 'ar', page: '/ar/market-info/publications' },
      });
      expect(subscribed.statusCode).toBe(202);
      const list = (await as('membership', `/api/admin/newsletter/subscribers?q=${encodeURIComponent(email)}`)).json<
        ReportPage<SubscriberRow>
      >();
      expect(list.total).toBe(1);
      const [subscriber] = list.rows;
      expect(subscriber).toMatchObject({
        email,
        newsletter: 'trade-weekly',
        locale: 'ar',
        status: 'pending',
        sourcePage: '/ar/market-info/publications',
        consentTextVersion: expect.stringMatching(/^ar-[0-9a-f]{12}$/),
        confirmedAt: null,
      });
      const url = `/api/admin/newsletter/subscribers/${subscriber?.id}/unsubscribe`;
      expect((await as('membership', url, 'POST', {})).statusCode).toBe(400);
      expect((await as('membership', url, 'POST', { reason: 'Asked by phone', extra: 1 })).statusCode).toBe(400);
      const responses = await Promise.all(Array.from({ length: 10 }, () => as('membership', url, 'POST', { reason: 'Asked by phone' })));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
      expect(responses.filter((response) => response.json<{ changed: boolean }>().changed)).toHaveLength(1);
      const audits = await queryRows<{ actor_id: string; reason: string; before: unknown; after: unknown }>(
        db(),
        sql`SELECT actor_id, reason, before, after FROM audit_log WHERE action = 'newsletter.unsubscribe-on-request' AND subject_id = ${subscriber?.id ?? ''}`,
      );
      expect(audits).toEqual([
        {
          actor_id: staffIds.get('membership'),
          reason: 'Asked by phone',
          before: { status: 'pending' },
          after: { status: 'unsubscribed' },
        },
      ]);
      const records = csvRecords(
        (await as('membership', `/api/admin/exports/subscribers.csv?status=unsubscribed&q=${encodeURIComponent(email)}`)).body,
      );
      expect(records).toEqual([
        expect.objectContaining({ Email: email, Status: 'unsubscribed', 'From page': '/ar/market-info/publications' }),
      ]);
    });
  });

  describe('audit log', () => {
    it('lets admins read and export it with filters', async () => {
      const page = (await as('admin', '/api/admin/audit?action=export.&actorKind=staff')).json<ReportPage<{ action: string }>>();
      expect(page.total).toBeGreaterThan(0);
      expect(page.rows.every((row) => row.action.startsWith('export.'))).toBe(true);
      const response = await as('admin', `/api/admin/exports/audit.csv?actor=${staffIds.get('finance')}`);
      const records = csvRecords(response.body);
      expect(records.length).toBeGreaterThan(0);
      expect(records.every((record) => record['Actor id'] === staffIds.get('finance'))).toBe(true);
    });
  });
});
