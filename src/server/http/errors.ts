import type { FastifyError, FastifyInstance } from 'fastify';
import type { Localized } from '@shared/locales';
import type { DatabaseHandle } from '../db/client';
import { loggableMessage } from './log-safety';
import { requestLocale } from './request-locale';

export interface ApiErrorBody {
  error: { statusCode: number; message: string };
}

function apiError(statusCode: number, message: string): ApiErrorBody {
  return { error: { statusCode, message } };
}

/** Messages for failures whose framework wording is English and technical; the rest of our errors are written per language where they are thrown. */
export const errorMessages = {
  unavailable: {
    en: 'The service is briefly unavailable. Please try again in a moment.',
    ar: 'الخدمة غير متاحة لفترة وجيزة. يرجى المحاولة مرة أخرى بعد قليل.',
    nl: 'De dienst is even niet beschikbaar. Probeer het zo meteen opnieuw.',
  },
  failed: {
    en: 'Something went wrong on our side. Please try again.',
    ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى.',
    nl: 'Er ging bij ons iets mis. Probeer het opnieuw.',
  },
  controlCharacter: {
    en: 'contains a control character (such as a tab, a line break or NUL), which is not accepted.',
    ar: 'يحتوي على حرف تحكم (مثل علامة جدولة أو فاصل أسطر أو NUL)، وهذا غير مقبول.',
    nl: 'bevat een stuurteken (zoals een tab, een regeleinde of NUL), dat niet wordt geaccepteerd.',
  },
  tooManyRequests: {
    en: 'Too many requests. Please wait a minute and try again.',
    ar: 'طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
    nl: 'Te veel verzoeken. Wacht een minuut en probeer het opnieuw.',
  },
} satisfies Record<string, Localized>;

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
    const locale = requestLocale(request);
    // An unexpected error while the database does not answer is an outage, not
    // a bug: 503 tells browsers and payment providers that the same request
    // will work when they retry it. Drivers word a lost connection in too many
    // ways to recognise it from the error itself.
    if (statusCode === 500 && !(await databaseAnswers(database))) {
      reply.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply.code(503).send(apiError(503, errorMessages.unavailable[locale]));
    }
    return reply.code(statusCode).send(apiError(statusCode, errorMessages.failed[locale]));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send(apiError(404, `No API endpoint at ${request.method} ${request.url.split('?')[0]}`));
  });
}
