import { and, eq } from 'drizzle-orm';
import type { InvoiceParty } from '@shared/invoices/invoice-document';
import { localeOrDefault } from '@shared/locales';
import type { Database } from '../db/client';
import { invoices, type eventPayments } from '../db/schema';
import { billingMessages } from '../invoices/billing-messages';
import { insertNumberedDocument, type InvoiceRow } from '../invoices/insert-numbered-document';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { chargeAmounts } from '../invoices/vat-amounts';
import { vatTreatment } from '../invoices/vat-treatment';
import type { EventRegistrationRow } from './event-deps';
import { eventMessages } from './event-messages';
import { registrableEvent } from './registrable-events';

type EventPaymentRow = typeof eventPayments.$inferSelect;

/** The registrant as the invoice names them: their company with them as contact, or themselves. */
function buyer(registration: EventRegistrationRow): InvoiceParty {
  // The form asks no address: Peppol's country (BT-55) stays empty, as for a private buyer from an unlisted country.
  const address = { country: '' };
  if (!registration.company) return { name: registration.name, email: registration.email, address };
  return { name: registration.company, contactName: registration.name, email: registration.email, address };
}

/**
 * The invoice of paid event seats, in the year's gap-free series inside the
 * caller's transaction (call it last: the series stays locked until commit).
 * The amount charged is the gross: seats × the price per seat; VAT is split
 * out of it as the configured treatment of the chamber's services says.
 */
export async function issueEventInvoice(
  tx: Database,
  config: InvoicingConfig,
  registration: EventRegistrationRow,
  payment: EventPaymentRow,
): Promise<InvoiceRow> {
  const registrable = registrableEvent(registration.eventId);
  if (!registrable) throw new Error(`no registrable event ${registration.eventId}`);
  const locale = localeOrDefault(registration.locale);
  const treatment = vatTreatment(
    { kind: registration.company ? 'company' : 'person', country: undefined, hasValidVatNumber: false },
    config.vat,
  );
  const amounts = chargeAmounts(payment.amountCents, treatment, 'included');
  const vatRatePercent = treatment.rateBasisPoints / 100;
  return insertNumberedDocument(tx, config, {
    kind: 'invoice',
    issuedAt: payment.paidAt,
    links: { eventRegistrationId: registration.id, accountId: registration.accountId },
    documentFor: (number, issueDate) => ({
      kind: 'invoice',
      number,
      issueDate,
      supplyDate: issueDate,
      locale,
      currency: 'EUR',
      seller: config.seller,
      buyer: buyer(registration),
      lines: [
        {
          description: eventMessages.in(locale)('invoiceLine', { event: registrable.event.title[locale], seats: registration.seats }),
          period: registrable.span,
          periodOf: 'event',
          quantity: 1,
          netCents: amounts.netCents,
          vatCategory: treatment.category,
          vatRatePercent,
        },
      ],
      vatBreakdown: [
        {
          category: treatment.category,
          ratePercent: vatRatePercent,
          taxableCents: amounts.netCents,
          vatCents: amounts.vatCents,
          ...(treatment.exemption
            ? {
                exemptionReason: billingMessages.in(locale)(`noVat.${treatment.exemption.reason}`),
                exemptionReasonCode: treatment.exemption.code,
              }
            : {}),
        },
      ],
      totals: amounts,
      payment: { status: 'paid', reference: payment.paymentIntentId, paidOn: issueDate, method: payment.paymentMethod },
    }),
  });
}

/** The invoice of a registration's paid seats, if it has one. */
export async function invoiceOfEventRegistration(db: Database, registrationId: string): Promise<InvoiceRow | undefined> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.eventRegistrationId, registrationId), eq(invoices.kind, 'invoice')));
  return invoice;
}
