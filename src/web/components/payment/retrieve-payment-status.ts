import type { PaymentClientConfig, PaymentIntentStatus } from '@shared/payments';
import { apiRequest } from '@web/lib/api-request';

/** Asks the card provider for an intent's status by its client secret, as Stripe.js does. */
export async function retrievePaymentStatus(
  config: PaymentClientConfig,
  clientSecret: string,
): Promise<{ id: string; status: PaymentIntentStatus }> {
  if (config.provider === 'stripe') {
    const { loadStripe } = await import('@stripe/stripe-js/pure');
    const stripe = await loadStripe(config.publishableKey);
    if (!stripe) throw new Error('Stripe.js did not load');
    const { paymentIntent, error } = await stripe.retrievePaymentIntent(clientSecret);
    if (error || !paymentIntent) throw new Error(error?.message ?? 'Payment verification failed');
    return { id: paymentIntent.id, status: paymentIntent.status };
  }
  const id = clientSecret.split('_secret_')[0] ?? '';
  return apiRequest('GET', `/api/sandbox/payment-intents/${id}?client_secret=${encodeURIComponent(clientSecret)}`);
}
