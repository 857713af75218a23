import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import { staffSessions } from '../db/schema';
import { hashToken } from '../security/random-token';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS } from '../staff/staff-session-policy';

describeEachDatabase('a staff session', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
  const ageSession = (cookie: string, set: { createdAgoMs: number; lastSeenAgoMs: number }) => {
    const now = Date.now();
    return database()
      .handle.db.update(staffSessions)
      .set({ lastSeenAt: new Date(now - set.lastSeenAgoMs), expiresAt: new Date(now - set.createdAgoMs + STAFF_SESSION_ABSOLUTE_MS) })
      .where(eq(staffSessions.tokenHash, hashToken(cookie.split('=')[1] ?? '')));
  };

  it('tells the back office who is signed in, as the account reads now', async () => {
    const { db } = database().handle;
    const staff = await createStaff(db, { role: 'finance', email: 'Finance.Person@Staff.Example', displayName: 'Fatima Finance' });
    const cookie = await staffCookie(db, staff.id);
    const response = await me(cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ staff: { email: 'finance.person@staff.example', displayName: 'Fatima Finance', role: 'finance' } });
    await db.execute(sql`UPDATE staff_accounts SET role = 'membership' WHERE id = ${staff.id}`);
    expect((await me(cookie)).json()).toMatchObject({ staff: { role: 'membership' } });
  });

  it('answers who is signed in, or that nobody is, without failing the request', async () => {
    const { db } = database().handle;
    const session = (cookie?: string) =>
      app.inject({ method: 'GET', url: '/api/admin/session', headers: cookie === undefined ? {} : { cookie } });
    const signedOut = await session();
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json()).toEqual({ staff: null });
    expect((await session('qncc_staff=not-a-real-token')).json()).toEqual({ staff: null });
    const staff = await createStaff(db, { role: 'membership', email: 'member.desk@staff.example', displayName: 'Mona Desk' });
    const cookie = await staffCookie(db, staff.id);
    expect((await session(cookie)).json()).toEqual({
      staff: { email: 'member.desk@staff.example', displayName: 'Mona Desk', role: 'membership' },
    });
    await ageSession(cookie, { createdAgoMs: 60_000, lastSeenAgoMs: STAFF_SESSION_IDLE_MS + 1_000 });
    expect((await session(cookie)).json()).toEqual({ staff: null });
  });

  it('ends after 30 minutes without a request, and is kept alive by requests', async () => {
    const { db } = database().handle;
    const cookie = await staffCookie(db, (await createStaff(db, { role: 'admin' })).id);
    await ageSession(cookie, { createdAgoMs: STAFF_SESSION_IDLE_MS, lastSeenAgoMs: STAFF_SESSION_IDLE_MS - 60_000 });
    expect((await me(cookie)).statusCode).toBe(200);
    // That request restarted the idle timer: nearly 30 minutes later it still holds.
    const [row] = await db
      .select({ lastSeenAt: staffSessions.lastSeenAt })
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, hashToken(cookie.split('=')[1] ?? '')));
    expect(Date.now() - (row?.lastSeenAt.getTime() ?? 0)).toBeLessThan(STAFF_SESSION_IDLE_MS);
    await ageSession(cookie, { createdAgoMs: STAFF_SESSION_IDLE_MS, lastSeenAgoMs: STAFF_SESSION_IDLE_MS + 1_000 });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends 12 hours after it began, however active', async () => {
    const { db } = database().handle;
    const cookie = await staffCookie(db, (await createStaff(db, { role: 'admin' })).id);
    await ageSession(cookie, { createdAgoMs: STAFF_SESSION_ABSOLUTE_MS + 1_000, lastSeenAgoMs: 0 });
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends when the account is disabled', async () => {
    const { db } = database().handle;
    const staff = await createStaff(db, { role: 'admin' });
    const cookie = await staffCookie(db, staff.id);
    await db.execute(sql`UPDATE staff_accounts SET disabled_at = now() WHERE id = ${staff.id}`);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('never authorises member routes', async () => {
    const { db } = database().handle;
    const cookie = await staffCookie(db, (await createStaff(db, { role: 'admin' })).id);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: { cookie } })).json()).toEqual({ member: null });
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: { cookie } })).statusCode).toBe(401);
  });

  it('is ended by signing out', async () => {
    const { db } = database().handle;
    const cookie = await staffCookie(db, (await createStaff(db, { role: 'membership' })).id);
    const signOut = await app.inject({ method: 'DELETE', url: '/api/admin/session', headers: { cookie } });
    expect(signOut.statusCode).toBe(204);
    expect(signOut.cookies.find((set) => set.name === 'qncc_staff')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
  });
});
