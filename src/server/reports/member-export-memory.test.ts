import { get } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { listenOnLoopback } from '../../../tests/helpers/listening';
import { liveHeapBytes } from '../../../tests/helpers/live-heap';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { seedManyMembers } from '../../../tests/helpers/report-data';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';

const MEMBERS = 10_000;
/** Live heap may grow by this much while the file streams: a few batches and buffers, far less than the file. */
const BOUND_BYTES = 8 * 1024 * 1024;
const MB = 1024 * 1024;
/** A full collection per sample is slow: about a dozen samples over the file. */
const SAMPLE_EVERY_BYTES = 256 * 1024;

interface Download {
  status: number | undefined;
  headers: Record<string, string | string[] | undefined>;
  bytes: number;
  lines: number;
  peakGrowth: number;
}

/**
 * Downloads over a real socket, keeping no body: counts bytes and lines, and
 * measures live heap (after a full collection) at the first chunk and every
 * 256 KB. On loopback the kernel's socket buffers can take a few MB at once,
 * so the server may finish before the reader does; that rows are fetched only
 * as the reader takes them is shown by csv-stream.test.ts.
 */
function download(port: number, path: string, cookie: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const baseline = liveHeapBytes();
    get({ host: '127.0.0.1', port, path, headers: { cookie } }, (response) => {
      const result: Download = { status: response.statusCode, headers: response.headers, bytes: 0, lines: 0, peakGrowth: 0 };
      let nextSample = 0;
      response.on('data', (chunk: Buffer) => {
        result.bytes += chunk.length;
        for (const byte of chunk) if (byte === 0x0a) result.lines += 1;
        if (result.bytes < nextSample) return;
        nextSample += SAMPLE_EVERY_BYTES;
        result.peakGrowth = Math.max(result.peakGrowth, liveHeapBytes() - baseline);
      });
      response.on('end', () => resolve(result));
      response.on('error', reject);
    }).on('error', reject);
  });
}

describeEachDatabase('the members export of 10,000 members', (database) => {
  let app: FastifyInstance;
  let port: number;
  let cookie: string;
  beforeAll(async () => {
    const { db } = database().handle;
    ({ app } = await membershipTestApp(database().handle));
    port = await listenOnLoopback(app);
    cookie = await staffCookie(db, (await createStaff(db, { role: 'membership' })).id);
    await seedManyMembers(db, MEMBERS);
  });
  afterAll(() => app.close());

  it('streams every member over a socket with bounded live heap', async ({ annotate }) => {
    const result = await download(port, '/api/admin/exports/members.csv', cookie);
    expect(result.status).toBe(200);
    // Streamed: no length known in advance.
    expect(result.headers['transfer-encoding']).toBe('chunked');
    expect(result.headers['content-length']).toBeUndefined();
    expect(result.lines).toBe(MEMBERS + 1);
    expect(result.peakGrowth).toBeLessThan(BOUND_BYTES);
    await annotate(
      `${MEMBERS} members, ${(result.bytes / MB).toFixed(1)} MB of CSV: peak live heap growth ${(result.peakGrowth / MB).toFixed(2)} MB (bound ${BOUND_BYTES / MB} MB)`,
    );
  });
});
