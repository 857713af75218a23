import type { FastifyError, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client';
import { loggableMessage } from './log-safety';
import { requestLocale } from './request-locale';
import { serverMessages } from './server-messages';

export interface ApiErrorBody {
  error: { statusCode: number; message: string };
}

function apiError(statusCode: number, message: string): ApiErrorBody {
  return { error: { statusCode, message } };
}

/** How long a client, or a payment provider's webhook delivery, should wait before retrying. */
const OUTAGE_RETRY_AFTER_SECONDS = 5;

async function databaseAnswers(database: Pick<DatabaseHandle, 'ping'>): Promise<boolean> {
  try {
    await database.ping();
    return true;
  } catch {
    return false;
  }
}

/**
 * API errors are always JSON with a message meant for people; stack traces and
 * internal details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance, database: Pick<DatabaseHandle, 'ping'>): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode < 500) {
      request.log.info({ rejection: { message: loggableMessage(error), code: error.code } }, 'request rejected');
      return reply.code(statusCode).send(apiError(statusCode, error.message));
    }
    request.log.error({ err: error }, 'request failed');
    const messages = serverMessages.in(requestLocale(request));
    // An unexpected error while the database does not answer is an outage, not
    // a bug: 503 tells browsers and payment providers that the same request
    // will work when they retry it. Drivers word a lost connection in too many
    // ways to recognise it from the error itself.
    if (statusCode === 500 && !(await databaseAnswers(database))) {
      reply.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(apiError(503, messages('errors.unavailable')));
    }
    return reply.code(statusCode).send(apiError(statusCode, messages('errors.failed')));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(apiError(404, `No API endpoint at ${request.method} ${request.url.split('?')[0]}`));
  });
}
