import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { belgianCompany, dutchCompany } from '../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { checkoutCookie, countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { SESSION_COOKIE, sessionTokenOf } from '../../../tests/helpers/session';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import type { AccountOverview } from '@shared/accounts';
import type { BankTransferList, BankTransferOrder, StatementLine } from '@shared/bank-transfers/bank-transfer';
import type { AccountInvoice } from '@shared/invoices/account-invoices';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { BillingDetails } from '@shared/invoices/billing-details';
import type { StaffRole } from '@shared/staff-roles';
import type { AppConfig } from '../config';
import type { ApiErrorBody } from '../http/errors';
import { queryRows } from '../db/query-rows';
import { calendarDate } from '../invoices/calendar-date';
import { addCalendarDays } from './calendar-days';
import { isCreditorReference, referenceForInvoice } from './creditor-reference';
import { lapseOverdueTransfers, queueTransferReminders } from './transfer-lifecycle';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('bank transfer on invoice API', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const cookies = new Map<StaffRole, string>();
  const handle = () => database().handle;
  const today = () => calendarDate(new Date(), config.invoicing.timeZone);

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));
    for (const role of ['admin', 'finance', 'membership'] as const) {
      cookies.set(role, await staffCookie(handle().db, (await createStaff(handle().db, { role })).id));
    }
  });
  afterAll(() => app.close());

  const asStaff = (role: StaffRole | 'anonymous', options: InjectOptions) => {
    const cookie = role === 'anonymous' ? undefined : cookies.get(role);
    return app.inject({ ...options, headers: { ...(cookie ? { cookie } : {}), ...options.headers } });
  };

  /** A company (Dutch unless told) orders by bank transfer from a new browser, or from `cookie`'s. */
  async function order(billing: BillingDetails = dutchCompany, cookie?: string) {
    const buyer = uniqueBuyer();
    const response = await app.inject({
      method: 'POST',
      url: '/api/membership-transfer',
      headers: cookie ? { cookie } : {},
      payload: createPaymentBody(buyer, 'professional', billing),
    });
    return { buyer, response };
  }

  async function ordered(billing: BillingDetails = dutchCompany) {
    const { buyer, response } = await order(billing);
    expect(response.statusCode, response.body).toBe(200);
    const { transfer } = response.json<BankTransferOrder>();
    return { buyer, transfer, session: `${SESSION_COOKIE}=${sessionTokenOf(response)}` };
  }

  const received = (transferId: string, body: Record<string, unknown>, role: StaffRole = 'finance') =>
    asStaff(role, { method: 'POST', url: `/api/admin/bank-transfers/${transferId}/received`, payload: body });

  const accountIdOf = async (transferId: string) => {
    const [row] = await queryRows<{ account_id: string }>(handle().db, sql`SELECT account_id FROM bank_transfers WHERE id = ${transferId}`);
    return row?.account_id ?? '';
  };

  describe('ordering', () => {
    it('issues the invoice at once, due in 14 days to the chamber’s IBAN under an RF reference, and reserves without activating', async () => {
      const { transfer, session } = await ordered();
      expect(transfer.status).toBe('open');
      expect(transfer.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
      expect(transfer.issueDate).toBe(today());
      expect(transfer.dueDate).toBe(addCalendarDays(today(), 14));
      expect(transfer.reference).toBe(referenceForInvoice(transfer.invoiceNumber));
      expect(isCreditorReference(transfer.reference)).toBe(true);
      expect(transfer.payee).toEqual({ name: 'Qatar–Netherlands Chamber of Commerce', iban: 'NL13TEST0123456789', bic: 'TESTNL20' });
      // Dutch company, VAT-exempt by default: the professional tier's price as the pricing endpoint gives it.
      const price = await app.inject({
        method: 'POST',
        url: '/api/price-membership',
        payload: { tierSlug: 'professional', buyer: { buyingFor: 'company', country: 'NL', vatNumber: dutchCompany.vatNumber } },
      });
      expect(transfer.amountCents).toBe(price.json<{ grossCents: number }>().grossCents);

      const accountId = await accountIdOf(transfer.id);
      expect(await countRows(handle(), 'memberships', sql`account_id = ${accountId}`)).toBe(0);
      expect(await countRows(handle(), 'payments', sql`account_id = ${accountId}`)).toBe(0);
      expect(
        await countRows(
          handle(),
          'registrations',
          sql`account_id IS NULL AND status = 'reserved' AND payment_method = 'bank_transfer'
          AND id = (SELECT registration_id FROM bank_transfers WHERE id = ${transfer.id})`,
        ),
      ).toBe(1);
      const [invoice] = await queryRows<{ document: InvoiceDocument; payment_id: string | null }>(
        handle().db,
        sql`SELECT document, payment_id FROM invoices WHERE number = ${transfer.invoiceNumber}`,
      );
      expect(invoice?.payment_id).toBeNull();
      expect(invoice?.document.payment).toEqual({
        status: 'due',
        method: 'bank_transfer',
        reference: transfer.reference,
        dueDate: transfer.dueDate,
        payee: transfer.payee,
      });
      expect(
        await countRows(
          handle(),
          'email_deliveries',
          sql`dedupe_key LIKE 'bank-transfer-invoice:%' AND invoice_id IS NOT NULL
          AND invoice_id = (SELECT invoice_id FROM bank_transfers WHERE id = ${transfer.id}) AND to_address = ${dutchCompany.billingEmail}`,
        ),
      ).toBe(1);

      const [mail] = await queryRows<{ subject: string; text_body: string }>(
        handle().db,
        sql`SELECT subject, text_body FROM email_deliveries
            WHERE dedupe_key = ${`bank-transfer-invoice:${(await queryRows<{ invoice_id: string }>(handle().db, sql`SELECT invoice_id FROM bank_transfers WHERE id = ${transfer.id}`))[0]?.invoice_id}`}`,
      );
      expect(mail?.subject).toBe(`Your invoice ${transfer.invoiceNumber}: pay by bank transfer · QNCC`);
      for (const shown of ['NL13 TEST 0123 4567 89', 'TESTNL20', transfer.reference.replace(/(.{4})(?=.)/g, '$1 ')]) {
        expect(mail?.text_body).toContain(shown);
      }

      // The buyer is signed in and sees the transfer, and the invoice as due, in the member area.
      const mine = await app.inject({ method: 'GET', url: '/api/account/bank-transfers', headers: { cookie: session } });
      expect(mine.json()).toEqual([transfer]);
      const invoices = await app.inject({ method: 'GET', url: '/api/account/invoices', headers: { cookie: session } });
      expect(invoices.json<AccountInvoice[]>()).toMatchObject([{ number: transfer.invoiceNumber, status: 'due', receiptNumber: null }]);
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/account/invoices/${transfer.invoiceNumber}/pdf`,
        headers: { cookie: session },
      });
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('PAYMENT DUE');
      expect(text).toContain('NL13 TEST 0123 4567 89');
      expect(text).toContain(transfer.reference.slice(0, 4));
      const ubl = await app.inject({
        method: 'GET',
        url: `/api/account/invoices/${transfer.invoiceNumber}/xml`,
        headers: { cookie: session },
      });
      expect(validateXml(ubl.body, ublSchemas.invoice)).toEqual({ valid: true, errors: '' });
      const xml = ubl.body.replace(/>\s+</g, '><');
      expect(xml).toContain('<cbc:PaymentMeansCode name="Bank transfer">58</cbc:PaymentMeansCode>');
      expect(xml).toContain(`<cbc:PaymentID>${transfer.reference}</cbc:PaymentID>`);
      expect(xml).toContain('<cac:PayeeFinancialAccount><cbc:ID>NL13TEST0123456789</cbc:ID>');
      expect(xml).toContain(`<cbc:DueDate>${transfer.dueDate}</cbc:DueDate>`);
    });

    it('is for companies: a buyer buying for themselves is refused, and nothing is reserved', async () => {
      const { buyer, response } = await order({ buyingFor: 'myself' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>().error.message).toMatch(/for companies/);
      expect(await countRows(handle(), 'accounts', sql`email = ${buyer.email}`)).toBe(0);
      expect(await countRows(handle(), 'registrations', sql`email = ${buyer.email}`)).toBe(0);
    });

    it('issues one invoice when the same browser submits ten times at once', async () => {
      const first = await order(belgianCompany);
      expect(first.response.statusCode).toBe(200);
      const cookie = checkoutCookie(first.response);
      const again = createPaymentBody(first.buyer, 'professional', belgianCompany);
      const responses = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({ method: 'POST', url: '/api/membership-transfer', headers: { cookie }, payload: again }),
        ),
      );
      const numbers = new Set(responses.map((response) => response.json<BankTransferOrder>().transfer.invoiceNumber));
      expect(numbers).toEqual(new Set([first.response.json<BankTransferOrder>().transfer.invoiceNumber]));
      expect(await countRows(handle(), 'registrations', sql`email = ${first.buyer.email}`)).toBe(1);
      expect(await countRows(handle(), 'invoices', sql`account_id = (SELECT id FROM accounts WHERE email = ${first.buyer.email})`)).toBe(1);
    });

    it('refuses unknown fields and wrong types with 400, as the card checkout does', async () => {
      const buyer = uniqueBuyer();
      const body = createPaymentBody(buyer, 'professional', dutchCompany);
      for (const payload of [{ ...body, method: 'bank_transfer' }, { ...body, tierSlug: 7 }, { ...body, userInfo: 'x' }, []]) {
        const response = await app.inject({ method: 'POST', url: '/api/membership-transfer', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect(await countRows(handle(), 'accounts', sql`email = ${buyer.email}`)).toBe(0);
    });
  });

  describe('finance records the money', () => {
    it('activates once when the payment is recorded 50 times at once; the rest get 409', async () => {
      const { transfer, session } = await ordered();
      const body = { amountCents: transfer.amountCents, receivedOn: today(), bankReference: 'NOTPROVIDED 2026-11-26 0001' };
      const responses = await Promise.all(Array.from({ length: 50 }, () => received(transfer.id, body)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      const refused = responses.find((response) => response.statusCode === 409);
      expect(refused?.json<ApiErrorBody>().error.message).toBe('This transfer has already been recorded as paid.');

      const accountId = await accountIdOf(transfer.id);
      const payments = await queryRows<{ provider: string; payment_method: string; amount_cents: number }>(
        handle().db,
        sql`SELECT provider, payment_method, amount_cents FROM payments WHERE account_id = ${accountId}`,
      );
      expect(payments).toEqual([{ provider: 'bank_transfer', payment_method: 'bank_transfer', amount_cents: transfer.amountCents }]);
      expect(await countRows(handle(), 'memberships', sql`account_id = ${accountId} AND expires_at > now() + interval '11 months'`)).toBe(
        1,
      );
      expect(await countRows(handle(), 'audit_log', sql`action = 'bank-transfer.received' AND subject_id = ${transfer.id}`)).toBe(1);
      expect(await countRows(handle(), 'email_deliveries', sql`dedupe_key = ${`bank-transfer-received:${transfer.id}`}`)).toBe(1);
      // Still one invoice: the one issued at ordering, now shown as paid.
      expect(await countRows(handle(), 'invoices', sql`account_id = ${accountId}`)).toBe(1);
      const invoices = await app.inject({ method: 'GET', url: '/api/account/invoices', headers: { cookie: session } });
      expect(invoices.json<AccountInvoice[]>()).toMatchObject([{ number: transfer.invoiceNumber, status: 'paid' }]);
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/account/invoices/${transfer.invoiceNumber}/pdf`,
        headers: { cookie: session },
      });
      expect(await pdfText(pdf.rawPayload)).toMatch(/PAID[\s\S]*Paid in full on/);
      const account = await app.inject({ method: 'GET', url: '/api/account', headers: { cookie: session } });
      expect(account.json<AccountOverview>().membership.status).toBe('active');
    });

    it('refuses an amount other than the invoice total with a clear message, and changes nothing', async () => {
      const { transfer } = await ordered();
      const response = await received(transfer.id, { amountCents: transfer.amountCents - 1, receivedOn: today(), bankReference: 'B-1' });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiErrorBody>().error.message).toMatch(/does not match the invoice total/);
      const future = await received(transfer.id, {
        amountCents: transfer.amountCents,
        receivedOn: addCalendarDays(today(), 1),
        bankReference: 'B-1',
      });
      expect(future.statusCode).toBe(422);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${`bank_transfer:${transfer.id}`}`)).toBe(0);
      expect(await countRows(handle(), 'audit_log', sql`subject_id = ${transfer.id}`)).toBe(0);
    });

    it('is for finance and admin: membership staff get 403, anonymous callers 401, and an unknown transfer 404', async () => {
      const { transfer } = await ordered();
      const body = { amountCents: transfer.amountCents, receivedOn: today(), bankReference: 'B-2' };
      expect((await received(transfer.id, body, 'membership')).statusCode).toBe(403);
      expect((await asStaff('membership', { method: 'GET', url: '/api/admin/bank-transfers' })).statusCode).toBe(403);
      expect(
        (
          await asStaff('membership', {
            method: 'POST',
            url: `/api/admin/bank-transfers/${transfer.id}/reopen`,
            payload: { reason: 'Paid late' },
          })
        ).statusCode,
      ).toBe(403);
      expect((await asStaff('anonymous', { method: 'GET', url: '/api/admin/bank-transfers' })).statusCode).toBe(401);
      expect((await received('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
      expect((await received('not-a-uuid', body)).statusCode).toBe(404);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${`bank_transfer:${transfer.id}`}`)).toBe(0);
      const list = await asStaff('admin', { method: 'GET', url: `/api/admin/bank-transfers?status=open&q=${transfer.reference}` });
      expect(list.json<BankTransferList>().transfers.map((row) => row.id)).toEqual([transfer.id]);
      expect(list.json<BankTransferList>().today).toBe(today());
    });

    it('refuses unknown fields and wrong types with 400', async () => {
      const { transfer } = await ordered();
      const body = { amountCents: transfer.amountCents, receivedOn: today(), bankReference: 'B-3' };
      for (const payload of [
        { ...body, extra: 1 },
        { ...body, amountCents: String(transfer.amountCents) },
        { ...body, amountCents: 10.5 },
        { ...body, receivedOn: '26-11-2026' },
        { ...body, bankReference: '' },
        { ...body, bankReference: 7 },
      ]) {
        expect((await received(transfer.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const reopen = (payload: unknown) =>
        asStaff('finance', { method: 'POST', url: `/api/admin/bank-transfers/${transfer.id}/reopen`, payload: payload as object });
      expect((await reopen({ reason: 'ok', extra: true })).statusCode).toBe(400);
      expect((await reopen({ reason: 12 })).statusCode).toBe(400);
      expect((await asStaff('finance', { method: 'GET', url: '/api/admin/bank-transfers?status=unknown' })).statusCode).toBe(400);
      expect((await asStaff('finance', { method: 'GET', url: '/api/admin/bank-transfers?page=2' })).statusCode).toBe(400);
    });
  });

  describe('reminders, lapse and reopening (time passed into the jobs)', () => {
    const lifecycle = () => ({ db: handle().db, invoicing: config.invoicing, bankTransfer: config.bankTransfer });
    const reminders = (transferId: string) =>
      countRows(handle(), 'email_deliveries', sql`dedupe_key LIKE ${`bank-transfer-reminder:${transferId}:%`}`);

    it('reminds once a week after the invoice and once on the due date, lapses the day after with a credit note, and refuses payment until reopened', async () => {
      const { transfer, session } = await ordered();
      const at = (days: number) => new Date(Date.now() + days * DAY_MS);

      await Promise.all([queueTransferReminders(handle().db, lifecycle(), at(6)), lapseOverdueTransfers(lifecycle(), at(6))]);
      expect(await reminders(transfer.id)).toBe(0);
      // Several instances at the same moment, twice over: one reminder.
      await Promise.all([1, 2, 3].map(() => queueTransferReminders(handle().db, lifecycle(), at(7))));
      await queueTransferReminders(handle().db, lifecycle(), at(8));
      expect(await reminders(transfer.id)).toBe(1);
      await Promise.all([1, 2, 3].map(() => queueTransferReminders(handle().db, lifecycle(), at(14))));
      expect(await reminders(transfer.id)).toBe(2);
      expect(
        await countRows(handle(), 'email_deliveries', sql`dedupe_key LIKE ${`bank-transfer-reminder:${transfer.id}:%:due-date`}`),
      ).toBe(1);
      await lapseOverdueTransfers(lifecycle(), at(14));
      expect(await countRows(handle(), 'bank_transfers', sql`id = ${transfer.id} AND status = 'open'`)).toBe(1);

      await Promise.all([1, 2, 3].map(() => lapseOverdueTransfers(lifecycle(), at(15))));
      expect(await countRows(handle(), 'bank_transfers', sql`id = ${transfer.id} AND status = 'lapsed'`)).toBe(1);
      const notes = await queryRows<{ document: InvoiceDocument }>(
        handle().db,
        sql`SELECT document FROM invoices WHERE kind = 'credit-note'
            AND corrects_invoice_id = (SELECT id FROM invoices WHERE number = ${transfer.invoiceNumber})`,
      );
      expect(notes).toHaveLength(1);
      expect(notes[0]?.document.totals.grossCents).toBe(-transfer.amountCents);
      expect(notes[0]?.document.payment).toMatchObject({ status: 'cancelled', method: 'bank_transfer' });
      expect(await countRows(handle(), 'audit_log', sql`action = 'bank-transfer.lapsed' AND subject_id = ${transfer.id}`)).toBe(1);
      expect(
        await countRows(
          handle(),
          'email_deliveries',
          sql`dedupe_key LIKE 'bank-transfer-lapsed:%' AND to_address = ${dutchCompany.billingEmail}
        AND invoice_id = (SELECT credit_note_id FROM bank_transfers WHERE id = ${transfer.id})`,
        ),
      ).toBe(1);
      await queueTransferReminders(handle().db, lifecycle(), at(15));
      expect(await reminders(transfer.id)).toBe(2);

      const body = { amountCents: transfer.amountCents, receivedOn: today(), bankReference: 'LATE-1' };
      const late = await received(transfer.id, body);
      expect(late.statusCode).toBe(409);
      expect(late.json<ApiErrorBody>().error.message).toMatch(/has lapsed.*Reopen it/);
      const invoices = await app.inject({ method: 'GET', url: '/api/account/invoices', headers: { cookie: session } });
      expect(
        invoices
          .json<AccountInvoice[]>()
          .map((invoice) => invoice.status)
          .sort(),
      ).toEqual(['cancelled', 'cancelled']);

      const reopened = await asStaff('finance', {
        method: 'POST',
        url: `/api/admin/bank-transfers/${transfer.id}/reopen`,
        payload: { reason: 'The buyer paid late; statement of 26 November' },
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      const { invoiceNumber, dueOn } = reopened.json<{ invoiceNumber: string; dueOn: string }>();
      expect(invoiceNumber).not.toBe(transfer.invoiceNumber);
      expect(dueOn).toBe(addCalendarDays(today(), 14));
      expect(await countRows(handle(), 'audit_log', sql`action = 'bank-transfer.reopen' AND subject_id = ${transfer.id}`)).toBe(1);
      expect(
        (await asStaff('finance', { method: 'POST', url: `/api/admin/bank-transfers/${transfer.id}/reopen`, payload: { reason: 'Again' } }))
          .statusCode,
      ).toBe(409);
      // The amount of the first invoice is the amount of the new one: paying it now activates.
      const paid = await received(transfer.id, body);
      expect(paid.statusCode, paid.body).toBe(200);
      const accountId = await accountIdOf(transfer.id);
      expect(await countRows(handle(), 'memberships', sql`account_id = ${accountId}`)).toBe(1);
      const after = await app.inject({ method: 'GET', url: '/api/account/invoices', headers: { cookie: session } });
      expect(after.json<AccountInvoice[]>().find((invoice) => invoice.number === invoiceNumber)?.status).toBe('paid');
    });
  });

  describe('renewing members', () => {
    it('a signed-in member whose next invoice is for a company renews by transfer; recording the payment extends the membership', async () => {
      const { transfer: first, session } = await ordered();
      const paid = await received(first.id, { amountCents: first.amountCents, receivedOn: today(), bankReference: 'R-1' });
      expect(paid.statusCode).toBe(200);
      const accountId = await accountIdOf(first.id);
      const [before] = await queryRows<{ expires_at: Date }>(
        handle().db,
        sql`SELECT expires_at FROM memberships WHERE account_id = ${accountId}`,
      );

      const renewal: LightMyRequestResponse = await app.inject({
        method: 'POST',
        url: '/api/account/renewal-transfer',
        headers: { cookie: session },
        payload: { tierSlug: 'professional' },
      });
      expect(renewal.statusCode, renewal.body).toBe(200);
      const { transfer } = renewal.json<BankTransferOrder>();
      expect(transfer.amountCents).toBe(first.amountCents);
      const renewed = await received(transfer.id, { amountCents: transfer.amountCents, receivedOn: today(), bankReference: 'R-2' });
      expect(renewed.statusCode).toBe(200);
      const [after] = await queryRows<{ expires_at: Date }>(
        handle().db,
        sql`SELECT expires_at FROM memberships WHERE account_id = ${accountId}`,
      );
      expect(new Date(after?.expires_at ?? 0).getTime() - new Date(before?.expires_at ?? 0).getTime()).toBeGreaterThan(360 * DAY_MS);
      expect(await countRows(handle(), 'payments', sql`account_id = ${accountId} AND payment_method = 'bank_transfer'`)).toBe(2);
    });
  });

  describe('bank statement import', () => {
    it('matches lines by RF reference and amount, previews them, records the matches once, and lists the rest with a reason', async () => {
      const { transfer } = await ordered();
      const { transfer: other } = await ordered(belgianCompany);
      const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      const spaced = transfer.reference.replace(/(.{4})(?=.)/g, '$1 ');
      const day = today().split('-').reverse().join('-');
      const csv = [
        'Boekdatum;Bedrag;Omschrijving;Transactiereferentie',
        `${day};${euros(transfer.amountCents)};VAN DIJK LOGISTIEK BV ${spaced} LIDMAATSCHAP;TRX-0001`,
        `${day};${euros(other.amountCents - 100)};ANVERS TRADING ${other.reference};TRX-0002`,
        `${day};12,50;KOFFIE;TRX-0003`,
        `${day};100,00;${referenceForInvoice('1999-000001')};TRX-0004`,
        `${day};-50,00;${transfer.reference};TRX-0005`,
      ];
      const post = (apply: boolean) =>
        asStaff('finance', { method: 'POST', url: '/api/admin/bank-transfers/statement', payload: { lines: csv, apply } });

      const preview = await post(false);
      expect(preview.statusCode, preview.body).toBe(200);
      const lines = preview.json<{ lines: StatementLine[] }>().lines;
      expect(lines.map((line) => [line.line, line.match?.transferId ?? null, line.unmatched])).toEqual([
        [2, transfer.id, null],
        [3, null, 'amountDiffers'],
        [4, null, 'noReference'],
        [5, null, 'unknownReference'],
        [6, null, 'unreadable'],
      ]);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${`bank_transfer:${transfer.id}`}`)).toBe(0);

      const applied = await Promise.all([post(true), post(true)]);
      const outcomes = applied.flatMap((response) =>
        response.json<{ lines: StatementLine[] }>().lines.flatMap((line) => line.recorded ?? []),
      );
      expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${`bank_transfer:${transfer.id}`}`)).toBe(1);
      expect(await countRows(handle(), 'bank_transfers', sql`id = ${transfer.id} AND bank_reference = 'TRX-0001'`)).toBe(1);
      expect(await countRows(handle(), 'bank_transfers', sql`id = ${other.id} AND status = 'open'`)).toBe(1);

      const unreadable = await asStaff('finance', {
        method: 'POST',
        url: '/api/admin/bank-transfers/statement',
        payload: { lines: ['a,b', '1,2'], apply: false },
      });
      expect(unreadable.statusCode).toBe(422);
      expect(
        (await asStaff('membership', { method: 'POST', url: '/api/admin/bank-transfers/statement', payload: { lines: csv, apply: false } }))
          .statusCode,
      ).toBe(403);
      expect(
        (await asStaff('finance', { method: 'POST', url: '/api/admin/bank-transfers/statement', payload: { lines: csv, apply: 'yes' } }))
          .statusCode,
      ).toBe(400);
    });
  });
});
