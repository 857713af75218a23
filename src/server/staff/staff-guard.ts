import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleAllows, staffRoles, type StaffRole } from '@shared/staff-roles';
import { assertSameOrigin } from '../accounts/same-origin';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import type { AuditActor } from './audit';
import { staffSessionCookie } from './staff-session-cookie';
import { resolveStaffSession, type SignedInStaff } from './staff-sessions';

export type { SignedInStaff } from './staff-sessions';

/** What the guard needs from the app: set once by registerAdminRoutes. */
export interface StaffAccess {
  db: Database;
  siteOrigin: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    staffAccess: StaffAccess;
  }
  interface FastifyRequest {
    /** Set by staffOnly's guard on every /api/admin route it protects; undefined anywhere else. */
    staff?: SignedInStaff;
  }
  interface FastifyContextConfig {
    /** The roles a back-office route is open to (admin is always allowed). */
    staffRoles?: readonly StaffRole[];
  }
}

export function provideStaffAccess(app: FastifyInstance, access: StaffAccess): void {
  app.decorate('staffAccess', access);
  app.decorateRequest('staff', undefined);
}

/** The guards staffOnly made, so the route inventory can tell a real guard from any other pre-handler. */
const staffGuards = new WeakSet<preHandlerAsyncHookHandler>();

export function isStaffGuard(handler: unknown): boolean {
  return typeof handler === 'function' && staffGuards.has(handler as preHandlerAsyncHookHandler);
}

/**
 * Route options for a back-office route open to the roles given:
 * `app.post('/api/admin/x', { ...staffOnly(['finance']), schema }, handler)`.
 * The guard refuses a cross-site request (403), a request without a valid staff
 * session (401: a member's session never counts) and a role not listed (403);
 * otherwise it restarts the session's idle timer and sets request.staff.
 */
export function staffOnly(roles: readonly StaffRole[]): {
  config: { staffRoles: readonly StaffRole[] };
  preHandler: preHandlerAsyncHookHandler;
} {
  if (roles.length === 0) throw new Error('staffOnly needs at least one role');
  const guard: preHandlerAsyncHookHandler = async function guardStaffRoute(request) {
    const { db, siteOrigin } = request.server.staffAccess;
    assertSameOrigin(request, siteOrigin);
    const texts = serverMessages.in(requestLocale(request));
    const token = staffSessionCookie.read(request);
    const staff = token ? await resolveStaffSession(db, token) : undefined;
    if (!staff) throw new HttpError(401, texts('staff.signInRequired'));
    if (!roleAllows(staff.role, roles)) throw new HttpError(403, texts('staff.roleRequired'));
    request.staff = staff;
  };
  staffGuards.add(guard);
  return { config: { staffRoles: roles }, preHandler: guard };
}

/** Every role: for what any signed-in staff member may use (their own session, the dashboard frame). */
export const anyStaff = staffRoles;

/** The signed-in staff member of a guarded route; throws when called on a route staffOnly does not guard. */
export function signedInStaff(request: FastifyRequest): SignedInStaff {
  if (!request.staff) throw new Error(`${request.routeOptions.url ?? request.url} is not guarded by staffOnly`);
  return request.staff;
}

/** The audit log's actor for what a guarded route does. */
export function staffActor(request: FastifyRequest): AuditActor {
  const staff = signedInStaff(request);
  return { kind: 'staff', id: staff.id, email: staff.email };
}
