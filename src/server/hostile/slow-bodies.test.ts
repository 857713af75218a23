import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { listenOnLoopback } from '../../../tests/helpers/listening';
import { membershipTestApp } from '../../../tests/helpers/membership';

const REQUEST_TIMEOUT_MS = 400;

/** A server that never cuts a slow client off would hold the test this long. */
const GIVE_UP_MS = 4_000;

/** Writes one byte every `everyMs` until the server closes the socket (or the client gives up); resolves with what it answered and when. */
async function trickle(port: number, head: string, everyMs: number): Promise<{ answer: string; heldMs: number }> {
  const started = Date.now();
  const socket: Socket = connect(port, '127.0.0.1');
  socket.setTimeout(GIVE_UP_MS, () => socket.destroy());
  let answer = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (answer += chunk));
  socket.write(head);
  const dripping = setInterval(() => {
    socket.setTimeout(Math.max(1, GIVE_UP_MS - (Date.now() - started)));
    socket.write('x');
  }, everyMs);
  try {
    await new Promise((resolve) => socket.on('close', resolve).on('error', resolve));
  } finally {
    clearInterval(dripping);
  }
  return { answer, heldMs: Date.now() - started };
}

describeEachDatabase('slow clients', (database) => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, {
      timeouts: { requestMs: REQUEST_TIMEOUT_MS, idleMs: 5_000, keepAliveMs: 5_000 },
    }));
    port = await listenOnLoopback(app);
  });
  afterAll(() => app.close());

  it.each([
    [
      'a body sent a byte at a time',
      'POST /api/newsletter-subscriptions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n',
    ],
    ['headers sent a byte at a time', 'POST /api/newsletter-subscriptions HTTP/1.1\r\nHost: x\r\nX-Slow: '],
  ])('cuts off %s once the request timeout passes', { timeout: 10_000 }, async (_name, head) => {
    const { answer, heldMs } = await trickle(port, head, 50);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    // Node checks open requests once a second at most, set below its 30 s default.
    expect(heldMs).toBeLessThan(REQUEST_TIMEOUT_MS + 2_500);
  });

  it('keeps answering everyone else meanwhile', async () => {
    const slow = Array.from({ length: 20 }, () =>
      trickle(port, 'POST /api/session HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 9000\r\n\r\n', 50),
    );
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const answers = (await Promise.all(slow)).map(({ answer }) => answer.slice(0, 12));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'HTTP/1.1 408'));
  });
});
