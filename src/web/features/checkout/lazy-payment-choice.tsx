import { lazy, Suspense, type ComponentProps } from 'react';
import { localeOrDefault } from '@shared/locales';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { PaymentSection } from './payment-section';

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
const LazyTransferSection = lazy(async () => ({ default: (await loadPaymentChoice()).TransferSection }));

/** The form's last step: the transfer's instructions when the buyer chose to pay by transfer, else the payment fields and the Pay button. */
export function PayNowOrTransfer({
  byTransfer,
  ordering,
  ...payNow
}: { byTransfer: boolean; ordering: boolean } & ComponentProps<typeof PaymentSection>) {
  return byTransfer ? (
    <Suspense fallback={null}>
      <LazyTransferSection ordering={ordering} />
    </Suspense>
  ) : (
    <PaymentSection {...payNow} />
  );
}
