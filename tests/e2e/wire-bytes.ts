import { get } from 'node:http';
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

/** The length of the body the server sends for `url` to a client accepting `acceptEncoding`, as sent (not decoded). */
function encodedBodyLength(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let length = 0;
      response.on('data', (chunk: Buffer) => (length += chunk.length));
      response.on('end', () => resolve(length));
      response.on('error', reject);
    }).on('error', reject);
  });
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

  // A worker's own script is fetched for the worker: the page's session sees
  // the request leave but never arrive, and Playwright does not measure its
  // body. Its bytes are the headers as Playwright measured them and the body
  // as the server encodes it for the browser's own Accept-Encoding.
  const workerScripts = new Map<string, string>();
  session.on('Network.requestWillBeSent', ({ requestId, request, type, initiator }) => {
    if (isExcluded(request.url)) return;
    pending.add(requestId);
    types.set(requestId, type ?? 'Other');
    if (type === 'Script' && initiator.type === 'other') workerScripts.set(request.url, requestId);
  });
  page.on('requestfinished', async (request) => {
    const requestId = workerScripts.get(request.url());
    if (!requestId || received.has(requestId)) return;
    const [sizes, headers] = await Promise.all([request.sizes(), request.allHeaders()]);
    received.set(requestId, sizes.responseHeadersSize + (await encodedBodyLength(request.url(), headers['accept-encoding'] ?? '')));
    finish(requestId);
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
