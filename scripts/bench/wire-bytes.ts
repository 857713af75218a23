import type { Result } from 'lighthouse';

/** Bytes a page load received over the network, compressed as sent. */
export interface WireBytes {
  script: number;
  total: number;
}

/**
 * Sums the `network-requests` audit's table: one row per request with its
 * `transferSize` (header and body bytes received) and DevTools'
 * `resourceType` ("Script" for classic scripts, modules and module preloads).
 */
export function wireBytes(result: Pick<Result, 'audits'>): WireBytes {
  const details = result.audits['network-requests']?.details;
  if (details?.type !== 'table') throw new Error('Lighthouse reported no network-requests table');
  const bytes: WireBytes = { script: 0, total: 0 };
  for (const request of details.items) {
    const size = typeof request.transferSize === 'number' ? request.transferSize : 0;
    bytes.total += size;
    if (request.resourceType === 'Script') bytes.script += size;
  }
  return bytes;
}
