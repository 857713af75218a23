import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { clientErrorsUrl, type ClientErrorReport } from '@shared/client-errors';
import { parseBody } from './validation';

/** Bounded, as the browser's reporter cuts them; nothing else is taken. */
const clientErrorReportSchema = z.strictObject({
  message: z.string().max(500),
  stack: z.array(z.string().max(300)).max(40).optional(),
  path: z.string().max(300).regex(/^\//, 'must be a path on this site'),
}) satisfies z.ZodType<ClientErrorReport>;

/** The largest report the schema allows, with room for JSON's quoting. */
const REPORT_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/client-errors: a page that failed to render in a browser. The
 * report is logged as an error, so it reaches whoever watches the logs; the
 * visitor's browser gets 204 and nothing else.
 */
export function registerClientErrorRoutes(app: FastifyInstance, reportsPerMinute: number): void {
  app.post(
    clientErrorsUrl,
    { bodyLimit: REPORT_BODY_LIMIT, config: { rateLimit: { max: reportsPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const report = parseBody(clientErrorReportSchema, request.body);
      request.log.error({ clientError: report }, 'a page failed to render in a browser');
      return reply.code(204).send();
    },
  );
}
