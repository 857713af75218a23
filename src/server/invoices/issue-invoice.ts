import { and, eq } from 'drizzle-orm';
import type { InvoicePayment, PayeeAccount } from '@shared/invoices/invoice-document';
import { localeOrDefault } from '@shared/locales';
import type { Database } from '../db/client';
import { invoices, payments, type registrations } from '../db/schema';
import { calendarDate } from './calendar-date';
import { checkoutBillingOf, type PricedBilling } from './checkout-billing';
import { creditNoteDocumentOf, invoiceDocumentOf } from './invoice-document-of';
import { insertNumberedDocument, type InvoiceRow } from './insert-numbered-document';
import type { InvoicingConfig } from './invoicing-config';
import { registrationCountryCode } from './price-checkout';
import { chargeAmounts } from './vat-amounts';
import { vatTreatment } from './vat-treatment';

type PaymentRow = typeof payments.$inferSelect;
type RegistrationRow = typeof registrations.$inferSelect;

/**
 * A checkout started before invoices existed has no billing: its buyer bought
 * for themselves, and the listed price they were charged is taken as the
 * gross, VAT included where the buyer's VAT is charged.
 */
function billingOfOlderCheckout(registration: RegistrationRow, grossCents: number, config: InvoicingConfig): PricedBilling {
  const country = registrationCountryCode(registration.country);
  const treatment = vatTreatment({ kind: 'person', country, hasValidVatNumber: false }, config.vat);
  return {
    buyingFor: 'myself',
    country: country ?? null,
    vatCategory: treatment.category,
    vatRateBasisPoints: treatment.rateBasisPoints,
    exemptionReasonCode: treatment.exemption?.code ?? null,
    ...chargeAmounts(grossCents, treatment, 'included'),
  };
}

/** What an invoice is issued for, besides its checkout's billing. */
interface InvoiceSubject {
  registration: RegistrationRow;
  accountId: string;
  tierName: string;
  /** The payment it is for, or none yet (a bank transfer is invoiced before the money comes). */
  payment: PaymentRow | undefined;
  issuedAt: Date;
  period: { start: Date; end: Date };
  /** How the invoice stands with its money; given the number and date, which a creditor reference is made from. */
  paymentOf: (number: string, issueDate: string) => InvoicePayment;
}

/** Issues an invoice inside the caller's transaction (insertNumberedDocument: no gaps; call it last). */
async function issue(tx: Database, config: InvoicingConfig, subject: InvoiceSubject): Promise<InvoiceRow> {
  const { registration, payment } = subject;
  const billing =
    (await checkoutBillingOf(tx, registration.id)) ??
    billingOfOlderCheckout(registration, payment?.amountCents ?? registration.amountCents, config);
  return insertNumberedDocument(tx, config, {
    kind: 'invoice',
    issuedAt: subject.issuedAt,
    links: { paymentId: payment?.id ?? null, registrationId: registration.id, accountId: subject.accountId },
    documentFor: (number, issueDate) =>
      invoiceDocumentOf({
        number,
        issueDate,
        supplyDate: issueDate,
        locale: localeOrDefault(registration.locale),
        seller: config.seller,
        billing,
        registrant: registration,
        tierName: subject.tierName,
        period: { start: calendarDate(subject.period.start, config.timeZone), end: calendarDate(subject.period.end, config.timeZone) },
        payment: subject.paymentOf(number, issueDate),
      }),
  });
}

/** The invoice of a payment that just became a membership, paid in full that day. */
export async function issueInvoice(
  tx: Database,
  config: InvoicingConfig,
  {
    payment,
    registration,
    tierName,
    mandateReference,
  }: { payment: PaymentRow; registration: RegistrationRow; tierName: string; mandateReference?: string | undefined },
): Promise<InvoiceRow> {
  return issue(tx, config, {
    registration,
    accountId: payment.accountId,
    tierName,
    payment,
    issuedAt: payment.paidAt,
    period: { start: payment.periodStart, end: payment.periodEnd },
    paymentOf: (_number, issueDate) => ({
      status: 'paid',
      reference: payment.receiptNumber,
      paidOn: issueDate,
      method: payment.paymentMethod,
      ...(mandateReference ? { mandateReference } : {}),
    }),
  });
}

/**
 * The invoice of a membership ordered by bank transfer, issued before any
 * money: due by `dueDate` to the chamber's account, quoting a creditor
 * reference made from its own number.
 */
export async function issueDueInvoice(
  tx: Database,
  config: InvoicingConfig,
  subject: Omit<InvoiceSubject, 'payment' | 'paymentOf'> & {
    payee: PayeeAccount;
    dueDate: (issueDate: string) => string;
    reference: (invoiceNumber: string) => string;
  },
): Promise<InvoiceRow> {
  const { payee, dueDate, reference, ...rest } = subject;
  return issue(tx, config, {
    ...rest,
    payment: undefined,
    paymentOf: (number, issueDate) => ({
      status: 'due',
      method: 'bank_transfer',
      reference: reference(number),
      dueDate: dueDate(issueDate),
      payee,
    }),
  });
}

/** The invoice issued for a payment, if it became a membership. */
export async function invoiceOfPaymentIntent(tx: Database, paymentIntentId: string): Promise<InvoiceRow | undefined> {
  const [row] = await tx
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(payments.paymentIntentId, paymentIntentId), eq(invoices.kind, 'invoice')));
  return row?.invoice;
}

/** Thrown when a credit would take back more than remains of the invoice. */
export class CreditExceedsInvoiceError extends Error {}

/**
 * Takes an invoice back with a credit note of its own series: in full, or
 * `grossCents` of it for a partial refund. The invoice row is locked while its
 * earlier credit notes are summed and the new one is issued, so credits at
 * the same time never take back more than the invoice. The refund reference
 * makes it idempotent: crediting the same refund again returns the credit
 * note issued for it before.
 */
export async function creditInvoice(
  tx: Database,
  config: InvoicingConfig,
  invoiceId: string,
  refund: { reference: string; refundedAt: Date; grossCents?: number },
): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice || invoice.kind !== 'invoice') throw new Error(`no invoice ${invoiceId} to credit`);
  const earlier = await tx.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoice.id));
  const same = earlier.find((note) => note.document.payment.reference === refund.reference);
  if (same) return same;
  const creditedBeforeCents = earlier.reduce((sum, note) => sum - note.document.totals.grossCents, 0);
  const remaining = invoice.document.totals.grossCents - creditedBeforeCents;
  const grossCents = refund.grossCents ?? remaining;
  if (!Number.isSafeInteger(grossCents) || grossCents <= 0 || grossCents > remaining) {
    throw new CreditExceedsInvoiceError(`invoice ${invoice.number} has ${remaining} cents left to credit, not ${grossCents}`);
  }
  return insertNumberedDocument(tx, config, {
    kind: 'credit-note',
    issuedAt: refund.refundedAt,
    links: {
      paymentId: invoice.paymentId,
      registrationId: invoice.registrationId,
      eventRegistrationId: invoice.eventRegistrationId,
      accountId: invoice.accountId,
      correctsInvoiceId: invoice.id,
    },
    documentFor: (number, issueDate) =>
      creditNoteDocumentOf(invoice.document, {
        number,
        issueDate,
        refundReference: refund.reference,
        share: { grossCents, creditedBeforeCents },
      }),
  });
}
