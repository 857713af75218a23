import { hashPassword } from '../../src/server/membership/passwords';
import { median, percentile } from './stats';

export interface CheckoutCost {
  calls: number;
  medianMs: number;
  p99Ms: number;
  maxMs: number;
  /** The argon2id parameters the server's hashing uses, e.g. "m=19456,t=2,p=1". */
  argon2Parameters: string;
}

export const CHECKOUT_TARGET_P99_MS = 150;
const TIER_SLUG = 'middelgrote_ondernemers';

/** Read from a real hash, so the table shows what the checkout actually paid for. */
async function argon2Parameters(): Promise<string> {
  const encoded = await hashPassword('parameters probe');
  const match = /^\$argon2id\$v=\d+\$([^$]+)\$/.exec(encoded);
  if (!match?.[1]) throw new Error(`passwords are not hashed with argon2id: ${encoded.slice(0, 20)}…`);
  return match[1];
}

function newBuyer(call: number) {
  const tag = `${Date.now().toString(36)}${call}`;
  return {
    firstName: 'Bench',
    lastName: 'Buyer',
    username: `bench_${tag}`,
    email: `bench.${tag}@example.com`,
    password: 'benchmark password',
    country: 'netherlands',
  };
}

/**
 * Times POST /api/create-membership-payment over HTTP against the running
 * server with the sandbox provider, one call after another. Each call is a
 * new buyer, as in real checkouts, so each pays for an argon2id hash.
 */
export async function measureCheckoutCost(ourOrigin: string, calls: number): Promise<CheckoutCost> {
  const durations: number[] = [];
  for (let call = 0; call < calls; call += 1) {
    const userInfo = newBuyer(call);
    const body = JSON.stringify({
      tierSlug: TIER_SLUG,
      customerInfo: { email: userInfo.email, name: `${userInfo.firstName} ${userInfo.lastName}` },
      userInfo,
    });
    const started = performance.now();
    const response = await fetch(`${ourOrigin}/api/create-membership-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const answer = await response.text();
    durations.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`checkout call ${call} answered ${response.status}: ${answer}`);
  }
  const result = {
    calls,
    medianMs: median(durations),
    p99Ms: percentile(durations, 0.99),
    maxMs: Math.max(...durations),
    argon2Parameters: await argon2Parameters(),
  };
  console.log(`bench: checkout ${calls} calls: median ${result.medianMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`);
  return result;
}
