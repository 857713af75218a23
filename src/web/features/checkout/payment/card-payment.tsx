import { lazy, Suspense } from 'react';
import type { PaymentClientConfig } from '@shared/payments';
import type { CardPaymentProps } from './card-payment-props';

const SandboxPayment = lazy(() => import('./sandbox-payment'));
const StripePayment = lazy(() => import('./stripe-payment'));

/**
 * Loads the configured provider's code on demand. Until it arrives, the form
 * renders with the default controller, which is not ready, so typing can
 * already begin; the form's values live above this component and survive.
 */
export function CardPayment({
  config,
  placeholder,
  ...props
}: CardPaymentProps & { config: PaymentClientConfig | undefined; placeholder: React.ReactNode }) {
  if (!config) return props.children(placeholder);
  return (
    <Suspense fallback={props.children(placeholder)}>
      {config.provider === 'stripe' ? <StripePayment {...props} publishableKey={config.publishableKey} /> : <SandboxPayment {...props} />}
    </Suspense>
  );
}
