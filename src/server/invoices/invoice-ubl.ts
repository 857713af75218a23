import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import type {
  InvoiceDocument,
  InvoiceLine,
  InvoiceParty,
  InvoicePayment,
  VatBreakdownEntry,
  VatCategory,
} from '@shared/invoices/invoice-document';
import { centsToEuroString } from '@shared/money';
import type { PaymentMethod } from '@shared/payment-methods';
import { paymentMethodName } from '../payments/payment-method-names';

/** Peppol BIS Billing 3.0: the specification and the business process the file claims to follow. */
export const peppolBis = {
  customizationId: 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0',
  profileId: 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
};

export const ublNamespaces = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};

/** UNCL1001: commercial invoice and credit note. */
const typeCodes = { invoice: '380', 'credit-note': '381' };
/**
 * UNCL4461 payment means of each method: 48 bank card, 59 SEPA direct debit,
 * 68 online payment service (iDEAL | Wero, Bancontact), 58 SEPA credit
 * transfer (an invoice paid by bank transfer). A document without a method
 * was paid by card.
 */
const paymentMeansCodes: Record<PaymentMethod, string> = {
  card: '48',
  sepa_debit: '59',
  ideal: '68',
  bancontact: '68',
  bank_transfer: '58',
};
/** UN/ECE Rec 20 C62: one (a membership is one unit). */
const ONE_UNIT = 'C62';

/**
 * Peppol electronic address schemes (EAS) for VAT numbers, by the number's
 * country prefix. A party whose VAT number has none here is addressed by
 * e-mail (EM), which every buyer has (decision 0031).
 */
const vatAddressSchemes: Record<string, string> = { AT: '9914', BE: '9925', DE: '9930', FR: '9957', NL: '9944' };

function endpoint(party: InvoiceParty): { scheme: string; id: string } {
  const scheme = party.vatNumber ? vatAddressSchemes[party.vatNumber.slice(0, 2).toUpperCase()] : undefined;
  return scheme && party.vatNumber ? { scheme, id: party.vatNumber } : { scheme: 'EM', id: party.email };
}

/** What every part of the file needs: the currency, and the sign that makes a credit note's amounts positive. */
interface Amounts {
  currency: string;
  sign: 1 | -1;
}

function amount(parent: XMLBuilder, name: string, cents: number, { currency, sign }: Amounts): void {
  parent.ele(name, { currencyID: currency }).txt(centsToEuroString(sign * cents));
}

/** VAT category with its rate; 'not subject to VAT' carries no rate at all (BR-O-05, BR-O-10). */
function taxCategory(parent: XMLBuilder, name: string, category: VatCategory, ratePercent: number): XMLBuilder {
  const element = parent.ele(name);
  element.ele('cbc:ID').txt(category);
  if (category !== 'O') element.ele('cbc:Percent').txt(String(ratePercent));
  return element;
}

const taxScheme = (parent: XMLBuilder) => parent.ele('cac:TaxScheme').ele('cbc:ID').txt('VAT');

/** A party as Peppol wants it: electronic address, name, address, VAT registration when shown, legal entity, contact. */
function party(parent: XMLBuilder, name: string, who: InvoiceParty, showVatNumber: boolean): void {
  const element = parent.ele(name).ele('cac:Party');
  const address = endpoint(who);
  element.ele('cbc:EndpointID', { schemeID: address.scheme }).txt(address.id);
  element.ele('cac:PartyName').ele('cbc:Name').txt(who.name);
  const { street, city, postcode, country } = who.address;
  const postal = element.ele('cac:PostalAddress');
  // A private buyer gives only a country: the lines they did not give are left out rather than written empty.
  if (street) postal.ele('cbc:StreetName').txt(street);
  if (city) postal.ele('cbc:CityName').txt(city);
  if (postcode) postal.ele('cbc:PostalZone').txt(postcode);
  if (country) postal.ele('cac:Country').ele('cbc:IdentificationCode').txt(country);
  if (showVatNumber && who.vatNumber) {
    const vat = element.ele('cac:PartyTaxScheme');
    vat.ele('cbc:CompanyID').txt(who.vatNumber);
    taxScheme(vat);
  }
  const legal = element.ele('cac:PartyLegalEntity');
  legal.ele('cbc:RegistrationName').txt(who.name);
  if (who.registrationNumber) legal.ele('cbc:CompanyID').txt(who.registrationNumber);
  const contact = element.ele('cac:Contact');
  if (who.contactName) contact.ele('cbc:Name').txt(who.contactName);
  contact.ele('cbc:ElectronicMail').txt(who.email);
}

