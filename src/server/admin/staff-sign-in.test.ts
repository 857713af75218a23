import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { createStaff, totpCode, type CreatedStaff } from '../../../tests/helpers/staff';
import { queryRows } from '../db/query-rows';
import { replaceRecoveryCodes } from '../staff/recovery-codes';

let addressCounter = 0;
/** Each test signs in from an address of its own, so the per-address throttle of one test never slows another. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

describeEachDatabase('staff sign-in', (database) => {
  let app: FastifyInstance;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
    ({ app } = await membershipTestApp(database().handle, { logLevel: 'info' }, { logStream }));
  });
  afterAll(() => app.close());

  const signIn = (fields: { email: string; password: string; code: string }, remoteAddress = freshAddress()) =>
    app.inject({ method: 'POST', url: '/api/admin/session', payload: fields, remoteAddress });
  const staffCookieOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'qncc_staff');
  const me = (token: string) => app.inject({ method: 'GET', url: '/api/admin/me', cookies: { qncc_staff: token } });
  const auditRows = (staffId: string) =>
    queryRows<{ action: string; actor_kind: string; ip: string; after: { method?: string; failed?: string } }>(
      database().handle.db,
      sql`SELECT action, actor_kind, ip, after FROM audit_log WHERE subject_kind = 'staff' AND subject_id = ${staffId} ORDER BY id`,
    );
  const newStaff = () => createStaff(database().handle.db, { role: 'finance' });
  const withCode = async (staff: CreatedStaff) => ({
    email: staff.email,
    password: staff.password,
    code: await totpCode(staff.totpSecret),
  });

  it('takes the password and the current authenticator code, and starts a staff session in its own cookie', async () => {
    const staff = await newStaff();
    const response = await signIn({ ...(await withCode(staff)), email: staff.email.toUpperCase() }, '203.0.113.7');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ staff: { email: staff.email, role: 'finance' } });
    const cookie = staffCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.find((set) => set.name === 'qncc_session')).toBeUndefined();
    expect((await me(cookie?.value ?? '')).statusCode).toBe(200);
    expect(await auditRows(staff.id)).toEqual([
      { action: 'staff.sign-in', actor_kind: 'staff', ip: '203.0.113.7', after: { method: 'totp' } },
    ]);
  });

  it('accepts an authenticator code once: the same code again is refused', async () => {
    const staff = await newStaff();
    const fields = await withCode(staff);
    expect((await signIn(fields)).statusCode).toBe(200);
    expect((await signIn(fields)).statusCode).toBe(401);
  });

  it('accepts one of two requests carrying the same code at the same moment', async () => {
    const staff = await newStaff();
    const fields = await withCode(staff);
    const responses = await Promise.all([signIn(fields), signIn(fields), signIn(fields)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('accepts the code of the previous 30 seconds (a phone a little behind), not older ones', async () => {
    // The clock starts in the middle of a 30-second step, so the step cannot change between choosing the codes and checking them.
    const stepSeconds = 30;
    const now = Math.floor(Date.now() / 1000 / stepSeconds) * stepSeconds + stepSeconds / 2;
    vi.useFakeTimers({ toFake: ['Date'], now: now * 1000, shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const staff = await newStaff();
    expect(
      (await signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.totpSecret, now - 95) })).statusCode,
    ).toBe(401);
    expect(
      (await signIn({ email: staff.email, password: staff.password, code: await totpCode(staff.totpSecret, now - 30) })).statusCode,
    ).toBe(200);
  });

  it('refuses a wrong code, a wrong password and an unknown email with one message, and audits each without the secrets', async () => {
    const staff = await newStaff();
    const good = await withCode(staff);
    const wrongCode = await signIn({ ...good, code: good.code === '000000' ? '111111' : '000000' });
    const wrongPassword = await signIn({ ...good, password: 'not-the-password' });
    const unknown = await signIn({ ...good, email: 'nobody@staff.example' });
    for (const response of [wrongCode, wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: { statusCode: 401, message: 'Invalid email address, password or code.' } });
      expect(staffCookieOf(response)).toBeUndefined();
    }
    expect((await auditRows(staff.id)).map((row) => [row.action, row.actor_kind, row.after])).toEqual([
      ['staff.sign-in-failed', 'system', { failed: 'code' }],
      ['staff.sign-in-failed', 'system', { failed: 'password' }],
    ]);
    const everything = JSON.stringify(await queryRows(database().handle.db, sql`SELECT * FROM audit_log`)) + logLines.join('');
    expect(everything).not.toContain(staff.password);
    expect(everything).not.toContain(good.code);
    expect(everything).not.toContain('not-the-password');
  });

  it('refuses a disabled account', async () => {
    const staff = await newStaff();
    await database().handle.db.execute(sql`UPDATE staff_accounts SET disabled_at = now() WHERE id = ${staff.id}`);
    expect((await signIn(await withCode(staff))).statusCode).toBe(401);
  });

  it('takes each recovery code once, even twice at the same moment, and never spends one on a wrong password', async () => {
    const staff = await newStaff();
    const [first, second] = await replaceRecoveryCodes(database().handle.db, staff.id);
    expect(first).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    const withRecovery = (code: string | undefined, password = staff.password) => ({ email: staff.email, password, code: code ?? '' });
    expect((await signIn(withRecovery(first, 'wrong password'))).statusCode).toBe(401);
    // Typed in lower case and without dashes, as people do.
    const accepted = await signIn(withRecovery(first?.toLowerCase().replaceAll('-', '')));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await signIn(withRecovery(first))).statusCode).toBe(401);
    const race = await Promise.all([signIn(withRecovery(second)), signIn(withRecovery(second))]);
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 401]);
    expect((await auditRows(staff.id)).filter((row) => row.action === 'staff.sign-in').map((row) => row.after)).toEqual([
      { method: 'recovery-code' },
      { method: 'recovery-code' },
    ]);
  });

  it('slows down guessing with the members’ throttle: after five failures the next attempt must wait', async () => {
    const staff = await newStaff();
    const address = freshAddress();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn({ email: staff.email, password: `guess-${attempt}`, code: '123456' }, address)).statusCode).toBe(401);
    }
    const slowed = await signIn(await withCode(staff), freshAddress());
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
    expect((await auditRows(staff.id)).at(-1)).toMatchObject({ action: 'staff.sign-in-failed', after: { failed: 'throttled' } });
  });

  it('refuses unknown fields, a malformed code and a cross-site request', async () => {
    const staff = await newStaff();
    const fields = await withCode(staff);
    expect((await app.inject({ method: 'POST', url: '/api/admin/session', payload: { ...fields, role: 'admin' } })).statusCode).toBe(400);
    expect((await signIn({ ...fields, code: '12345' })).statusCode).toBe(400);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: fields,
      headers: { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('ends the session the browser had when signing in again', async () => {
    const staff = await newStaff();
    const first = staffCookieOf(await signIn(await withCode(staff)))?.value ?? '';
    await database().handle.db.execute(sql`UPDATE staff_accounts SET totp_last_step = totp_last_step - 1 WHERE id = ${staff.id}`);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/session',
      payload: await withCode(staff),
      cookies: { qncc_staff: first },
      remoteAddress: freshAddress(),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(staffCookieOf(again)?.value).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
  });
});
