import type { ServerOptions } from 'node:http';
import type { HttpTimeouts } from '../config';

/** Node looks for overdue requests this often (its default is 30 s, which let slow bodies hold sockets that long past the limit). */
const MAX_CHECK_INTERVAL_MS = 1_000;

/** Fastify's options that cut off clients who send too slowly or hold sockets open doing nothing. */
export function timeoutOptions(timeouts: HttpTimeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node checks headersTimeout <= requestTimeout when it builds the server, before Fastify sets the latter.
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.requestMs,
      connectionsCheckingInterval: Math.min(MAX_CHECK_INTERVAL_MS, timeouts.requestMs),
    },
  };
}
