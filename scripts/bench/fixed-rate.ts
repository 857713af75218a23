import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { ensureDebianProgram } from './debian-package';
import { loadEndpoints, loadHeaders } from './endpoints';
import type { BenchSettings } from './settings';
import { percentile } from './stats';

const HEY = '/usr/bin/hey';
const execFileAsync = promisify(execFile);

export const FIXED_RATE_TARGET_P99_MS = 5;

export interface FixedRateResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Requests that got no answer or one other than 200. */
  errors: number;
}

export interface FixedRateRow {
  endpoint: string;
  result: FixedRateResult;
}

export function ensureHey(): void {
  ensureDebianProgram(HEY, 'hey');
}

/** One row of hey's CSV: times in seconds, to a tenth of a millisecond. */
interface HeyRow {
  'response-time': string;
  'status-code': string;
}

async function heyAtRate(url: string, settings: BenchSettings['fixedRate']): Promise<FixedRateResult> {
  const perWorker = settings.requestsPerSecond / settings.connections;
  const requested = settings.requestsPerSecond * settings.seconds;
  const headers = Object.entries(loadHeaders).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const startedAt = performance.now();
  // A count rather than a duration: hey leaves requests that failed out of its CSV, so the missing ones are the failures.
  const { stdout } = await execFileAsync(
    HEY,
    ['-n', String(requested), '-c', String(settings.connections), '-q', String(perWorker), '-o', 'csv', ...headers, url],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const seconds = (performance.now() - startedAt) / 1000;
  const rows = parse(stdout, { columns: true, skip_empty_lines: true }) as HeyRow[];
  const times = rows.map((row) => Number(row['response-time']) * 1000);
  const answeredOk = rows.filter((row) => row['status-code'] === '200').length;
  return {
    requestsPerSecond: rows.length / seconds,
    requests: rows.length,
    p50Ms: percentile(times, 0.5),
    p99Ms: percentile(times, 0.99),
    maxMs: Math.max(...times),
    errors: requested - answeredOk,
  };
}

/**
 * Our server at a steady rate: hey, in its own process, runs one worker per
 * connection, each sending its share of the rate evenly spaced (a request
 * every 10 ms for 100 req/s). autocannon's rate limit instead sends each
 * connection's share of a second back to back and then waits: 1,000 requests
 * in the first 40-70 ms of every second, which measures the throughput run
 * again rather than a steady rate.
 */
export async function measureFixedRate(ourOrigin: string, settings: BenchSettings['fixedRate']): Promise<FixedRateRow[]> {
  const rows: FixedRateRow[] = [];
  for (const endpoint of loadEndpoints) {
    const result = await heyAtRate(`${ourOrigin}${endpoint.path}`, settings);
    console.log(
      `bench: fixed rate ${endpoint.label}: ${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99Ms.toFixed(2)} ms, ${result.errors} errors`,
    );
    rows.push({ endpoint: endpoint.label, result });
  }
  return rows;
}
