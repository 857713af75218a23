import { lazy } from 'react';
import { localeOrDefault } from '@shared/locales';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';

/**
 * The choice between paying now and by bank transfer, with its texts, loads
 * when a buyer says they buy for a company (or a member renews): code and
 * words most buyers never need stay off the checkout's first load.
 */
async function loadPaymentChoice() {
  const locale = localeOrDefault(document.documentElement.lang);
  const [choice] = await Promise.all([import('./payment-choice'), bankTransferCatalog.load(locale)]);
  return choice;
}

export const LazyPaymentChoice = lazy(async () => ({ default: (await loadPaymentChoice()).PaymentChoice }));
export const LazyTransferSection = lazy(async () => ({ default: (await loadPaymentChoice()).TransferSection }));
