import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belgianCompany, dutchCompany } from '../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { CHECKOUT_COOKIE, countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership, payWithCard } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE, sessionTokenOf, signedInMember } from '../../../tests/helpers/session';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import { invoiceFilePath, type AccountInvoice } from '@shared/invoices/account-invoices';
import type { BillingDetails } from '@shared/invoices/billing-details';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import { queryRows } from '../db/query-rows';
import { decideRefund } from '../membership/refund-payment';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

describeEachDatabase('account invoices', (database) => {
  let app: FastifyInstance;
  let siteOrigin: string;
  const handle = () => database().handle;
  beforeAll(async () => {
    const made = await membershipTestApp(handle());
    app = made.app;
    siteOrigin = new URL(made.config.siteUrl).origin;
  });
  afterAll(() => app.close());

  /** Buys for a company and signs in: the session token. */
  async function companyMember(billing: BillingDetails = dutchCompany) {
    const { buyer, paymentIntentId } = await buyMembership(app, uniqueBuyer({ country: 'netherlands' }), 'professional', billing);
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { identifier: buyer.username, password: buyer.password },
    });
    return { buyer, paymentIntentId, token: sessionTokenOf(response) };
  }

  const get = (url: string, token?: string) =>
    app.inject({ method: 'GET', url, ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}) });
  const listOf = async (token: string) => {
    const response = await get('/api/account/invoices', token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AccountInvoice[]>();
  };
  const documentOf = async (number: string) => {
    const [row] = await queryRows<{ document: InvoiceDocument }>(handle().db, sql`SELECT document FROM invoices WHERE number = ${number}`);
    if (!row) throw new Error(`no document ${number}`);
    return row.document;
  };

  describe('the list', () => {
    it('holds the account\u2019s invoices and credit notes, newest first, with what the table shows', async () => {
      const { paymentIntentId, token } = await companyMember();
      const [invoice] = await listOf(token);
      if (!invoice) throw new Error('no invoice listed');
      const document = await documentOf(invoice.number);
      expect(invoice).toMatchObject({
        kind: 'invoice',
        number: document.number,
        issueDate: document.issueDate,
        period: document.lines[0]?.period,
        grossCents: 35_000,
        currency: 'EUR',
      });

      const [registration] = await queryRows<{ id: string }>(
        handle().db,
        sql`SELECT id FROM registrations WHERE payment_intent_id = ${paymentIntentId}`,
      );
      await decideRefund(handle().db, { paymentIntentId, registrationId: registration?.id ?? '', reason: 'payment_mismatch' }, false);
      await expect.poll(async () => (await listOf(token)).length, { timeout: 10_000 }).toBe(2);
      const [creditNote, first] = await listOf(token);
      expect(creditNote).toMatchObject({ kind: 'credit-note', grossCents: -35_000, receiptNumber: invoice.receiptNumber });
      expect(first).toEqual(invoice);
    });

    it('holds only the member’s own documents, and asks the signed-out to sign in', async () => {
      const company = await companyMember();
      const [theirs] = await listOf(company.token);
      const stranger = await signedInMember(app);
      const mine = await listOf(stranger.token);
      expect(mine).toHaveLength(1);
      expect(mine.map((invoice) => invoice.number)).not.toContain(theirs?.number);
      expect((await get('/api/account/invoices')).statusCode).toBe(401);
    });
  });

  describe('the downloads', () => {
    it('give the owner the PDF and the UBL file of the stored document, never cached', async () => {
      const { token } = await companyMember();
      const [invoice] = await listOf(token);
      if (!invoice) throw new Error('no invoice listed');
      const document = await documentOf(invoice.number);

      const pdf = await get(invoiceFilePath(invoice.number, 'pdf'), token);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.pdf"`);
      expect(pdf.headers['cache-control']).toBe('private, no-store');
      expect(pdf.rawPayload.equals(await renderInvoicePdf(document))).toBe(true);

      const xml = await get(invoiceFilePath(invoice.number, 'xml'), token);
      expect(xml.statusCode).toBe(200);
      expect(xml.headers['content-type']).toMatch(/^application\/xml/);
      expect(xml.headers['content-disposition']).toBe(`attachment; filename="invoice-${invoice.number}.xml"`);
      expect(xml.headers['cache-control']).toBe('private, no-store');
      expect(xml.body).toBe(renderInvoiceUbl(document));
      expect(validateXml(xml.body, ublSchemas.invoice).errors).toBe('');

      // Asked again, the same bytes.
      expect((await get(invoiceFilePath(invoice.number, 'pdf'), token)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    });

    it('answer a stranger, an unknown number and an unknown format with the same 404, and the signed-out with 401', async () => {
      const { token } = await companyMember();
      const [invoice] = await listOf(token);
      if (!invoice) throw new Error('no invoice listed');
      const stranger = await signedInMember(app);

      const theirs = await get(invoiceFilePath(invoice.number, 'pdf'), stranger.token);
      const unknown = await get(invoiceFilePath('2099-999999', 'pdf'), stranger.token);
      const format = await get(`/api/account/invoices/${invoice.number}/json`, token);
      expect([theirs.statusCode, unknown.statusCode, format.statusCode]).toEqual([404, 404, 404]);
      expect(theirs.body).toBe(unknown.body);
      expect(theirs.body).not.toContain(invoice.number);
      expect(theirs.headers['content-type']).toMatch(/^application\/json/);
      expect((await get(invoiceFilePath(invoice.number, 'xml'))).statusCode).toBe(401);
    });

    it('stop working for a session that was signed out, when its cookie is replayed', async () => {
      const { token } = await companyMember();
      const [invoice] = await listOf(token);
      if (!invoice) throw new Error('no invoice listed');
      const signOut = await app.inject({ method: 'DELETE', url: '/api/session', cookies: { [SESSION_COOKIE]: token } });
      expect(signOut.statusCode).toBeLessThan(300);
      expect((await get(invoiceFilePath(invoice.number, 'pdf'), token)).statusCode).toBe(401);
      expect((await get('/api/account/invoices', token)).statusCode).toBe(401);
    });
  });

  describe('the billing details of future invoices', () => {
    const put = (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'PUT',
        url: '/api/account/billing',
        ...(token ? { cookies: { [SESSION_COOKIE]: token } } : {}),
        headers: { origin: siteOrigin, ...headers },
        payload: payload as object,
      });

    it('start as the last purchase\u2019s and are refused with the field\u2019s message, unknown fields, from another site or signed out', async () => {
      const { token } = await companyMember();
      const current = await get('/api/account/billing', token);
      expect(current.json()).toEqual({ ...dutchCompany, registrationNumber: '12345678', vatNumber: 'NL004495445B01' });

      const invalidVat = await put(token, { ...belgianCompany, vatNumber: 'BE0000000000' });
      expect(invalidVat.statusCode).toBe(400);
      expect(invalidVat.json<{ error: { message: string } }>().error.message).toMatch(/^vatNumber: /);
      expect((await put(token, { ...belgianCompany, discountPercent: 100 })).statusCode).toBe(400);
      expect((await put(token, { buyingFor: 'myself', legalName: 'Sneaky' })).statusCode).toBe(400);
      expect((await put(token, belgianCompany, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await put(token, belgianCompany, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await put(undefined, belgianCompany)).statusCode).toBe(401);
      expect((await get('/api/account/billing')).statusCode).toBe(401);
      // Nothing refused was kept.
      expect((await get('/api/account/billing', token)).json()).toEqual(current.json());
    });

    it('change the next invoice and never an issued one', async () => {
      const { token } = await companyMember();
      const [issued] = await listOf(token);
      if (!issued) throw new Error('no invoice listed');
      const pdfBefore = (await get(invoiceFilePath(issued.number, 'pdf'), token)).rawPayload;
      const xmlBefore = (await get(invoiceFilePath(issued.number, 'xml'), token)).body;

      const saved = await put(token, belgianCompany);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(belgianCompany);
      expect((await get('/api/account/billing', token)).json()).toEqual(belgianCompany);
      // The same request again changes nothing more.
      expect((await put(token, belgianCompany)).json()).toEqual(belgianCompany);

      expect((await get(invoiceFilePath(issued.number, 'pdf'), token)).rawPayload.equals(pdfBefore)).toBe(true);
      expect((await get(invoiceFilePath(issued.number, 'xml'), token)).body).toBe(xmlBefore);

      // The renewal is invoiced to the Belgian company, reverse-charged.
      const checkoutToken = randomBytes(32).toString('base64url');
      const renewal = await app.inject({
        method: 'POST',
        url: '/api/account/renewal-payment',
        cookies: { [SESSION_COOKIE]: token, [CHECKOUT_COOKIE]: checkoutToken },
        payload: { tierSlug: 'professional' },
      });
      expect(renewal.statusCode, renewal.body).toBe(200);
      const intent = renewal.json<CreateMembershipPaymentResponse>();
      await payWithCard(app, intent);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/confirm-membership-payment',
        cookies: { [SESSION_COOKIE]: token },
        payload: { paymentIntentId: intent.paymentIntentId, userInfo: null },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [next, first] = await listOf(token);
      expect(first).toEqual(issued);
      const renewed = await documentOf(next?.number ?? '');
      expect(renewed.buyer).toMatchObject({ name: 'Anvers Trading NV', vatNumber: 'BE0411905847', email: 'boekhouding@anvers.example' });
      expect(renewed.vatBreakdown[0]?.category).toBe('AE');
    });

    it('ask a member from "other" invoiced personally for their country, keep it and invoice the renewal there', async () => {
      const { buyer } = await buyMembership(app, uniqueBuyer({ country: 'other' }), 'professional', { buyingFor: 'myself', country: 'DE' });
      const token = sessionTokenOf(
        await app.inject({ method: 'POST', url: '/api/session', payload: { identifier: buyer.username, password: buyer.password } }),
      );
      expect((await get('/api/account/billing', token)).json()).toEqual({ buyingFor: 'myself', country: 'DE' });
      const unnamed = await put(token, { buyingFor: 'myself' });
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json<{ error: { message: string } }>().error.message).toMatch(/^country: /);
      const moved = await put(token, { buyingFor: 'myself', country: 'BE' });
      expect(moved.json()).toEqual({ buyingFor: 'myself', country: 'BE' });

      const renewal = await app.inject({
        method: 'POST',
        url: '/api/account/renewal-payment',
        cookies: { [SESSION_COOKIE]: token, [CHECKOUT_COOKIE]: randomBytes(32).toString('base64url') },
        payload: { tierSlug: 'professional' },
      });
      const intent = renewal.json<CreateMembershipPaymentResponse>();
      await payWithCard(app, intent);
      const confirmed = await app.inject({
        method: 'POST',
        url: '/api/confirm-membership-payment',
        cookies: { [SESSION_COOKIE]: token },
        payload: { paymentIntentId: intent.paymentIntentId, userInfo: null },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const [renewed] = await listOf(token);
      expect((await documentOf(renewed?.number ?? '')).buyer.address).toEqual({ country: 'BE' });
    });

    it('may switch the next invoices to the member personally', async () => {
      const { token } = await companyMember();
      const saved = await put(token, { buyingFor: 'myself' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await get('/api/account/billing', token)).json()).toEqual({ buyingFor: 'myself' });
      expect(await countRows(handle(), 'account_billing', sql`buying_for = 'myself' AND legal_name IS NULL`)).toBeGreaterThan(0);
    });
  });
});
