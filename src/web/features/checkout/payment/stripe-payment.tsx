import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import type { CardPaymentProps } from './card-payment-props';
import { PaymentControllerContext, type PaymentController } from './payment-controller';

function StripeController({ children }: { children: (fields: ReactNode) => ReactNode }) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const controller = useMemo<PaymentController>(
    () => ({
      ready: Boolean(stripe && elements),
      async validate() {
        if (!elements) return undefined;
        const { error } = await elements.submit();
        return error?.message;
      },
      async confirm(clientSecret, returnUrl) {
        if (!stripe || !elements) return { kind: 'error', message: t('checkout.paymentNotLoadedText') };
        const { error, paymentIntent } = await stripe.confirmPayment({
          elements,
          clientSecret,
          confirmParams: { return_url: returnUrl },
          redirect: 'if_required',
        });
        if (error) return { kind: 'error', message: error.message ?? error.type };
        return { kind: 'status', paymentIntentId: paymentIntent.id, status: paymentIntent.status };
      },
    }),
    [stripe, elements, t],
  );
  return <PaymentControllerContext value={controller}>{children(<PaymentElement />)}</PaymentControllerContext>;
}

/**
 * Stripe's Payment Element with a deferred intent: mode payment, currency eur,
 * the amount in cents, in the page's language. Stripe.js loads from Stripe only
 * when this component renders (checkout only).
 */
export default function StripePayment({ publishableKey, amountCents, locale, children }: CardPaymentProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: 'payment', currency: 'eur', amount: amountCents, locale }}>
      <StripeController>{children}</StripeController>
    </Elements>
  );
}
