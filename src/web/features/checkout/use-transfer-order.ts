import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { useState } from 'react';
import { bankTransferPagePath, type BankTransferOrder } from '@shared/bank-transfers/bank-transfer';
import { localizePath } from '@shared/locales';
import type { CheckoutSubmission, MembershipTier } from '@shared/membership';
import { orderByTransfer, renewByTransfer } from '@web/components/bank-transfer/bank-transfer-api';
import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { userInfoOf } from './use-checkout-submit';

/**
 * Ordering by bank transfer: the server issues the invoice at once and signs
 * the buyer in, and the instructions page shows how to pay it. A refusal ends
 * in a toast with the server's reason and leaves the form as it was filled.
 */
export function useTransferOrder(tier: MembershipTier) {
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  const [ordering, setOrdering] = useState(false);

  /** `form` is a new member's registration, or null for a signed-in member's renewal. */
  async function order(form: CheckoutSubmission | null) {
    setOrdering(true);
    let placed: BankTransferOrder;
    try {
      if (form) {
        const userInfo = userInfoOf(form);
        placed = await orderByTransfer({
          tierSlug: tier.slug,
          customerInfo: { email: userInfo.email, name: `${userInfo.firstName} ${userInfo.lastName}` },
          userInfo,
          locale,
          billing: form.billing,
        });
      } else {
        placed = await renewByTransfer(tier.slug);
      }
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      showToast({
        variant: 'error',
        title: checkoutText('checkout.paymentErrorTitle'),
        description: message ?? checkoutText('checkout.paymentErrorFallback'),
      });
      setOrdering(false);
      return;
    }
    const query = new URLSearchParams({ transfer: placed.transfer.id });
    window.location.assign(`${localizePath(bankTransferPagePath, locale)}?${query.toString()}`);
  }

  return { order, ordering };
}
