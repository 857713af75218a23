import { randomUUID } from 'node:crypto';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { signedInMember } from '../../../tests/helpers/session';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import { staffRoles, type StaffRole } from '@shared/staff-roles';
import { isStaffGuard } from '../staff/staff-guard';
import { sessionlessAdminRoutes } from './admin-routes';

interface AdminRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[] | undefined;
  guarded: boolean;
}

const handlersOf = (value: RouteOptions['preHandler']): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

function adminRoutesOf(route: RouteOptions): AdminRoute[] {
  if (!route.url.startsWith('/api/admin')) return [];
  const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      roles: route.config?.staffRoles,
      guarded: handlersOf(route.preHandler).some(isStaffGuard),
    }));
}

/** A concrete URL for a route pattern: path parameters become ids nobody has. */
const concrete = (url: string) => url.replace(/:\w+/g, randomUUID());

describeEachDatabase('every /api/admin route', (database) => {
  let app: FastifyInstance;
  const routes: AdminRoute[] = [];
  const guardedRoutes = () => routes.filter((route) => !sessionlessAdminRoutes.includes(`${route.method} ${route.url}`));
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, {}, { onRoute: (route) => routes.push(...adminRoutesOf(route)) }));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (route: AdminRoute, headers: Record<string, string> = {}) =>
    app.inject({
      method: route.method as HTTPMethods,
      url: concrete(route.url),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    });

  it('is guarded by staffOnly with known roles, except the routes that make and end a session', async ({ annotate }) => {
    expect(routes.length).toBeGreaterThan(0);
    for (const route of guardedRoutes()) {
      expect({ route: `${route.method} ${route.url}`, guarded: route.guarded }).toEqual({
        route: `${route.method} ${route.url}`,
        guarded: true,
      });
      expect(route.roles?.length, `${route.method} ${route.url} names no roles`).toBeGreaterThan(0);
      for (const role of route.roles ?? []) expect(staffRoles).toContain(role);
    }
    // The exceptions are real routes, not stale names.
    for (const exception of sessionlessAdminRoutes) expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(exception);
    await annotate(`route inventory: ${routes.length} /api/admin routes, ${guardedRoutes().length} guarded by staffOnly`);
  });

  it('refuses anonymous requests and members with 401', async () => {
    const member = await signedInMember(app);
    for (const route of guardedRoutes()) {
      expect((await call(route)).statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect((await call(route, { cookie: `qncc_session=${member.token}` })).statusCode, `${route.method} ${route.url} member`).toBe(401);
    }
  });

  it('refuses staff whose role the route does not name with 403', async () => {
    const { db } = database().handle;
    const cookies = new Map<StaffRole, string>();
    for (const role of staffRoles) cookies.set(role, await staffCookie(db, (await createStaff(db, { role })).id));
    for (const route of guardedRoutes()) {
      for (const role of staffRoles.filter((candidate) => candidate !== 'admin' && !route.roles?.includes(candidate))) {
        expect((await call(route, { cookie: cookies.get(role) ?? '' })).statusCode, `${route.method} ${route.url} as ${role}`).toBe(403);
      }
    }
  });

  it('refuses cross-site requests with 403, even with a valid admin session', async () => {
    const { db } = database().handle;
    const cookie = await staffCookie(db, (await createStaff(db, { role: 'admin' })).id);
    for (const route of routes) {
      const crossSite = { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' };
      expect((await call(route, crossSite)).statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});
