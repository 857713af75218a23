import type { Page } from 'playwright-core';

/** Bytes the browser received for one kind of resource (`Script`, `Stylesheet`, `Document`, `Font`, `Fetch`…). */
export interface ResourceBytes {
  requests: number;
  bytes: number;
}

export interface WireBytes {
  /** Keyed by the resource type Chromium's DevTools protocol reports. */
  byType: ReadonlyMap<string, ResourceBytes>;
  total: number;
}

export interface WireBytesRecorder {
  /** What was received so far, once every request seen has finished or failed. */
  settled(): Promise<WireBytes>;
}

/** Stripe's own script is the payment provider's weight, not ours; outside sandbox mode checkout loads it. */
function isExcluded(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'js.stripe.com';
}

/**
 * Counts what the browser actually downloads for `page`: `encodedDataLength`
 * as DevTools reports it is the compressed body plus response headers, so it
 * depends on the server's compression and on what the browser asks for
 * (Chromium's own `Accept-Encoding`), which built files gzipped on disk do not.
 * Call before the first navigation: requests already under way are missed.
 */
export async function recordWireBytes(page: Page): Promise<WireBytesRecorder> {
  const session = await page.context().newCDPSession(page);
  const types = new Map<string, string>();
  const pending = new Set<string>();
  const received = new Map<string, number>();
  let whenSettled: (() => void) | undefined;

  const finish = (requestId: string) => {
    pending.delete(requestId);
    if (pending.size === 0) whenSettled?.();
  };

  session.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (isExcluded(request.url)) return;
    pending.add(requestId);
    types.set(requestId, type ?? 'Other');
  });
  session.on('Network.responseReceived', ({ requestId, type }) => {
    if (types.has(requestId)) types.set(requestId, type);
  });
  session.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (!types.has(requestId)) return;
    received.set(requestId, encodedDataLength);
    finish(requestId);
  });
  session.on('Network.loadingFailed', ({ requestId }) => finish(requestId));
  await session.send('Network.enable');

  const summary = (): WireBytes => {
    const byType = new Map<string, ResourceBytes>();
    let total = 0;
    for (const [requestId, bytes] of received) {
      const type = types.get(requestId) ?? 'Other';
      const sum = byType.get(type) ?? { requests: 0, bytes: 0 };
      byType.set(type, { requests: sum.requests + 1, bytes: sum.bytes + bytes });
      total += bytes;
    }
    return { byType, total };
  };

  return {
    // The page's own network idle is judged on Playwright's session; this
    // session's `loadingFinished` may land a moment later.
    settled: () =>
      new Promise((resolve) => {
        whenSettled = () => resolve(summary());
        if (pending.size === 0) whenSettled();
      }),
  };
}

/** Bytes received for one resource type, nothing if the page asked for none. */
export function bytesOf(wire: WireBytes, type: string): ResourceBytes {
  return wire.byType.get(type) ?? { requests: 0, bytes: 0 };
}
