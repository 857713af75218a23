import type { FastifyInstance } from 'fastify';

/**
 * Every form on the site fits in a few KB even with each field at its
 * schema's maximum in four-byte characters; anything larger is refused with
 * 413 while it arrives (at once when Content-Length announces it), before any
 * parsing.
 */
export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/** Payment providers' signed events carry whole objects, so their endpoint takes more than a form. */
const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;
const WEBHOOK_URL = '/api/webhooks/payments';

/** Routes without a limit of their own get the form limit from Fastify's bodyLimit; the webhook gets its larger one here. */
export function registerBodyLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.url === WEBHOOK_URL) route.bodyLimit ??= WEBHOOK_BODY_LIMIT_BYTES;
  });
}
