import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, type ContactMessageResponse } from '@shared/contact-message';
import type { Database } from '../db/client';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { receiveContactMessage } from './receive-contact-message';

/** POST /api/contact-messages: the contact page's form, sent by its script. */
export function registerContactRoutes(
  app: FastifyInstance,
  options: { db: Database; requestsPerMinute: number; onQueued: () => void },
): void {
  const config = { rateLimit: { max: options.requestsPerMinute, timeWindow: '1 minute' }, multiLineFields: ['message'] };

  app.post('/api/contact-messages', { config }, async (request, reply): Promise<ContactMessageResponse> => {
    const message = parseBody(contactMessageSchema(requestLocale(request)), request.body);
    if ((await receiveContactMessage(options.db, message, { ip: request.ip })) === 'stored') options.onQueued();
    reply.code(202);
    return { status: 'received' };
  });
}