function period(parent: XMLBuilder, start: string, end: string): void {
  const element = parent.ele('cac:InvoicePeriod');
  element.ele('cbc:StartDate').txt(start);
  element.ele('cbc:EndDate').txt(end);
}

function taxSubtotal(parent: XMLBuilder, entry: VatBreakdownEntry, amounts: Amounts): void {
  const subtotal = parent.ele('cac:TaxSubtotal');
  amount(subtotal, 'cbc:TaxableAmount', entry.taxableCents, amounts);
  amount(subtotal, 'cbc:TaxAmount', entry.vatCents, amounts);
  const category = taxCategory(subtotal, 'cac:TaxCategory', entry.category, entry.ratePercent);
  if (entry.exemptionReasonCode) category.ele('cbc:TaxExemptionReasonCode').txt(entry.exemptionReasonCode);
  if (entry.exemptionReason) category.ele('cbc:TaxExemptionReason').txt(entry.exemptionReason);
  taxScheme(category);
}

function documentLine(parent: XMLBuilder, kind: InvoiceDocument['kind'], line: InvoiceLine, index: number, amounts: Amounts): void {
  const creditNote = kind === 'credit-note';
  const element = parent.ele(creditNote ? 'cac:CreditNoteLine' : 'cac:InvoiceLine');
  element.ele('cbc:ID').txt(String(index + 1));
  element.ele(creditNote ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', { unitCode: ONE_UNIT }).txt(String(line.quantity));
  amount(element, 'cbc:LineExtensionAmount', line.netCents, amounts);
  period(element, line.period.start, line.period.end);
  const item = element.ele('cac:Item');
  item.ele('cbc:Name').txt(line.description);
  taxScheme(taxCategory(item, 'cac:ClassifiedTaxCategory', line.vatCategory, line.vatRatePercent));
  amount(element.ele('cac:Price'), 'cbc:PriceAmount', line.netCents / line.quantity, amounts);
}

/** The whole membership period the document covers: from the first line's start to the last line's end. */
export function documentPeriod(lines: InvoiceLine[]): { start: string; end: string } {
  const starts = lines.map((line) => line.period.start).sort();
  const ends = lines.map((line) => line.period.end).sort();
  return { start: starts[0] ?? '', end: ends.at(-1) ?? '' };
}

/**
 * How the document is paid (BG-16): its code named in English (BT-82), the
 * reference (BT-83); for an invoice due by bank transfer the chamber's
 * account (BG-17), for a SEPA debit its mandate (BT-89).
 */
function paymentMeans(root: XMLBuilder, payment: InvoicePayment): void {
  const method = payment.method ?? 'card';
  const means = root.ele('cac:PaymentMeans');
  means.ele('cbc:PaymentMeansCode', { name: paymentMethodName(method, 'en') }).txt(paymentMeansCodes[method]);
  means.ele('cbc:PaymentID').txt(payment.reference);
  if (payment.status === 'due') {
    const account = means.ele('cac:PayeeFinancialAccount');
    account.ele('cbc:ID').txt(payment.payee.iban);
    account.ele('cbc:Name').txt(payment.payee.name);
    account.ele('cac:FinancialInstitutionBranch').ele('cbc:ID').txt(payment.payee.bic);
  }
  if ('mandateReference' in payment && payment.mandateReference)
    means.ele('cac:PaymentMandate').ele('cbc:ID').txt(payment.mandateReference);
}

/**
 * The invoice or credit note as a UBL 2.1 file following Peppol BIS Billing
 * 3.0, for the buyer's accounting software. Elements stand in the order the
 * UBL schema prescribes. A credit note states its amounts as positive
 * figures, as the CreditNote document means them; the stored document keeps
 * them negative. A document paid (or refunded) at checkout has the total
 * prepaid and nothing left to pay; an invoice due by bank transfer has it all
 * left to pay by its due date, to the account its payment means name (SEPA
 * credit transfer, the creditor reference as payment id); the credit note
 * cancelling such an invoice leaves nothing to pay either way.
 */
export function renderInvoiceUbl(invoice: InvoiceDocument): string {
  const creditNote = invoice.kind === 'credit-note';
  const amounts: Amounts = { currency: invoice.currency, sign: creditNote ? -1 : 1 };
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    creditNote ? ublNamespaces.creditNote : ublNamespaces.invoice,
    creditNote ? 'CreditNote' : 'Invoice',
    { 'xmlns:cac': ublNamespaces.cac, 'xmlns:cbc': ublNamespaces.cbc },
  );
  root.ele('cbc:CustomizationID').txt(peppolBis.customizationId);
  root.ele('cbc:ProfileID').txt(peppolBis.profileId);
  root.ele('cbc:ID').txt(invoice.number);
  root.ele('cbc:IssueDate').txt(invoice.issueDate);
  if (invoice.payment.status === 'due') root.ele('cbc:DueDate').txt(invoice.payment.dueDate);
  // UBL orders these two differently in its two documents.
  if (creditNote) {
    root.ele('cbc:TaxPointDate').txt(invoice.supplyDate);
    root.ele('cbc:CreditNoteTypeCode').txt(typeCodes[invoice.kind]);
  } else {
    root.ele('cbc:InvoiceTypeCode').txt(typeCodes[invoice.kind]);
    root.ele('cbc:TaxPointDate').txt(invoice.supplyDate);
  }
  root.ele('cbc:DocumentCurrencyCode').txt(invoice.currency);
  // Peppol asks for a buyer reference or an order reference (PEPPOL-EN16931-R003): the order when there is one, else who bought.
  if (!invoice.purchaseOrder) root.ele('cbc:BuyerReference').txt(invoice.buyer.contactName ?? invoice.buyer.name);
  const covered = documentPeriod(invoice.lines);
  period(root, covered.start, covered.end);
  if (invoice.purchaseOrder) root.ele('cac:OrderReference').ele('cbc:ID').txt(invoice.purchaseOrder);
  if (invoice.correctsInvoice) {
    const corrected = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
    corrected.ele('cbc:ID').txt(invoice.correctsInvoice.number);
    corrected.ele('cbc:IssueDate').txt(invoice.correctsInvoice.issueDate);
  }

  // A document outside the scope of VAT names no VAT number of either party (BR-O-02).
  const showVatNumbers = !invoice.vatBreakdown.some((entry) => entry.category === 'O');
  party(root, 'cac:AccountingSupplierParty', invoice.seller, showVatNumbers);
  party(root, 'cac:AccountingCustomerParty', invoice.buyer, showVatNumbers);

  paymentMeans(root, invoice.payment);

  const taxTotal = root.ele('cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', invoice.totals.vatCents, amounts);
  for (const entry of invoice.vatBreakdown) taxSubtotal(taxTotal, entry, amounts);

  const lineTotal = invoice.lines.reduce((sum, line) => sum + line.netCents, 0);
  const totals = root.ele('cac:LegalMonetaryTotal');
  amount(totals, 'cbc:LineExtensionAmount', lineTotal, amounts);
  amount(totals, 'cbc:TaxExclusiveAmount', invoice.totals.netCents, amounts);
  amount(totals, 'cbc:TaxInclusiveAmount', invoice.totals.grossCents, amounts);
  const prepaidCents = invoice.payment.status === 'due' ? 0 : invoice.totals.grossCents;
  amount(totals, 'cbc:PrepaidAmount', prepaidCents, amounts);
  amount(totals, 'cbc:PayableAmount', invoice.totals.grossCents - prepaidCents, amounts);

  invoice.lines.forEach((line, index) => documentLine(root, invoice.kind, line, index, amounts));
  return root.end({ prettyPrint: true });
}
