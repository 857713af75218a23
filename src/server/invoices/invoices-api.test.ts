import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { catalogText } from '../../../tests/helpers/messages';
import { CHECKOUT_COOKIE, countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership, confirmCheckout, payWithCard, startCheckout } from '../../../tests/helpers/purchase';
import { sessionTokenOf, SESSION_COOKIE } from '../../../tests/helpers/session';
import type { BillingDetails, CompanyBillingDetails } from '@shared/invoices/billing-details';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';
import { decideRefund, refundPayment } from '../membership/refund-payment';
import { createPayments } from '../payments/create-payments';
import { renderInvoiceUbl } from './invoice-ubl';
import type { InvoicingConfig } from './invoicing-config';

const dutchCompany: CompanyBillingDetails = {
  buyingFor: 'company',
  legalName: 'Van Dijk Logistiek B.V.',
  registrationNumber: '1234 5678',
  vatNumber: 'nl 0044.95.445.b01',
  address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
  billingEmail: 'crediteuren@vandijk.example',
  purchaseOrder: 'PO-2026-117',
};

const belgianCompany: CompanyBillingDetails = {
  ...dutchCompany,
  legalName: 'Anvers Trading NV',
  registrationNumber: '0411.905.847',
  vatNumber: 'BE0411905847',
  address: { street: 'Meir 1', postcode: '2000', city: 'Antwerpen', country: 'BE' },
  purchaseOrder: undefined,
};

const qatariCompany: CompanyBillingDetails = {
  ...dutchCompany,
  legalName: 'Doha Marine Services W.L.L.',
  registrationNumber: '54321',
  vatNumber: undefined,
  address: { street: 'West Bay, Tower 3', postcode: '0000', city: 'Doha', country: 'QA' },
  purchaseOrder: undefined,
};

interface InvoiceRecord {
  id: string;
  kind: string;
  year: number;
  sequence: number;
  number: string;
  corrects_invoice_id: string | null;
  document: InvoiceDocument;
}

