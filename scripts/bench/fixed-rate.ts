import type { BenchSettings } from './settings';
import { loadEndpoints, loadHeaders } from './endpoints';
import { runLoad, type LoadResult } from './load';

export interface FixedRateRow {
  endpoint: string;
  result: LoadResult;
}

export const FIXED_RATE_TARGET_P99_MS = 5;

/**
 * Our server at a steady request rate. autocannon paces each connection per
 * second (its share of the second's requests back to back, then a pause), so
 * this is the target rate in bursts over a few connections.
 */
export async function measureFixedRate(ourOrigin: string, settings: BenchSettings['fixedRate']): Promise<FixedRateRow[]> {
  const rows: FixedRateRow[] = [];
  for (const endpoint of loadEndpoints) {
    const result = await runLoad({
      url: `${ourOrigin}${endpoint.path}`,
      connections: settings.connections,
      seconds: settings.seconds,
      overallRate: settings.requestsPerSecond,
      headers: loadHeaders,
    });
    console.log(
      `bench: fixed rate ${endpoint.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(2)} ms, ${result.errors} errors`,
    );
    rows.push({ endpoint: endpoint.label, result });
  }
  return rows;
}
