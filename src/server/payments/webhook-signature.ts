import Stripe from 'stripe';
import { WebhookSignatureError } from './provider';

/**
 * Stripe's signing scheme, from the official package, for Stripe's events and
 * the sandbox's alike. Verification is local: no key is used, no call is made.
 */
const signer = new Stripe('sk_test_signature_only');

/** Stripe's default: an event older than this is refused as a possible replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function verifyWebhookSignature(rawBody: Buffer, header: string | undefined, secret: string): unknown {
  if (!header) throw new WebhookSignatureError('missing Stripe-Signature header');
  try {
    return signer.webhooks.constructEvent(rawBody, header, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
  }
}

export function signWebhookPayload(payload: string, secret: string): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}
