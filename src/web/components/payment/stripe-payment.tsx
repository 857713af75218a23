import { paymentFormCatalog } from './payment-form-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type ReactNode } from 'react';
import { isProviderPaymentMethod, type ProviderPaymentMethod } from '@shared/payment-methods';
import type { CardPaymentProps } from './card-payment-props';
import { PaymentControllerContext, type PaymentController } from './payment-controller';

function StripeController({ country, children }: { country: string | undefined; children: (fields: ReactNode) => ReactNode }) {
  const paymentText = useMessages(paymentFormCatalog);
  const stripe = useStripe();
  const elements = useElements();
  const [method, setMethod] = useState<ProviderPaymentMethod>();
  const controller = useMemo<PaymentController>(
    () => ({
      ready: Boolean(stripe && elements),
      method,
      async validate() {
        if (!elements) return undefined;
        const { error } = await elements.submit();
        return error?.message;
      },
      async confirm(clientSecret, returnUrl) {
        if (!stripe || !elements) return { kind: 'error', message: paymentText('notLoadedText') };
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
    [stripe, elements, method, paymentText],
  );
  // Default values are read once: the element starts again when the buyer's country becomes known or changes.
  const element = (
    <PaymentElement
      key={country ?? 'unknown'}
      options={country ? { defaultValues: { billingDetails: { address: { country } } } } : {}}
      onChange={(event) => setMethod(isProviderPaymentMethod(event.value.type) ? event.value.type : undefined)}
    />
  );
  return <PaymentControllerContext value={controller}>{children(element)}</PaymentControllerContext>;
}

/**
 * Stripe's Payment Element with a deferred intent: mode payment, currency eur,
 * the amount in cents, in the page's language, with the methods enabled in the
 * Stripe dashboard (the intent has automatic payment methods). A redirect
 * method (iDEAL | Wero, Bancontact) returns to the success page in the
 * buyer's language, which the checkout passes as the return URL. Stripe.js
 * loads from Stripe only when this component renders (checkout only).
 */
export default function StripePayment({
  publishableKey,
  amountCents,
  locale,
  country,
  children,
}: CardPaymentProps & { publishableKey: string }) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ mode: 'payment', currency: 'eur', amount: amountCents, locale }}>
      <StripeController country={country}>{children}</StripeController>
    </Elements>
  );
}
