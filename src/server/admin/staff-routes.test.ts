import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { createStaff, staffCookie, totpCode } from '../../../tests/helpers/staff';
import { queryRows } from '../db/query-rows';
import { emailDeliveries } from '../db/schema';

describeEachDatabase('managing staff', (database) => {
  let app: FastifyInstance;
  let adminCookie: string;
  let adminId: string;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
    const admin = await createStaff(database().handle.db, { role: 'admin', displayName: 'Amal Admin' });
    adminId = admin.id;
    adminCookie = await staffCookie(database().handle.db, admin.id);
  });
  afterAll(() => app.close());

  const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie: adminCookie }, ...(payload ? { payload } : {}) });
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });
  const auditOf = (action: string) =>
    queryRows<{ actor_id: string | null; subject_id: string; before: unknown; after: unknown }>(
      database().handle.db,
      sql`SELECT actor_id, subject_id, before, after FROM audit_log WHERE action = ${action} ORDER BY id`,
    );

  /** Invites someone and returns the token of the link in the email the server queued for them. */
  async function invite(email: string, role = 'membership'): Promise<string> {
    const response = await asAdmin('POST', '/api/admin/staff/invites', { email, role });
    expect(response.statusCode, response.body).toBe(201);
    const [mail] = await database().handle.db.select().from(emailDeliveries).where(eq(emailDeliveries.toAddress, email.toLowerCase()));
    const token = /\/admin\/invite\?token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error(`no invitation link in ${mail?.textBody ?? 'no email'}`);
    return token;
  }

  async function codeFor(token: string): Promise<string> {
    const opened = await post('/api/admin/invites/open', { token });
    expect(opened.statusCode, opened.body).toBe(200);
    return totpCode(opened.json<{ totpSecret: string }>().totpSecret);
  }

  const accept = (token: string, code: string) =>
    post('/api/admin/invites/accept', { token, code, displayName: 'Noor Newcomer', password: 'a good staff password' });

  it('invites by email with a single-use link, and the invitee sets a password and an authenticator and is signed in', async () => {
    const token = await invite('Noor@Staff.Example');
    const listed = await asAdmin('GET', '/api/admin/staff');
    expect(listed.json().invites).toEqual([{ email: 'noor@staff.example', role: 'membership', expiresAt: expect.any(String) }]);

    const opened = await post('/api/admin/invites/open', { token });
    expect(opened.json()).toMatchObject({
      email: 'noor@staff.example',
      role: 'membership',
      otpauthUri: expect.stringMatching(/^otpauth:\/\/totp\/QNCC:noor%40staff\.example\?secret=/),
    });
    expect(opened.json().qrSvg).toMatch(/^<svg /);

    const accepted = await accept(token, await codeFor(token));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().staff).toEqual({ email: 'noor@staff.example', displayName: 'Noor Newcomer', role: 'membership' });
    expect(accepted.json().recoveryCodes).toHaveLength(10);
    const cookie = accepted.cookies.find((set) => set.name === 'qncc_staff');
    const me = await app.inject({ method: 'GET', url: '/api/admin/me', cookies: { qncc_staff: cookie?.value ?? '' } });
    expect(me.json()).toEqual({ staff: { email: 'noor@staff.example', displayName: 'Noor Newcomer', role: 'membership' } });

    // Used once: the link opens nothing any more.
    expect((await post('/api/admin/invites/open', { token })).statusCode).toBe(410);
    expect((await accept(token, '123456')).statusCode).toBe(410);
    expect((await auditOf('staff.invited')).at(-1)).toMatchObject({
      actor_id: adminId,
      after: { email: 'noor@staff.example', role: 'membership' },
    });
    expect((await auditOf('staff.invite-accepted')).at(-1)).toMatchObject({ after: { role: 'membership', invitedBy: adminId } });
  });

  it('keeps the invitation when the code is wrong, and makes one account when it is accepted twice at once', async () => {
    const token = await invite('twice@staff.example', 'finance');
    const code = await codeFor(token);
    expect((await accept(token, code === '000000' ? '111111' : '000000')).statusCode).toBe(400);
    const answers = await Promise.all([accept(token, code), accept(token, code), accept(token, code)]);
    expect(answers.map((answer) => answer.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const rows = await queryRows<{ count: number }>(
      database().handle.db,
      sql`SELECT count(*)::int AS count FROM staff_accounts WHERE email = 'twice@staff.example'`,
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('refuses an expired invitation, a forged token and inviting someone who is already staff', async () => {
    const token = await invite('late@staff.example');
    await database().handle.db.execute(
      sql`UPDATE staff_invites SET expires_at = now() - interval '1 second' WHERE email = 'late@staff.example'`,
    );
    expect((await post('/api/admin/invites/open', { token })).statusCode).toBe(410);
    expect((await post('/api/admin/invites/open', { token: 'x'.repeat(43) })).statusCode).toBe(410);
    expect((await post('/api/admin/invites/open', { token: 'short' })).statusCode).toBe(400);
    const existing = await asAdmin('POST', '/api/admin/staff/invites', { email: 'noor@staff.example', role: 'admin' });
    expect(existing.statusCode).toBe(409);
  });

  it('changes a role and disables an account, audited with before and after; a disabled member of staff is signed out at once', async () => {
    const colleague = await createStaff(database().handle.db, { role: 'finance' });
    const theirCookie = await staffCookie(database().handle.db, colleague.id);
    const changed = await asAdmin('PATCH', `/api/admin/staff/${colleague.id}`, { role: 'membership' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await auditOf('staff.role-changed')).at(-1)).toEqual({
      actor_id: adminId,
      subject_id: colleague.id,
      before: { role: 'finance', disabled: false },
      after: { role: 'membership', disabled: false },
    });
    expect((await asAdmin('POST', `/api/admin/staff/${colleague.id}/disable`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: theirCookie } })).statusCode).toBe(401);
    const listed = (await asAdmin('GET', '/api/admin/staff')).json<{ staff: Array<{ id: string; disabled: boolean }> }>().staff;
    expect(listed.find((row) => row.id === colleague.id)?.disabled).toBe(true);
    expect((await asAdmin('PATCH', '/api/admin/staff/not-an-id', { role: 'admin' })).statusCode).toBe(404);
    expect((await asAdmin('PATCH', `/api/admin/staff/${colleague.id}`, { role: 'owner' })).statusCode).toBe(400);
  });
});
