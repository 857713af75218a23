import type { FastifyInstance } from 'fastify';
import { deletionRequestSchema, type DeletionRequestStatus } from '@shared/deletion-request';
import type { Database } from '../db/client';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { calendarDate } from '../invoices/calendar-date';
import { requireAccount } from './current-account';
import { openDeletionRequest, requestDeletion } from './deletion-requests';
import { memberData } from './member-data';
import { assertSameOrigin } from './same-origin';

export interface MemberDataRouteOptions {
  db: Database;
  siteOrigin: string;
  writesPerMinute: number;
}

/** The member's own data: download everything held about them, and ask for their account to be deleted. */
export function registerMemberDataRoutes(app: FastifyInstance, { db, siteOrigin, writesPerMinute }: MemberDataRouteOptions): void {
  app.get('/api/account/data', async (request, reply) => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    const data = await memberData(db, account.id);
    const day = calendarDate(new Date(), 'UTC');
    return reply
      .type('application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="my-data-${day}.json"`)
      .header('Cache-Control', 'private, no-store')
      .send(JSON.stringify(data, null, 2));
  });

  app.get('/api/account/deletion-request', async (request, reply): Promise<DeletionRequestStatus> => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    reply.header('Cache-Control', 'private, no-store');
    return { requestedAt: (await openDeletionRequest(db, account.id))?.toISOString() ?? null };
  });

  app.post(
    '/api/account/deletion-request',
    { config: { rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request, siteOrigin);
      const { account } = await requireAccount(db, request, requestLocale(request));
      const { message } = parseBody(deletionRequestSchema, request.body);
      const { requestedAt, created } = await requestDeletion(db, { accountId: account.id, message, ip: request.ip });
      reply.code(created ? 201 : 200);
      return { requestedAt: requestedAt.toISOString() } satisfies DeletionRequestStatus;
    },
  );
}
