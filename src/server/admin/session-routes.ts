import type { FastifyInstance } from 'fastify';
import { staffSignInSchema, type StaffProfile } from '@shared/staff';
import { assertSameOrigin } from '../accounts/same-origin';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { staffSessionCookie } from '../staff/staff-session-cookie';
import { signInStaff } from '../staff/staff-sign-in';
import { endStaffSession, resolveStaffSession } from '../staff/staff-sessions';
import { anyStaff, signedInStaff, staffOnly } from '../staff/staff-guard';
import type { AdminRouteDeps } from './admin-routes';

/**
 * The routes a staff session is asked about, made and ended by: they cannot
 * require one (the route inventory lists them).
 */
export const sessionlessSessionRoutes = ['GET /api/admin/session', 'POST /api/admin/session', 'DELETE /api/admin/session'] as const;

/**
 * Whether and who is signed in (GET /api/admin/session: `staff` is null
 * without a session, so a back-office page opened signed out logs no failed
 * request), who is signed in for a guarded API call (GET /api/admin/me: 401
 * without a session), signing in (POST) and out (DELETE /api/admin/session).
 */
export function registerSessionAdminRoutes(app: FastifyInstance, { db, siteOrigin }: Pick<AdminRouteDeps, 'db' | 'siteOrigin'>): void {
  app.get('/api/admin/me', { ...staffOnly(anyStaff) }, async (request): Promise<{ staff: StaffProfile }> => {
    const { email, displayName, role } = signedInStaff(request);
    return { staff: { email, displayName, role } };
  });

  app.get('/api/admin/session', async (request): Promise<{ staff: StaffProfile | null }> => {
    assertSameOrigin(request, siteOrigin);
    const token = staffSessionCookie.read(request);
    const staff = token ? await resolveStaffSession(db, token) : undefined;
    return { staff: staff ? { email: staff.email, displayName: staff.displayName, role: staff.role } : null };
  });

  app.post('/api/admin/session', async (request, reply): Promise<{ staff: StaffProfile }> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const credentials = parseBody(staffSignInSchema(locale), request.body);
    return { staff: await signInStaff(db, request, reply, credentials, locale) };
  });

  // Signing out must work with a session that has just expired, so it is not guarded; ending a session needs its token.
  app.delete('/api/admin/session', async (request, reply) => {
    assertSameOrigin(request, siteOrigin);
    const token = staffSessionCookie.read(request);
    if (token) await endStaffSession(db, token);
    staffSessionCookie.clear(request, reply);
    return reply.code(204).send();
  });
}
