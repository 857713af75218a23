import type { AuditRow } from '@shared/admin-reports/audit-log';
import type { PaymentRow } from '@shared/admin-reports/payments';
import type { SubscriberRow } from '@shared/admin-reports/subscribers';
import { centsToEuroString } from '@shared/money';
import type { CsvColumn } from './csv/csv-stream';
import type { InvoiceExportRow } from './invoice-rows';
import type { MemberExportRow } from './member-rows';

/** Amounts in euros with two decimals, as accounting software reads them; the database keeps cents. */
const euros = (cents: number | null) => (cents === null ? null : centsToEuroString(cents));

export const memberColumns: CsvColumn<MemberExportRow>[] = [
  { header: 'Account id', cell: (row) => row.accountId },
  { header: 'Username', cell: (row) => row.username },
  { header: 'First name', cell: (row) => row.firstName },
  { header: 'Last name', cell: (row) => row.lastName },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Phone', cell: (row) => row.phoneNumber },
  { header: 'Company', cell: (row) => row.companyName },
  { header: 'Country', cell: (row) => row.country },
  { header: 'Language', cell: (row) => row.locale },
  { header: 'Tier', cell: (row) => row.tierName },
  { header: 'Membership starts', cell: (row) => row.startsAt },
  { header: 'Membership expires', cell: (row) => row.expiresAt },
  { header: 'Member since', cell: (row) => row.memberSince },
  { header: 'In directory', cell: (row) => (row.showInDirectory ? 'yes' : 'no') },
];

export const paymentColumns: CsvColumn<PaymentRow>[] = [
  { header: 'Payment intent', cell: (row) => row.paymentIntentId },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Provider status', cell: (row) => row.providerStatus },
  { header: 'Provider', cell: (row) => row.provider },
  { header: 'Method', cell: (row) => row.method },
  { header: 'Date', cell: (row) => row.at },
  { header: 'Name', cell: (row) => row.name },
  { header: 'Email', cell: (row) => row.email },
  { header: 'Tier', cell: (row) => row.tierName },
  { header: 'Amount', cell: (row) => euros(row.amountCents) },
  { header: 'Currency', cell: (row) => row.currency.toUpperCase() },
  { header: 'Refunded', cell: (row) => euros(row.refundedCents) },
  { header: 'Receipt', cell: (row) => row.receiptNumber },
  { header: 'Invoice', cell: (row) => row.invoiceNumber },
  { header: 'Member account id', cell: (row) => row.membership?.accountId ?? null },
  { header: 'Period start', cell: (row) => row.membership?.periodStart ?? null },
  { header: 'Period end', cell: (row) => row.membership?.periodEnd ?? null },
  { header: 'Detail', cell: (row) => row.detail },
];

export const invoiceColumns: CsvColumn<InvoiceExportRow>[] = [
  { header: 'Number', cell: (row) => row.document.number },
  { header: 'Kind', cell: (row) => row.document.kind },
  { header: 'Issue date', cell: (row) => row.document.issueDate },
  { header: 'Corrects', cell: (row) => row.document.correctsInvoice?.number ?? null },
  { header: 'Buyer', cell: (row) => row.document.buyer.name },
  { header: 'Buyer email', cell: (row) => row.document.buyer.email },
  { header: 'Buyer country', cell: (row) => row.document.buyer.address.country },
  { header: 'Buyer VAT number', cell: (row) => row.document.buyer.vatNumber ?? null },
  { header: 'Purchase order', cell: (row) => row.document.purchaseOrder ?? null },
  { header: 'Net', cell: (row) => euros(row.document.totals.netCents) },
  { header: 'VAT', cell: (row) => euros(row.document.totals.vatCents) },
  { header: 'Gross', cell: (row) => euros(row.document.totals.grossCents) },
  { header: 'Currency', cell: (row) => row.document.currency },
  { header: 'Payment', cell: (row) => row.document.payment.status },
  { header: 'Receipt', cell: (row) => row.receiptNumber },
];

export const subscriberColumns: CsvColumn<SubscriberRow>[] = [
  { header: 'Email', cell: (row) => row.email },
  { header: 'Newsletter', cell: (row) => row.newsletter },
  { header: 'Language', cell: (row) => row.locale },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Subscribed at', cell: (row) => row.subscribedAt },
  { header: 'From page', cell: (row) => row.sourcePage },
  { header: 'Consent text version', cell: (row) => row.consentTextVersion },
  { header: 'Confirmed at', cell: (row) => row.confirmedAt },
  { header: 'Unsubscribed at', cell: (row) => row.unsubscribedAt },
];

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const auditColumns: CsvColumn<AuditRow>[] = [
  { header: 'Id', cell: (row) => row.id },
  { header: 'At', cell: (row) => row.at },
  { header: 'Actor kind', cell: (row) => row.actorKind },
  { header: 'Actor id', cell: (row) => row.actorId },
  { header: 'Actor email', cell: (row) => row.actorEmail },
  { header: 'Action', cell: (row) => row.action },
  { header: 'Subject kind', cell: (row) => row.subjectKind },
  { header: 'Subject id', cell: (row) => row.subjectId },
  { header: 'Reason', cell: (row) => row.reason },
  { header: 'IP', cell: (row) => row.ip },
  { header: 'Before', cell: (row) => json(row.before) },
  { header: 'After', cell: (row) => json(row.after) },
];
