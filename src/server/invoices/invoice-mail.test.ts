import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testConfig } from '../../../tests/helpers/config';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { attachmentsOf, decodeHeader, outboxMessagesTo, plainTextOf, type MimePart } from '../../../tests/helpers/eml';
import { catalogText } from '../../../tests/helpers/messages';
import { checkoutCookie, countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership, confirmCheckout, payWithCard } from '../../../tests/helpers/purchase';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import type { CompanyBillingDetails } from '@shared/invoices/billing-details';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Locale } from '@shared/locales';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';
import { decideRefund } from '../membership/refund-payment';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

const SELLER_VAT_NUMBER = 'NL862345671B01';

let sequence = 0;
/** A Dutch company with a billing mailbox of its own, so each test finds its own mail. */
function dutchCompany(): CompanyBillingDetails {
  sequence += 1;
  return {
    buyingFor: 'company',
    legalName: 'Van Dijk Logistiek B.V.',
    registrationNumber: '12345678',
    vatNumber: 'NL004495445B01',
    address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
    billingEmail: `crediteuren-${Date.now()}-${sequence}@vandijk.example`,
  };
}

describeEachDatabase('invoice mail', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;

  beforeAll(async () => {
    const { invoicing: base } = testConfig();
    const invoicing = { ...base, seller: { ...base.seller, vatNumber: SELLER_VAT_NUMBER } };
    ({ app, config } = await membershipTestApp(handle(), { invoicing }));
  });
  afterAll(() => app.close());

  /** Buys through the API in the given language, as the browser's checkout does. */
  async function buyInLanguage(locale: Locale, billing?: CompanyBillingDetails) {
    const buyer = uniqueBuyer();
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: { ...createPaymentBody(buyer, 'professional', billing), locale },
    });
    expect(created.statusCode, created.body).toBe(200);
    const checkout = created.json<CreateMembershipPaymentResponse>();
    await payWithCard(app, checkout);
    const confirmed = await confirmCheckout(app, checkout.paymentIntentId, checkoutCookie(created));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { buyer, paymentIntentId: checkout.paymentIntentId };
  }

  async function documentsOf(paymentIntentId: string) {
    return queryRows<{ kind: string; document: InvoiceDocument }>(
      handle().db,
      sql`SELECT i.kind, i.document FROM invoices i JOIN payments p ON p.id = i.payment_id
        WHERE p.payment_intent_id = ${paymentIntentId} ORDER BY i.kind DESC`,
    );
  }

  /** Waits until exactly `count` messages to this address are in the outbox, and returns them. */
  async function mailTo(address: string, count = 1): Promise<MimePart[]> {
    await expect.poll(async () => (await outboxMessagesTo(config.mail.outboxDir, address)).length, { timeout: 10_000 }).toBe(count);
    return outboxMessagesTo(config.mail.outboxDir, address);
  }

  /** The attachments are the stored document's PDF and UBL file, byte for byte. */
  async function expectDocumentAttached(message: MimePart, document: InvoiceDocument) {
    const attached = attachmentsOf(message);
    const pdf = attached.get(`${document.kind}-${document.number}.pdf`);
    const xml = attached.get(`${document.kind}-${document.number}.xml`);
    expect([...attached.keys()]).toHaveLength(2);
    expect(pdf?.headers['content-type']).toMatch(/^application\/pdf/);
    expect(xml?.headers['content-type']).toMatch(/^application\/xml/);
    expect(pdf?.body.equals(await renderInvoicePdf(document))).toBe(true);
    expect(xml?.body.toString('utf8')).toBe(renderInvoiceUbl(document));
    const schema = document.kind === 'credit-note' ? ublSchemas.creditNote : ublSchemas.invoice;
    expect(validateXml(xml?.body.toString('utf8') ?? '', schema).errors).toBe('');
    return { pdf: pdf?.body ?? Buffer.alloc(0) };
  }

  it('sends a company invoice to the billing address with the buyer in copy, in the buyer\u2019s language, PDF and UBL attached', async () => {
    const billing = dutchCompany();
    const { buyer, paymentIntentId } = await buyInLanguage('nl', billing);
    const [invoice] = await documentsOf(paymentIntentId);
    if (!invoice) throw new Error('no invoice issued');
    const [message] = await mailTo(billing.billingEmail);
    if (!message) throw new Error('no invoice mail');

    expect(message.headers.to).toBe(billing.billingEmail);
    expect(message.headers.cc).toBe(buyer.email);
    expect(decodeHeader(message.headers.subject ?? '')).toContain(
      catalogText('nl', 'email', 'invoice.subject', { number: invoice.document.number }),
    );
    expect(plainTextOf(message)).toContain(catalogText('nl', 'email', 'invoice.thanks'));

    const { pdf } = await expectDocumentAttached(message, invoice.document);
    const text = await pdfText(pdf);
    expect(text).toContain(invoice.document.number);
    expect(text).toContain(SELLER_VAT_NUMBER);
    expect(text).toContain('NL004495445B01');
    expect(text).toContain('€ 350,00');
    // One mail for the two addresses, not one each.
    expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${billing.billingEmail}`)).toBe(1);
  });

  it('sends a private buyer\u2019s invoice to them alone', async () => {
    const { buyer, paymentIntentId } = await buyMembership(app, uniqueBuyer({ country: 'netherlands' }));
    const [invoice] = await documentsOf(paymentIntentId);
    if (!invoice) throw new Error('no invoice issued');
    const [message] = await mailTo(buyer.email);
    if (!message) throw new Error('no invoice mail');
    expect(message.headers.to).toBe(buyer.email);
    expect(message.headers.cc).toBeUndefined();
    expect(decodeHeader(message.headers.subject ?? '')).toContain(`Your invoice ${invoice.document.number}`);
    await expectDocumentAttached(message, invoice.document);
  });

  it('attaches the credit note to the refund mail of an invoiced payment', async () => {
    const billing = dutchCompany();
    const { buyer, paymentIntentId } = await buyInLanguage('en', billing);
    await mailTo(billing.billingEmail);
    const [registration] = await queryRows<{ id: string }>(
      handle().db,
      sql`SELECT id FROM registrations WHERE payment_intent_id = ${paymentIntentId}`,
    );
    if (!registration) throw new Error('no registration');
    await decideRefund(handle().db, { paymentIntentId, registrationId: registration.id, reason: 'payment_mismatch' }, false);

    const messages = await mailTo(billing.billingEmail, 2);
    const refund = messages.find((message) => decodeHeader(message.headers.subject ?? '').startsWith('Your payment has been refunded'));
    if (!refund) throw new Error('no refund mail');
    const [, creditNote] = await documentsOf(paymentIntentId);
    if (creditNote?.kind !== 'credit-note') throw new Error('no credit note issued');
    expect(refund.headers.cc).toBe(buyer.email);
    expect(plainTextOf(refund)).toContain(creditNote.document.number);
    const { pdf } = await expectDocumentAttached(refund, creditNote.document);
    expect(await pdfText(pdf)).toContain(creditNote.document.number);
  });
});
