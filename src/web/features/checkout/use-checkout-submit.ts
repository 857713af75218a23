import { useMessages } from '@web/i18n/use-messages';
import { checkoutCatalog } from './checkout-catalog';
import { useState } from 'react';
import { formatAmount } from '@shared/format/numbers';
import { localizePath } from '@shared/locales';
import type { CheckoutSubmission, MembershipTier, RegistrationFields } from '@shared/membership';
import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { handOverActivation } from './activation-handover';
import { confirmMembershipPayment, createMembershipPayment, createRenewalPayment } from './membership-payment-api';
import { usePaymentController } from '@web/components/payment/payment-controller';

/** The registration fields the API takes: the form without its password confirmation. */
export function userInfoOf(form: CheckoutSubmission): RegistrationFields {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    username: form.username,
    email: form.email,
    password: form.password,
    country: form.country,
    phoneNumber: form.phoneNumber || undefined,
  };
}

function successPath(locale: ReturnType<typeof useLocale>, tier: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams({ tier, ...params });
  return `${localizePath('/membership/success', locale)}?${query.toString()}`;
}

/**
 * The payment flow of the spec: create the intent on the server, confirm it
 * with the card provider (no redirect unless the provider needs one), then
 * have the server activate the membership and go to the success page. Every
 * failure ends in a toast and leaves the form as the buyer filled it; a
 * refused card's reason also stays next to the card fields (`refusal`) until
 * the next attempt, since the toast goes away.
 * `shownCents` is the amount the Pay button names: if the server prices the
 * purchase differently (the details changed while a price was on its way, or
 * the member's billing changed since the renewal was priced), the card is not
 * charged and the buyer is told the new total. The form's `draft` is kept
 * while confirming, since the provider may send the buyer to their bank's
 * page or the payment may stay processing (and fail later); it is dropped
 * when the payment is refused here, and by the success page once activated.
 */
export function useCheckoutSubmit(tier: MembershipTier, shownCents?: number, draft?: { keep(): void; discard(): void }) {
  const checkoutText = useMessages(checkoutCatalog);
  const locale = useLocale();
  const payment = usePaymentController();
  const [processing, setProcessing] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  /** `form` is the registration of a new member, or null for a signed-in member's renewal. */
  async function pay(form: CheckoutSubmission | null) {
    const userInfo = form ? userInfoOf(form) : null;
    const validationError = await payment.validate();
    if (validationError) {
      showToast({ variant: 'error', title: checkoutText('checkout.paymentFailedTitle'), description: validationError });
      return;
    }

    let created;
    try {
      created =
        form && userInfo
          ? await createMembershipPayment({
              tierSlug: tier.slug,
              customerInfo: { email: userInfo.email, name: `${userInfo.firstName} ${userInfo.lastName}` },
              userInfo,
              locale,
              billing: form.billing,
            })
          : await createRenewalPayment(tier.slug);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      showToast({
        variant: 'error',
        title: checkoutText('checkout.paymentErrorTitle'),
        description: message ?? checkoutText('checkout.paymentErrorFallback'),
      });
      return;
    }

    if (shownCents !== undefined && created.amountCents !== shownCents) {
      showToast({
        variant: 'error',
        title: checkoutText('checkout.totalChangedTitle'),
        description: checkoutText('checkout.totalChangedText', { amount: formatAmount(created.amountCents / 100, 'EUR', locale) }),
      });
      return;
    }

    const returnUrl = `${window.location.origin}${successPath(locale, tier.slug)}`;
    draft?.keep();
    const outcome = await payment.confirm(created.clientSecret, returnUrl);
    if (outcome.kind === 'redirected') return;
    if (outcome.kind === 'error') {
      draft?.discard();
      setRefusal(outcome.message);
      showToast({ variant: 'error', title: checkoutText('checkout.paymentFailedTitle'), description: outcome.message });
      return;
    }
    if (outcome.status === 'processing') {
      // Settles later: the success page keeps checking, as after a provider redirect.
      window.location.assign(
        successPath(locale, tier.slug, { payment_intent: outcome.paymentIntentId, payment_intent_client_secret: created.clientSecret }),
      );
      return;
    }
    if (outcome.status !== 'succeeded') {
      draft?.discard();
      const description = checkoutText('checkout.statusIssueText', { status: outcome.status });
      setRefusal(description);
      showToast({ variant: 'error', title: checkoutText('checkout.statusIssueTitle'), description });
      return;
    }

    try {
      const activation = await confirmMembershipPayment({ paymentIntentId: outcome.paymentIntentId, userInfo });
      handOverActivation(outcome.paymentIntentId, activation);
      window.location.assign(successPath(locale, tier.slug, { payment_intent: outcome.paymentIntentId }));
    } catch (error) {
      draft?.discard();
      const description =
        error instanceof ApiError && error.serverMessage
          ? error.serverMessage
          : error instanceof ApiError
            ? checkoutText('checkout.accountFailedStatus', { status: error.status })
            : checkoutText('checkout.accountFailedFallback');
      showToast({ variant: 'error', title: checkoutText('checkout.accountFailedTitle'), description });
    }
  }

  async function submit(form: CheckoutSubmission | null) {
    if (!payment.ready) {
      showToast({
        variant: 'error',
        title: checkoutText('checkout.paymentNotLoaded'),
        description: checkoutText('checkout.paymentNotLoadedText'),
      });
      return;
    }
    setProcessing(true);
    setRefusal(undefined);
    try {
      await pay(form);
    } finally {
      setProcessing(false);
    }
  }

  return { submit, processing, refusal };
}
