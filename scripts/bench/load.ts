import autocannon from 'autocannon';
import { percentile } from './stats';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** A run before the measured one, so both servers are measured warm (JIT, caches, TCP). */
  warmupSeconds?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors, timeouts and non-2xx answers. */
  errors: number;
}

/**
 * Runs autocannon in this process, apart from the servers under test.
 * Percentiles come from each response's own time: autocannon's histogram
 * rounds to whole milliseconds, too coarse for a 5 ms target.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const base = {
    url: options.url,
    connections: options.connections,
    headers: options.headers,
  };
  if (options.warmupSeconds) await autocannon({ ...base, duration: options.warmupSeconds });

  const responseTimes: number[] = [];
  const instance = autocannon({ ...base, duration: options.seconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, milliseconds: number) => {
    responseTimes.push(milliseconds);
  });
  const result = await instance;
  return {
    requestsPerSecond: result.requests.total / result.duration,
    requests: result.requests.total,
    p50Ms: percentile(responseTimes, 0.5),
    p99Ms: percentile(responseTimes, 0.99),
    errors: result.errors + result.non2xx,
  };
}
