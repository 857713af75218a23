import type { accountCatalog } from './account-catalog';

type AccountKey = Parameters<ReturnType<typeof accountCatalog.in>>[0];

/** The registration number's label and hint follow the billing country: a KvK number in the Netherlands, a CR number in Qatar. */
export function registrationNumberTexts(country: string): { label: AccountKey; hint: AccountKey } {
  if (country === 'NL') return { label: 'billing.kvkNumber', hint: 'billing.kvkNumberHint' };
  if (country === 'QA') return { label: 'billing.commercialRegistration', hint: 'billing.commercialRegistrationHint' };
  return { label: 'billing.registrationNumber', hint: 'billing.registrationNumberHint' };
}
