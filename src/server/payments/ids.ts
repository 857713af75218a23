import { customAlphabet } from 'nanoid';

/** Stripe-shaped identifiers: a prefix and 24 alphanumerics. */
const alphanumeric = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 24);

export function stripeLikeId(prefix: 'pi' | 'evt' | 're' | 'mandate'): string {
  return `${prefix}_${alphanumeric()}`;
}

export function clientSecretFor(paymentIntentId: string): string {
  return `${paymentIntentId}_secret_${alphanumeric()}`;
}