describeEachDatabase('invoices', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  /** The same database served by a chamber that adds 21% VAT to its listed prices. */
  let vatAddedApp: FastifyInstance;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));
    const invoicing: InvoicingConfig = {
      ...config.invoicing,
      seller: { ...config.invoicing.seller, vatNumber: 'NL004495445B01', registrationNumber: '41200001' },
      vat: { ...config.invoicing.vat, mode: 'added' },
    };
    ({ app: vatAddedApp } = await membershipTestApp(handle(), { invoicing }));
  });
  afterAll(async () => {
    await app.close();
    await vatAddedApp.close();
  });

  const documentsOf = (paymentIntentId: string) =>
    queryRows<InvoiceRecord>(
      handle().db,
      sql`SELECT i.id, i.kind, i.year, i.sequence, i.number, i.corrects_invoice_id, i.document
        FROM invoices i JOIN payments p ON p.id = i.payment_id
        WHERE p.payment_intent_id = ${paymentIntentId} ORDER BY i.kind DESC`,
    );

  async function invoiceOf(paymentIntentId: string): Promise<InvoiceRecord> {
    const [invoice, ...others] = await documentsOf(paymentIntentId);
    expect(others).toEqual([]);
    if (!invoice) throw new Error(`no invoice for ${paymentIntentId}`);
    return invoice;
  }

  const createPayment = (target: FastifyInstance, body: object) =>
    target.inject({ method: 'POST', url: '/api/create-membership-payment', payload: body });

  describe('a company purchase', () => {
    it('yields exactly one invoice, with both parties, the period, the VAT wording and the payment', async () => {
      const buyer = uniqueBuyer({ country: 'netherlands' });
      const checkout = await startCheckout(app, buyer, 'middelgrote_ondernemers', undefined, dutchCompany);
      expect(checkout.amountCents).toBe(125_000);
      expect(checkout.charge).toEqual({ netCents: 125_000, vatCents: 0, grossCents: 125_000, vatCategory: 'E', vatRatePercent: 0 });
      await payWithCard(app, checkout);
      const confirmed = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { receiptNumber, membership } = confirmed.json<{
        receiptNumber: string;
        membership: { startsAt: string; expiresAt: string };
      }>();
      // Confirming again (or the webhook arriving) issues nothing more.
      expect((await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(200);

      const invoice = await invoiceOf(checkout.paymentIntentId);
      const year = new Date().getFullYear();
      expect(invoice.kind).toBe('invoice');
      expect(invoice.number).toBe(`${invoice.year}-${String(invoice.sequence).padStart(6, '0')}`);
      expect([year - 1, year, year + 1]).toContain(invoice.year);
      const { document } = invoice;
      const day = /^\d{4}-\d{2}-\d{2}$/;
      expect(document.issueDate).toMatch(day);
      expect(document.supplyDate).toBe(document.issueDate);
      expect(document).toMatchObject({
        kind: 'invoice',
        number: invoice.number,
        locale: 'en',
        currency: 'EUR',
        seller: {
          name: 'Qatar–Netherlands Chamber of Commerce',
          email: 'membership@qnlchamber.org',
          address: { street: 'Gustav Mahlerlaan 310', postcode: '1082 ME', city: 'Amsterdam', country: 'NL' },
        },
        buyer: {
          name: 'Van Dijk Logistiek B.V.',
          contactName: `${buyer.firstName} ${buyer.lastName}`,
          email: 'crediteuren@vandijk.example',
          registrationNumber: '12345678',
          vatNumber: 'NL004495445B01',
          address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
        },
        purchaseOrder: 'PO-2026-117',
        lines: [
          {
            description: 'Middelgrote Ondernemers membership, 12 months',
            quantity: 1,
            netCents: 125_000,
            vatCategory: 'E',
            vatRatePercent: 0,
          },
        ],
        vatBreakdown: [
          {
            category: 'E',
            ratePercent: 0,
            taxableCents: 125_000,
            vatCents: 0,
            exemptionReason: 'Exempt from VAT',
            exemptionReasonCode: 'VATEX-EU-132',
          },
        ],
        totals: { netCents: 125_000, vatCents: 0, grossCents: 125_000 },
        payment: { status: 'paid', reference: receiptNumber, paidOn: document.issueDate, method: 'card' },
      });
      const period = document.lines[0]?.period;
      expect(period?.start).toBe(membership.startsAt.slice(0, 10));
      expect(period?.end).toBe(membership.expiresAt.slice(0, 10));
    });

    it('charges 21% on top for a Dutch company when VAT is added, and reverse-charges a Belgian one', async () => {
      const dutch = await startCheckout(vatAddedApp, uniqueBuyer(), 'middelgrote_ondernemers', undefined, dutchCompany);
      expect(dutch.amountCents).toBe(151_250);
      expect(dutch.charge).toEqual({ netCents: 125_000, vatCents: 26_250, grossCents: 151_250, vatCategory: 'S', vatRatePercent: 21 });
      const belgian = await startCheckout(vatAddedApp, uniqueBuyer(), 'middelgrote_ondernemers', undefined, belgianCompany);
      expect(belgian.charge).toEqual({ netCents: 125_000, vatCents: 0, grossCents: 125_000, vatCategory: 'AE', vatRatePercent: 0 });
      const qatari = await startCheckout(vatAddedApp, uniqueBuyer(), 'middelgrote_ondernemers', undefined, qatariCompany);
      expect(qatari.charge).toMatchObject({ grossCents: 125_000, vatCategory: 'O' });

      for (const checkout of [dutch, belgian]) {
        await payWithCard(vatAddedApp, checkout);
        expect((await confirmCheckout(vatAddedApp, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(200);
      }
      const standard = (await invoiceOf(dutch.paymentIntentId)).document;
      expect(standard.seller).toMatchObject({ vatNumber: 'NL004495445B01', registrationNumber: '41200001' });
      expect(standard.vatBreakdown).toEqual([{ category: 'S', ratePercent: 21, taxableCents: 125_000, vatCents: 26_250 }]);
      expect(standard.totals).toEqual({ netCents: 125_000, vatCents: 26_250, grossCents: 151_250 });
      const reverse = (await invoiceOf(belgian.paymentIntentId)).document;
      expect(reverse.buyer.vatNumber).toBe('BE0411905847');
      expect(reverse.vatBreakdown).toEqual([
        {
          category: 'AE',
          ratePercent: 0,
          taxableCents: 125_000,
          vatCents: 0,
          exemptionReason: 'Reverse charge: VAT to be accounted for by the customer (Article 196, Directive 2006/112/EC)',
          exemptionReasonCode: 'VATEX-EU-AE',
        },
      ]);
      expect(reverse).not.toHaveProperty('purchaseOrder');
    });

    it('asks a private buyer from "other" for their country, addresses the invoice there and taxes by it', async () => {
      const fromElsewhere = uniqueBuyer({ country: 'other' });
      const unnamed = await createPayment(vatAddedApp, createPaymentBody(fromElsewhere, 'professional', { buyingFor: 'myself' }));
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json<{ error: { message: string } }>().error.message).toBe(
        `billing.country: ${catalogText('en', 'validation', 'residenceCountry')}`,
      );
      const priced = await vatAddedApp.inject({
        method: 'POST',
        url: '/api/price-membership',
        payload: { tierSlug: 'professional', buyer: { buyingFor: 'myself', country: 'other', residenceCountry: 'US' } },
      });
      expect(priced.json()).toMatchObject({ vatCents: 0, vatCategory: 'O' });

      const american = await startCheckout(vatAddedApp, fromElsewhere, 'professional', undefined, {
        buyingFor: 'myself',
        country: 'US',
      });
      expect(american.charge).toEqual(priced.json());
      await payWithCard(vatAddedApp, american);
      expect((await confirmCheckout(vatAddedApp, american.paymentIntentId, american.cookie)).statusCode).toBe(200);
      const { document } = await invoiceOf(american.paymentIntentId);
      expect(document.buyer.address).toEqual({ country: 'US' });
      expect(renderInvoiceUbl(document)).toContain('<cbc:IdentificationCode>US</cbc:IdentificationCode>');

      // A buyer who registered in the Netherlands is taxed there, whatever country they name.
      const dutch = await startCheckout(vatAddedApp, uniqueBuyer({ country: 'netherlands' }), 'professional', undefined, {
        buyingFor: 'myself',
        country: 'US',
      });
      expect(dutch.charge).toMatchObject({ vatCategory: 'S', vatRatePercent: 21 });
    });

    it('charges the new amount when the buyer changes who the membership is for before paying', async () => {
      const buyer = uniqueBuyer();
      const asCompany = await startCheckout(vatAddedApp, buyer, 'kleinere_bedrijven', undefined, dutchCompany);
      expect(asCompany.amountCents).toBe(90_750);
      // A Qatari registrant buying for themselves is outside EU VAT: a new payment for the new amount.
      const forThemselves = await startCheckout(vatAddedApp, buyer, 'kleinere_bedrijven', asCompany.cookie, { buyingFor: 'myself' });
      expect(forThemselves.paymentIntentId).not.toBe(asCompany.paymentIntentId);
      expect(forThemselves).toMatchObject({ amountCents: 75_000, charge: { grossCents: 75_000, vatCategory: 'O' } });
      // The same amount again keeps the payment under way.
      const again = await startCheckout(vatAddedApp, buyer, 'kleinere_bedrijven', asCompany.cookie, qatariCompany);
      expect(again.paymentIntentId).toBe(forThemselves.paymentIntentId);
      const rows = await queryRows<{ buying_for: string; legal_name: string | null; gross_cents: number }>(
        handle().db,
        sql`SELECT b.buying_for, b.legal_name, b.gross_cents FROM checkout_billing b
          JOIN registrations r ON r.id = b.registration_id WHERE r.email = ${buyer.email}`,
      );
      expect(rows).toEqual([{ buying_for: 'company', legal_name: 'Doha Marine Services W.L.L.', gross_cents: 75_000 }]);
      const dutchPerson = await startCheckout(vatAddedApp, uniqueBuyer({ country: 'netherlands' }), 'kleinere_bedrijven');
      expect(dutchPerson.amountCents).toBe(90_750);
    });

    it('invoices the registrant personally when nobody says who the membership is for', async () => {
      const { paymentIntentId, buyer } = await buyMembership(app, uniqueBuyer({ country: 'netherlands' }));
      const { document } = await invoiceOf(paymentIntentId);
      // Only the country of the registration: Peppol requires the buyer's country (BT-55).
      expect(document.buyer).toEqual({ name: `${buyer.firstName} ${buyer.lastName}`, email: buyer.email, address: { country: 'NL' } });
      expect(document.totals).toEqual({ netCents: 35_000, vatCents: 0, grossCents: 35_000 });
    });

    it('invoices a checkout priced before invoices existed to its registrant, its charge as the gross', async () => {
      const buyer = uniqueBuyer({ country: 'netherlands' });
      const checkout = await startCheckout(vatAddedApp, buyer);
      await payWithCard(vatAddedApp, checkout);
      await handle().db.execute(
        sql`DELETE FROM checkout_billing WHERE registration_id = (SELECT id FROM registrations WHERE payment_intent_id = ${checkout.paymentIntentId})`,
      );
      expect((await confirmCheckout(vatAddedApp, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(200);
      const { document } = await invoiceOf(checkout.paymentIntentId);
      expect(document.buyer).toEqual({ name: `${buyer.firstName} ${buyer.lastName}`, email: buyer.email, address: { country: 'NL' } });
      // 423.50 was charged (350 + 21%); split again from the gross it is the same net and VAT.
      expect(document.totals).toEqual({ netCents: 35_000, vatCents: 7_350, grossCents: 42_350 });
    });

    it('writes the invoice in the buyer\u2019s language', async () => {
      const buyer = uniqueBuyer();
      const created = await createPayment(app, { ...createPaymentBody(buyer, 'corporate', belgianCompany), locale: 'nl' });
      expect(created.statusCode, created.body).toBe(200);
      const checkout = created.json<CreateMembershipPaymentResponse>();
      await payWithCard(app, checkout);
      const cookie = `${CHECKOUT_COOKIE}=${created.cookies.find((set) => set.name === CHECKOUT_COOKIE)?.value ?? ''}`;
      expect((await confirmCheckout(app, checkout.paymentIntentId, cookie)).statusCode).toBe(200);
      const { document } = await invoiceOf(checkout.paymentIntentId);
      expect(document.locale).toBe('nl');
      expect(document.lines[0]?.description).toBe('Lidmaatschap Corporate, 12 maanden');
      expect(document.vatBreakdown[0]?.exemptionReason).toBe(
        'Btw verlegd: de afnemer draagt de btw af (artikel 196, Richtlijn 2006/112/EG)',
      );
    });
  });

  describe('what the browser may send', () => {
    it('refuses an invalid VAT number with the field\u2019s message, writing nothing', async () => {
      const buyer = uniqueBuyer();
      const response = await createPayment(app, createPaymentBody(buyer, 'corporate', { ...dutchCompany, vatNumber: 'NL123456789B01' }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { statusCode: 400, message: 'billing.vatNumber: Please check the VAT number: its format or check digits are not valid' },
      });
      const arabic = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        headers: { 'accept-language': 'ar' },
        payload: createPaymentBody(buyer, 'corporate', { ...dutchCompany, vatNumber: 'DE136695976' }),
      });
      expect(arabic.json<{ error: { message: string } }>().error.message).toBe(
        `billing.vatNumber: ${catalogText('ar', 'validation', 'vatNumberCountry')}`,
      );
      expect(await countRows(handle(), 'registrations', sql`email = ${buyer.email}`)).toBe(0);
    });

    it('refuses any amount, price or rate, at the top level and inside the billing block', async () => {
      const buyer = uniqueBuyer();
      const attempts: object[] = [
        { ...createPaymentBody(buyer, 'corporate', dutchCompany), amountCents: 100 },
        { ...createPaymentBody(buyer, 'corporate', dutchCompany), priceEur: '1.00' },
        { ...createPaymentBody(buyer, 'corporate', dutchCompany), charge: { grossCents: 100 } },
        createPaymentBody(buyer, 'corporate', { ...dutchCompany, vatRatePercent: 0 } as BillingDetails),
        createPaymentBody(buyer, 'corporate', { ...dutchCompany, vatCategory: 'AE' } as BillingDetails),
        createPaymentBody(buyer, 'corporate', { buyingFor: 'myself', grossCents: 100 } as BillingDetails),
        createPaymentBody(buyer, 'corporate', { ...dutchCompany, address: { ...dutchCompany.address, netCents: 1 } } as BillingDetails),
      ];
      for (const body of attempts) {
        const response = await createPayment(app, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await countRows(handle(), 'registrations', sql`email = ${buyer.email}`)).toBe(0);
      // The same buyer without the extras pays what the server says.
      const accepted = await startCheckout(app, buyer, 'corporate', undefined, dutchCompany);
      expect(accepted.amountCents).toBe(500_000);
    });
  });

  describe('a refund', () => {
    it('yields one credit note that takes the invoice back in full and names it', async () => {
      const { paymentIntentId } = await buyMembership(app, uniqueBuyer(), 'grotere_bedrijven', belgianCompany);
      const invoice = await invoiceOf(paymentIntentId);
      const [registration] = await queryRows<{ id: string }>(
        handle().db,
        sql`SELECT id FROM registrations WHERE payment_intent_id = ${paymentIntentId}`,
      );
      if (!registration) throw new Error('no registration');
      const order = { paymentIntentId, registrationId: registration.id, reason: 'payment_mismatch' as const };
      await decideRefund(handle().db, order, false);
      // The app's job runner refunds through the sandbox and credits the invoice.
      await expect.poll(() => countRows(handle(), 'refunds', sql`payment_intent_id = ${paymentIntentId}`), { timeout: 10_000 }).toBe(1);
      // A retry of the job after that credits nothing more.
      await refundPayment({
        db: handle().db,
        provider: createPayments(config.payments, handle().db).provider,
        siteUrl: config.siteUrl,
        invoicing: config.invoicing,
        onEmailQueued: () => {},
      })(order);

      const documents = await documentsOf(paymentIntentId);
      expect(documents.map((document) => document.kind)).toEqual(['invoice', 'credit-note']);
      const creditNote = documents[1];
      if (!creditNote) throw new Error('no credit note');
      expect(creditNote.corrects_invoice_id).toBe(invoice.id);
      expect(creditNote.number).toBe(`CN-${creditNote.year}-${String(creditNote.sequence).padStart(6, '0')}`);
      const [refund] = await queryRows<{ provider_refund_id: string }>(
        handle().db,
        sql`SELECT provider_refund_id FROM refunds WHERE payment_intent_id = ${paymentIntentId}`,
      );
      expect(creditNote.document).toMatchObject({
        kind: 'credit-note',
        buyer: invoice.document.buyer,
        seller: invoice.document.seller,
        lines: [{ netCents: -250_000, vatCategory: 'AE', period: invoice.document.lines[0]?.period }],
        vatBreakdown: [{ category: 'AE', taxableCents: -250_000, vatCents: 0, exemptionReasonCode: 'VATEX-EU-AE' }],
        totals: { netCents: -250_000, vatCents: 0, grossCents: -250_000 },
        payment: { status: 'refunded', reference: refund?.provider_refund_id },
        correctsInvoice: { number: invoice.number, issueDate: invoice.document.issueDate },
      });
      // The invoice itself still says what it said.
      expect(documents[0]?.document).toEqual(invoice.document);
    });
  });

  describe('an issued invoice', () => {
    it('cannot be changed, removed or truncated, even by hand in the database', async () => {
      const { paymentIntentId } = await buyMembership(app);
      const { id, document } = await invoiceOf(paymentIntentId);
      await expect(handle().db.execute(sql`UPDATE invoices SET number = 'forged' WHERE id = ${id}`)).rejects.toThrow();
      await expect(
        handle().db.execute(sql`UPDATE invoices SET document = jsonb_set(document, '{totals,grossCents}', '1') WHERE id = ${id}`),
      ).rejects.toThrow();
      await expect(handle().db.execute(sql`DELETE FROM invoices WHERE id = ${id}`)).rejects.toThrow();
      await expect(handle().db.execute(sql`TRUNCATE invoices CASCADE`)).rejects.toThrow();
      expect((await invoiceOf(paymentIntentId)).document).toEqual(document);
    });

    it('keeps its number when an activation rolls back: the next one takes the number the failed one gave back', async () => {
      const failing = uniqueBuyer();
      const checkout = await startCheckout(app, failing);
      await payWithCard(app, checkout);
      // The receipt email is queued after the invoice took its number: make that insert fail for this buyer only.
      await handle().db.execute(
        sql.raw(`CREATE FUNCTION fail_receipt_for_test() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN IF NEW.to_address = '${failing.email}' THEN RAISE EXCEPTION 'mail queue down'; END IF; RETURN NEW; END $$`),
      );
      await handle().db.execute(
        sql`CREATE TRIGGER fail_receipt_for_test BEFORE INSERT ON email_deliveries FOR EACH ROW EXECUTE FUNCTION fail_receipt_for_test()`,
      );
      try {
        const before = await lastSequence();
        expect((await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(500);
        expect(await documentsOf(checkout.paymentIntentId)).toEqual([]);
        expect(await lastSequence()).toBe(before);
        const { paymentIntentId } = await buyMembership(app);
        expect((await invoiceOf(paymentIntentId)).sequence).toBe(before + 1);
      } finally {
        await handle().db.execute(sql`DROP TRIGGER fail_receipt_for_test ON email_deliveries`);
        await handle().db.execute(sql`DROP FUNCTION fail_receipt_for_test()`);
      }
      expect((await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)).statusCode).toBe(200);
      const sequences = await queryRows<{ sequence: number }>(
        handle().db,
        sql`SELECT sequence FROM invoices WHERE kind = 'invoice' AND year = ${(await invoiceOf(checkout.paymentIntentId)).year} ORDER BY sequence`,
      );
      expect(sequences.map((row) => row.sequence)).toEqual(sequences.map((_, index) => index + 1));
    });
  });

  async function lastSequence(): Promise<number> {
    const [row] = await queryRows<{ last: number }>(
      handle().db,
      sql`SELECT coalesce(max(sequence), 0)::int AS last FROM invoices WHERE kind = 'invoice'`,
    );
    return row?.last ?? 0;
  }

  describe('a renewal', () => {
    it('is invoiced to the company the member last bought for, priced again', async () => {
      const { buyer } = await buyMembership(vatAddedApp, uniqueBuyer(), 'kleinere_bedrijven', belgianCompany);
      const signedIn = await vatAddedApp.inject({
        method: 'POST',
        url: '/api/session',
        payload: { identifier: buyer.username, password: buyer.password },
      });
      const token = sessionTokenOf(signedIn);
      const renewal = await vatAddedApp.inject({
        method: 'POST',
        url: '/api/account/renewal-payment',
        cookies: { [SESSION_COOKIE]: token },
        payload: { tierSlug: 'middelgrote_ondernemers' },
      });
      expect(renewal.statusCode, renewal.body).toBe(200);
      const intent = renewal.json<CreateMembershipPaymentResponse>();
      expect(intent.charge).toMatchObject({ grossCents: 125_000, vatCategory: 'AE' });
      await payWithCard(vatAddedApp, intent);
      const confirmed = await vatAddedApp.inject({
        method: 'POST',
        url: '/api/confirm-membership-payment',
        cookies: { [SESSION_COOKIE]: token },
        payload: { paymentIntentId: intent.paymentIntentId, userInfo: null },
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const { document } = await invoiceOf(intent.paymentIntentId);
      expect(document.buyer).toMatchObject({ name: 'Anvers Trading NV', vatNumber: 'BE0411905847', registrationNumber: '0411.905.847' });
      expect(document.lines[0]).toMatchObject({ description: 'Middelgrote Ondernemers membership, 12 months', vatCategory: 'AE' });
      const [mail] = await queryRows<{ text_body: string }>(
        handle().db,
        sql`SELECT e.text_body FROM email_deliveries e JOIN payments p ON e.dedupe_key = 'invoice:' || p.id
          WHERE p.payment_intent_id = ${intent.paymentIntentId}`,
      );
      expect(mail?.text_body).toContain(catalogText('en', 'email', 'invoice.thanksRenewal'));
    });

    it('is priced before paying exactly as it is charged, VAT added on top for a Dutch company', async () => {
      const { buyer } = await buyMembership(vatAddedApp, uniqueBuyer(), 'kleinere_bedrijven', dutchCompany);
      const token = sessionTokenOf(
        await vatAddedApp.inject({
          method: 'POST',
          url: '/api/session',
          payload: { identifier: buyer.username, password: buyer.password },
        }),
      );
      const asMember = (url: string, payload: object) =>
        vatAddedApp.inject({ method: 'POST', url, cookies: { [SESSION_COOKIE]: token }, payload });

      const priced = await asMember('/api/account/renewal-price', { tierSlug: 'middelgrote_ondernemers' });
      expect(priced.statusCode, priced.body).toBe(200);
      expect(priced.json()).toEqual({ netCents: 125_000, vatCents: 26_250, grossCents: 151_250, vatCategory: 'S', vatRatePercent: 21 });
      const renewal = await asMember('/api/account/renewal-payment', { tierSlug: 'middelgrote_ondernemers' });
      expect(renewal.json<CreateMembershipPaymentResponse>()).toMatchObject({ amountCents: 151_250, charge: priced.json() });

      expect((await asMember('/api/account/renewal-price', { tierSlug: 'middelgrote_ondernemers', amountCents: 1 })).statusCode).toBe(400);
      expect((await asMember('/api/account/renewal-price', { tierSlug: 'no-such-tier' })).statusCode).toBe(400);
      const anonymous = await vatAddedApp.inject({
        method: 'POST',
        url: '/api/account/renewal-price',
        payload: { tierSlug: 'professional' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
