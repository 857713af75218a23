import { lazy, Suspense } from 'react';
import { localeOrDefault } from '@shared/locales';
import type { PaymentClientConfig } from '@shared/payments';
import { paymentFormCatalog } from './payment-form-catalog';
import type { CardPaymentProps } from './card-payment-props';

/** A provider's code arrives with the payment form's texts (methods, banks, the SEPA mandate), which only it uses. */
async function withPaymentTexts<Module>(load: () => Promise<Module>): Promise<Module> {
  const [module] = await Promise.all([load(), paymentFormCatalog.load(localeOrDefault(document.documentElement.lang))]);
  return module;
}

const SandboxPayment = lazy(() => withPaymentTexts(() => import('./sandbox-payment')));
const StripePayment = lazy(() => withPaymentTexts(() => import('./stripe-payment')));

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
