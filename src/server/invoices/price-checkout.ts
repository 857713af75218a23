import type { BillingDetails } from '@shared/invoices/billing-details';
import { compactRegistrationNumber } from '@shared/invoices/billing-details';
import { isEuCountry } from '@shared/invoices/countries';
import { normalizeVatNumber } from '@shared/invoices/vat-number';
import type { Locale } from '@shared/locales';
import type { CheckoutCharge } from '@shared/membership';
import { registrationCountryCode } from '@shared/membership-constants';
import { validationCatalog } from '@shared/validation-catalog';
import { HttpError } from '../http/http-error';
import type { CheckoutBillingRow, PricedBilling } from './checkout-billing';
import type { InvoicingConfig } from './invoicing-config';
import { chargeAmounts } from './vat-amounts';
import { vatTreatment } from './vat-treatment';
import type { VatRegister } from './vies';

export interface InvoicingDeps {
  config: InvoicingConfig;
  vatRegister: VatRegister;
}

export { registrationCountryCode };

type CompanyFields = Pick<
  PricedBilling,
  'legalName' | 'registrationNumber' | 'vatNumber' | 'street' | 'postcode' | 'city' | 'country' | 'billingEmail' | 'purchaseOrder'
>;

/** Who the invoice is for, as stored: the company's details normalised, or a private buyer's country. */
export type BillingParty = { buyingFor: 'myself'; country: string | undefined } | ({ buyingFor: 'company' } & CompanyFields);

/**
 * The billing the buyer typed (none: themselves), with the numbers normalised
 * as they are stored and printed. A private buyer's own country counts only
 * when the registration form's says "other": nobody picks their VAT by
 * naming another country than the one they registered with.
 */
export function billingPartyFromRequest(billing: BillingDetails | undefined, registrationCountry: string): BillingParty {
  if (!billing || billing.buyingFor === 'myself') {
    return { buyingFor: 'myself', country: registrationCountryCode(registrationCountry) ?? billing?.country };
  }
  const { country } = billing.address;
  return {
    buyingFor: 'company',
    legalName: billing.legalName,
    registrationNumber: compactRegistrationNumber(billing.registrationNumber, country),
    vatNumber: billing.vatNumber ? normalizeVatNumber(billing.vatNumber, country) : null,
    street: billing.address.street,
    postcode: billing.address.postcode,
    city: billing.address.city,
    country,
    billingEmail: billing.billingEmail,
    purchaseOrder: billing.purchaseOrder || null,
  };
}

/** A renewal is invoiced to whom the account's next invoice is for (./next-billing): a company, or the member personally. */
export function billingPartyFromStored(
  stored: (CompanyFields & Pick<CheckoutBillingRow, 'buyingFor'>) | undefined,
  accountCountry: string,
): BillingParty {
  if (!stored || stored.buyingFor === 'myself') {
    return { buyingFor: 'myself', country: registrationCountryCode(accountCountry) ?? stored?.country ?? undefined };
  }
  return { buyingFor: 'company', ...pickCompanyFields(stored) };
}

function pickCompanyFields(row: CompanyFields): CompanyFields {
  const { legalName, registrationNumber, vatNumber, street, postcode, city, country, billingEmail, purchaseOrder } = row;
  return { legalName, registrationNumber, vatNumber, street, postcode, city, country, billingEmail, purchaseOrder };
}

/** What happens when the register does not know a VAT number: the form says so, a renewal charges VAT instead. */
export type UnknownVatNumber = 'refuse' | 'charge-vat';

/** What decides the VAT of a checkout: who buys, where they are established, and their VAT number (normalised). */
export interface TaxedBuyer {
  kind: 'company' | 'person';
  country: string | undefined;
  vatNumber: string | null;
}

/**
 * The VAT treatment and amounts of the tier's listed price for this buyer
 * under the configuration. Only an EU VAT number is looked up (VIES, when
 * switched on): elsewhere no VAT is charged anyway.
 */
export async function chargeFor(
  invoicing: InvoicingDeps,
  listedCents: number,
  buyer: TaxedBuyer,
  locale: Locale,
  onUnknown: UnknownVatNumber,
) {
  let vatNumberCheckedBy: PricedBilling['vatNumberCheckedBy'] = null;
  if (buyer.kind === 'company' && buyer.vatNumber) {
    const answer = isEuCountry(buyer.country) ? await invoicing.vatRegister.lookUp(buyer.vatNumber) : 'unavailable';
    if (answer === 'unknown' && onUnknown === 'refuse') {
      throw new HttpError(400, `billing.vatNumber: ${validationCatalog.in(locale)('vatNumberUnknown')}`);
    }
    // Numbers outside the EU, and EU numbers while VIES is down, are known by their format and check digits alone.
    if (answer !== 'unknown') vatNumberCheckedBy = answer === 'registered' ? invoicing.vatRegister.checkedBy : 'format';
  }
  const treatment = vatTreatment(
    { kind: buyer.kind, country: buyer.country, hasValidVatNumber: vatNumberCheckedBy !== null },
    invoicing.config.vat,
  );
  const amounts = chargeAmounts(listedCents, treatment, invoicing.config.vat.mode);
  const charge: CheckoutCharge = { ...amounts, vatCategory: treatment.category, vatRatePercent: treatment.rateBasisPoints / 100 };
  return { treatment, vatNumberCheckedBy, amounts, charge };
}

/** Prices a checkout on the server, with the billing as it is stored beside the payment. */
export async function priceCheckout(
  invoicing: InvoicingDeps,
  listedCents: number,
  party: BillingParty,
  locale: Locale,
  onUnknown: UnknownVatNumber,
): Promise<{ billing: PricedBilling; charge: CheckoutCharge }> {
  const buyer: TaxedBuyer =
    party.buyingFor === 'company'
      ? { kind: 'company', country: party.country ?? undefined, vatNumber: party.vatNumber ?? null }
      : { kind: 'person', country: party.country ?? undefined, vatNumber: null };
  const { treatment, vatNumberCheckedBy, amounts, charge } = await chargeFor(invoicing, listedCents, buyer, locale, onUnknown);
  const billing: PricedBilling = {
    ...party,
    vatNumberCheckedBy,
    vatCategory: treatment.category,
    vatRateBasisPoints: treatment.rateBasisPoints,
    exemptionReasonCode: treatment.exemption?.code ?? null,
    ...amounts,
  };
  return { billing, charge };
}
