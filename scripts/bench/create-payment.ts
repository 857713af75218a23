import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

/**
 * Times POST /api/create-membership-payment with the sandbox provider,
 * argon2id hashing included: each call is a new buyer, as in real checkouts.
 */
const CALLS = 200;

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-bench-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  STATIC_DIR: path.join(dataDir, 'none'),
  RATE_LIMIT_PER_MINUTE: String(CALLS * 10),
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const app = await buildApp(config);
const durations: number[] = [];
for (let call = 0; call < CALLS; call += 1) {
  const tag = `${Date.now().toString(36)}${call}`;
  const userInfo = {
    firstName: 'Bench',
    lastName: 'Buyer',
    username: `bench_${tag}`,
    email: `bench.${tag}@example.com`,
    password: 'benchmark password',
    country: 'netherlands',
  };
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/create-membership-payment',
    payload: { tierSlug: 'middelgrote_ondernemers', customerInfo: { email: userInfo.email, name: 'Bench Buyer' }, userInfo },
  });
  durations.push(performance.now() - started);
  if (response.statusCode !== 200) throw new Error(`call ${call} answered ${response.statusCode}: ${response.body}`);
}
await app.close();
await rm(dataDir, { recursive: true, force: true });

const sorted = [...durations].sort((a, b) => a - b);
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(
  `create-membership-payment (${database}, sandbox, ${CALLS} calls): median ${percentile(sorted, 0.5).toFixed(1)} ms, p99 ${percentile(sorted, 0.99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
);
