import fc from 'fast-check';
import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from '../../src/server/payments/webhook-signature';

/** Signs with the stripe package's own helper; no key is used and no call is made. */
const signer = new Stripe('sk_test_fuzz_signer_only');

export interface WebhookDelivery {
  /** How the delivery is signed badly; fast-check prints it with a counterexample. */
  mutation: string;
  payload: string;
  signature: string | undefined;
}

const sameBytes = (first: string, second: string) => Buffer.from(first).equals(Buffer.from(second));

/** Changes one hex digit of the v1 signature, leaving the header well formed. */
function withFlippedDigit(header: string, position: number): string {
  return header.replace(/v1=([0-9a-f]+)/, (_match, digits: string) => {
    const index = position % digits.length;
    const flipped = digits[index] === '0' ? '1' : '0';
    return `v1=${digits.slice(0, index)}${flipped}${digits.slice(index + 1)}`;
  });
}

/**
 * Deliveries to the webhook endpoint that our secret did not sign for exactly
 * these bytes at most 300 s ago: no or garbled header, another secret, a stale
 * timestamp, a corrupted signature, or a good signature over another body.
 * Bodies range from a real event to garbage.
 */
export function badlySignedDeliveries(realEvent: string, secret: string): fc.Arbitrary<WebhookDelivery> {
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    signer.webhooks.generateTestHeaderString({ payload, secret, ...options });
  const body = fc.oneof(
    fc.constant(realEvent),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.string({ unit: 'binary' }),
  );
  const garbledHeader = fc.oneof(
    fc.string({ unit: 'binary' }),
    fc.tuple(fc.integer(), fc.string()).map(([timestamp, digits]) => `t=${timestamp},v1=${digits}`),
    fc.constant(''),
  );

  return fc.oneof(
    body.map((payload) => ({ mutation: 'no signature', payload, signature: undefined })),
    fc.tuple(body, garbledHeader).map(([payload, signature]) => ({ mutation: 'garbled signature header', payload, signature })),
    fc
      .tuple(body, fc.string({ minLength: 1, maxLength: 40 }))
      .filter(([, other]) => `whsec_${other}` !== secret)
      .map(([payload, other]) => ({
        mutation: 'signed with another secret',
        payload,
        signature: sign(payload, { secret: `whsec_${other}` }),
      })),
    fc.tuple(body, fc.integer({ min: WEBHOOK_TOLERANCE_SECONDS + 1, max: 10_000_000 })).map(([payload, age]) => ({
      mutation: `signed ${age} s ago`,
      payload,
      signature: sign(payload, { timestamp: Math.floor(Date.now() / 1000) - age }),
    })),
    fc.tuple(body, fc.nat()).map(([payload, position]) => ({
      mutation: 'one signature digit changed',
      payload,
      signature: withFlippedDigit(sign(payload), position),
    })),
    fc
      .tuple(body, body)
      .filter(([signed, sent]) => !sameBytes(signed, sent))
      .map(([signed, sent]) => ({
        mutation: 'body differs from the signed one',
        payload: sent,
        signature: sign(signed),
      })),
    body.map((payload) => ({ mutation: 'signed under a scheme other than v1', payload, signature: sign(payload).replace('v1=', 'v0=') })),
  );
}
