import type { billingCatalog } from './billing-catalog';

type BillingKey = Parameters<ReturnType<typeof billingCatalog.in>>[0];

/** The registration number's label and hint follow the billing country: a KvK number in the Netherlands, a CR number in Qatar. */
export function registrationNumberTexts(country: string): { label: BillingKey; hint: BillingKey } {
  if (country === 'NL') return { label: 'kvkNumber', hint: 'kvkNumberHint' };
  if (country === 'QA') return { label: 'commercialRegistration', hint: 'commercialRegistrationHint' };
  return { label: 'registrationNumber', hint: 'registrationNumberHint' };
}
