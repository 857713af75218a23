import type { DefaultValues } from 'react-hook-form';
import type { BuyingFor } from '@shared/invoices/billing-details';
import { defaultBuyingFor, type Country } from '@shared/membership-constants';
import type { PriceMembershipRequest, RegistrationForm } from '@shared/membership';
import { emptyCompanyFields, type BillingFormValues } from '@web/lib/billing-form-values';

export type CheckoutFormValues = RegistrationForm & { billing: BillingFormValues };

/** The form as it opens: empty, the registration country unchosen, "Buying for" on the tier's usual buyer. */
export function emptyCheckoutForm(tierSlug: string): DefaultValues<CheckoutFormValues> {
  return {
    firstName: '',
    lastName: '',
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    phoneNumber: '',
    billing: {
      buyingFor: defaultBuyingFor(tierSlug),
      ...emptyCompanyFields,
      country: '',
    },
  };
}

/**
 * A company whose fields were all left empty: invoiced to the registrant, as
 * the checkout always was, so a company tier can still be bought with the
 * registration fields alone (decision 0035).
 */
function leftEmpty(billing: BillingFormValues): boolean {
  const { legalName, registrationNumber, vatNumber, address, billingEmail, purchaseOrder } = billing;
  const typed = [legalName, registrationNumber, vatNumber, billingEmail, purchaseOrder, ...Object.values(address)];
  return typed.every((value) => value.trim() === '');
}

/** Whom the invoice is for, as the form stands: the company only when some of its details were given. */
export function effectiveBuyingFor(billing: BillingFormValues): BuyingFor {
  return billing.buyingFor === 'company' && !leftEmpty(billing) ? 'company' : 'myself';
}

/** A buyer invoiced personally names their country when the registration form's says "other". */
export function asksResidenceCountry(registrationCountry: string | undefined, billing: BillingFormValues): boolean {
  return registrationCountry === 'other' && effectiveBuyingFor(billing) === 'myself';
}

type PersonalBilling = { buyingFor: 'myself'; country?: string };

/**
 * The billing block the shared schema checks (and then the API takes): a
 * company's fields, or "myself" with the country asked for "other".
 */
export function billingToValidate(
  registrationCountry: string | undefined,
  billing: BillingFormValues,
): PersonalBilling | (Omit<BillingFormValues, 'country'> & { buyingFor: 'company' }) {
  if (effectiveBuyingFor(billing) === 'company') {
    const { legalName, registrationNumber, vatNumber, address, billingEmail, purchaseOrder } = billing;
    return { buyingFor: 'company', legalName, registrationNumber, vatNumber, address, billingEmail, purchaseOrder };
  }
  const country = asksResidenceCountry(registrationCountry, billing) && billing.country;
  return country ? { buyingFor: 'myself', country } : { buyingFor: 'myself' };
}

/** The longest VAT number the API takes; a longer one is wrong anyway and prices as none. */
const MAX_PRICED_VAT_NUMBER = 30;

/** Who buys, as far as the price depends on it: what the order summary asks the server to price. */
export function pricedBuyerOf(registrationCountry: Country | '' | undefined, billing: BillingFormValues): PriceMembershipRequest['buyer'] {
  if (effectiveBuyingFor(billing) === 'myself') {
    const residenceCountry = asksResidenceCountry(registrationCountry, billing) ? billing.country : '';
    return {
      buyingFor: 'myself',
      ...(registrationCountry ? { country: registrationCountry } : {}),
      ...(residenceCountry ? { residenceCountry } : {}),
    };
  }
  const vatNumber = billing.vatNumber.trim();
  return {
    buyingFor: 'company',
    ...(billing.address.country ? { country: billing.address.country } : {}),
    ...(vatNumber && vatNumber.length <= MAX_PRICED_VAT_NUMBER ? { vatNumber } : {}),
  };
}
