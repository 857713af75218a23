import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { listenOnLoopback } from '../../../tests/helpers/listening';
import { membershipTestApp } from '../../../tests/helpers/membership';

const SITE = new URL('https://qnlchamber.org');

/** Browsers ignore tabs and newlines in a Location and read `//host` or `/\host` as another site. */
function leavesTheSite(location: string): boolean {
  return new URL(location.replace(/[\t\n\r]/g, ''), SITE).origin !== SITE.origin;
}

/** The request line exactly as written: inject() would parse `/\host` as a URL first and hide the bug. */
async function rawGet(port: number, target: string): Promise<{ status: number; location: string | undefined }> {
  const socket = connect(port, '127.0.0.1');
  socket.end(`GET ${target} HTTP/1.1\r\nHost: qnlchamber.org\r\nConnection: close\r\n\r\n`);
  let response = '';
  socket.setEncoding('latin1').on('data', (chunk: string) => (response += chunk));
  await new Promise((resolve, reject) => socket.on('close', resolve).on('error', reject));
  const head = response.split('\r\n\r\n')[0] ?? '';
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
    location: /^location: (.*)$/im.exec(head)?.[1],
  };
}

describeEachDatabase('redirects never leave the site', (database) => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
    port = await listenOnLoopback(app);
  });
  afterAll(() => app.close());

  it.each([
    ['//evil.example/', '/evil.example'],
    ['/\\evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/\\/evil.example/?next=1', '/evil.example?next=1'],
    ['//evil.example//', '/evil.example'],
    ['/about/', '/about'],
  ])('GET %s redirects to the path %s', async (target, expected) => {
    const { status, location } = await rawGet(port, target);
    expect(status).toBe(301);
    expect(leavesTheSite(location ?? ''), location).toBe(false);
    expect(location).toBe(expected);
  });
});
