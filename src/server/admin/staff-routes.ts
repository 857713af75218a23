import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  staffInviteAcceptSchema,
  staffInviteOpenSchema,
  staffInviteSchema,
  staffRoleChangeSchema,
  type AcceptedStaffInvite,
  type OpenedStaffInvite,
  type StaffOverview,
} from '@shared/staff';
import { assertSameOrigin } from '../accounts/same-origin';
import { staffAccounts, staffInvites } from '../db/schema';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import { parseBody } from '../http/validation';
import { changeStaffRole, disableStaff, listStaff, StaffChangeError, type StaffChangeRefusal } from '../staff/staff-accounts';
import { acceptInvite, describeInvite, inviteStaff } from '../staff/staff-invites';
import { signedInStaff, staffActor, staffOnly } from '../staff/staff-guard';
import { staffSessionCookie } from '../staff/staff-session-cookie';
import { startStaffSession } from '../staff/staff-sessions';
import type { AdminRouteDeps } from './admin-routes';

const refusals: Record<StaffChangeRefusal, { status: number; message: 'exists' | 'notFound' | 'lastAdmin' | 'wrongCode' }> = {
  exists: { status: 409, message: 'exists' },
  'not-found': { status: 404, message: 'notFound' },
  'last-admin': { status: 409, message: 'lastAdmin' },
  'wrong-code': { status: 400, message: 'wrongCode' },
};

/** Runs a staff change, answering a refusal in the request's language. */
async function answeringRefusals<T>(request: FastifyRequest, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (!(error instanceof StaffChangeError)) throw error;
    const refusal = refusals[error.reason];
    throw new HttpError(refusal.status, serverMessages.in(requestLocale(request))(`staff.${refusal.message}`));
  }
}

const staffIdParams = z.strictObject({ staffId: z.uuid() });

/** The email of the staff account a path names, or a 404. */
async function staffEmailFrom(request: FastifyRequest, db: AdminRouteDeps['db']): Promise<string> {
  const params = staffIdParams.safeParse(request.params);
  const [row] = params.success
    ? await db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, params.data.staffId))
    : [];
  if (!row) throw new HttpError(404, serverMessages.in(requestLocale(request))('staff.notFound'));
  return row.email;
}

/** The routes an invitation is opened and accepted by: the invitee has no session yet (the route inventory lists them). */
export const sessionlessStaffRoutes = ['POST /api/admin/invites/open', 'POST /api/admin/invites/accept'] as const;

/** Managing staff (admins only): the list, roles, disabling and invitations; and accepting an invitation. */
export function registerStaffAdminRoutes(
  app: FastifyInstance,
  {
    db,
    siteUrl,
    siteOrigin,
    writesPerMinute,
    onQueued,
  }: Pick<AdminRouteDeps, 'db' | 'siteUrl' | 'siteOrigin' | 'writesPerMinute' | 'onQueued'>,
): void {
  const writeLimit = { rateLimit: { max: writesPerMinute, timeWindow: '1 minute' } };

  app.get('/api/admin/staff', { ...staffOnly(['admin']) }, async (): Promise<StaffOverview> => {
    const [staff, invites] = await Promise.all([
      listStaff(db),
      db
        .select()
        .from(staffInvites)
        .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date())))
        .orderBy(asc(staffInvites.expiresAt)),
    ]);
    return {
      staff: staff.map((row) => ({
        id: row.id,
        email: row.email,
        displayName: row.displayName,
        role: row.role,
        disabled: row.disabledAt !== null,
        createdAt: row.createdAt.toISOString(),
      })),
      invites: invites.map((invite) => ({ email: invite.email, role: invite.role, expiresAt: invite.expiresAt.toISOString() })),
    };
  });

  app.post('/api/admin/staff/invites', { ...staffOnly(['admin']) }, async (request, reply) => {
    const locale = requestLocale(request);
    const body = parseBody(staffInviteSchema(locale), request.body);
    const inviter = signedInStaff(request);
    await answeringRefusals(request, () =>
      inviteStaff(
        db,
        siteUrl,
        { ...body, locale },
        { actor: { kind: 'staff', id: inviter.id, email: inviter.email }, displayName: inviter.displayName, ip: request.ip },
      ),
    );
    onQueued();
    return reply.code(201).send({ email: body.email.toLowerCase() });
  });

  app.patch('/api/admin/staff/:staffId', { ...staffOnly(['admin']) }, async (request) => {
    const { role } = parseBody(staffRoleChangeSchema(requestLocale(request)), request.body);
    const email = await staffEmailFrom(request, db);
    const updated = await answeringRefusals(request, () => changeStaffRole(db, email, role, staffActor(request), request.ip));
    return { role: updated.role };
  });

  app.post('/api/admin/staff/:staffId/disable', { ...staffOnly(['admin']) }, async (request) => {
    const email = await staffEmailFrom(request, db);
    await answeringRefusals(request, () => disableStaff(db, email, staffActor(request), request.ip));
    return { disabled: true };
  });

  const inviteInvalid = (request: FastifyRequest) => new HttpError(410, serverMessages.in(requestLocale(request))('staff.inviteInvalid'));

  app.post('/api/admin/invites/open', { config: writeLimit }, async (request): Promise<OpenedStaffInvite> => {
    assertSameOrigin(request, siteOrigin);
    const { token } = parseBody(staffInviteOpenSchema, request.body);
    const invite = await describeInvite(db, token);
    if (!invite) throw inviteInvalid(request);
    return invite;
  });

  app.post('/api/admin/invites/accept', { config: writeLimit }, async (request, reply): Promise<AcceptedStaffInvite> => {
    assertSameOrigin(request, siteOrigin);
    const body = parseBody(staffInviteAcceptSchema(requestLocale(request)), request.body);
    const accepted = await answeringRefusals(request, () => acceptInvite(db, body, request.ip));
    if (!accepted) throw inviteInvalid(request);
    const session = await startStaffSession(db, accepted.staff.id);
    staffSessionCookie.set(request, reply, session.token, session.expiresAt);
    const { email, displayName, role } = accepted.staff;
    return { staff: { email, displayName, role }, recoveryCodes: accepted.recoveryCodes };
  });
}
