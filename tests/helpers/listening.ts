import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Puts the app on a real loopback socket and returns its port: for tests where
 * inject would hide what a client's bytes do (streamed, slow or raw requests,
 * truly parallel connections).
 */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}
