import type { FastifyError, FastifyInstance } from 'fastify';

export interface ApiErrorBody {
  error: { statusCode: number; message: string };
}

function apiError(statusCode: number, message: string): ApiErrorBody {
  return { error: { statusCode, message } };
}

/**
 * API errors are always JSON with a message meant for people; stack traces and
 * internal details stay in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (statusCode >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ err: { message: error.message, code: error.code } }, 'request rejected');
    }
    const message = statusCode >= 500 ? 'Something went wrong on our side. Please try again.' : error.message;
    return reply.code(statusCode).send(apiError(statusCode, message));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(apiError(404, `No API endpoint at ${request.method} ${request.url.split('?')[0]}`));
  });
}
