import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp } from '../../../tests/helpers/membership';
import { signedInMember } from '../../../tests/helpers/session';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import type { DashboardFigures } from '@shared/admin-reports/dashboard';
import { queryRows } from '../db/query-rows';

describeEachDatabase('a member’s own data', (database) => {
  let app: FastifyInstance;
  const db = () => database().handle.db;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  const asMember = (token: string, method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { cookie: `qncc_session=${token}`, ...headers }, ...(payload ? { payload } : {}) });

  it('downloads everything held about the signed-in member as a JSON attachment, without secrets', async () => {
    const { buyer, token, paymentIntentId } = await signedInMember(app);
    await app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email: buyer.email, page: '/account' } });
    const response = await asMember(token, 'GET', '/api/account/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json();
    expect(data.account).toMatchObject({ username: buyer.username, email: buyer.email, firstName: buyer.firstName });
    expect(data.membership).toMatchObject({ tier: expect.any(String) });
    expect(data.checkouts).toEqual([expect.objectContaining({ paymentIntentId, status: 'completed', providerStatus: 'succeeded' })]);
    expect(data.payments).toEqual([expect.objectContaining({ paymentIntentId })]);
    expect(data.invoices).toEqual([expect.objectContaining({ kind: 'invoice', number: expect.any(String) })]);
    expect(data.newsletter).toEqual([expect.objectContaining({ status: 'pending', sourcePage: '/account' })]);
    expect(data.sessions.active).toBeGreaterThan(0);
    expect(data.emails.length).toBeGreaterThan(0);
    const text = response.body;
    for (const secret of ['password', 'Hash', 'hash', 'token', buyer.password]) expect(text).not.toContain(secret);
  });

  it('gives nothing without a member session, and a staff session is not one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/account/data' })).statusCode).toBe(401);
    const staff = await createStaff(db(), { role: 'admin' });
    const cookie = await staffCookie(db(), staff.id);
    expect((await app.inject({ method: 'GET', url: '/api/account/data', headers: { cookie } })).statusCode).toBe(401);
  });

  it('stores one deletion request however often it is sent, audits it as the member, and shows it on the dashboard', async () => {
    const { token } = await signedInMember(app);
    const [account] = await queryRows<{ id: string }>(db(), sql`SELECT account_id AS id FROM sessions ORDER BY created_at DESC LIMIT 1`);
    expect((await asMember(token, 'GET', '/api/account/deletion-request')).json()).toEqual({ requestedAt: null });

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => asMember(token, 'POST', '/api/account/deletion-request', { message: 'Please remove my account.' })),
    );
    expect(responses.every((response) => [200, 201].includes(response.statusCode))).toBe(true);
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1);
    expect(await countRows(database().handle, 'deletion_requests', sql`account_id = ${account?.id ?? ''}`)).toBe(1);
    const audits = await queryRows<{ actor_kind: string; actor_id: string; subject_id: string }>(
      db(),
      sql`SELECT actor_kind, actor_id, subject_id FROM audit_log WHERE action = 'member.deletion-requested' AND actor_id = ${account?.id ?? ''}`,
    );
    expect(audits).toEqual([{ actor_kind: 'member', actor_id: account?.id, subject_id: account?.id }]);
    const status = (await asMember(token, 'GET', '/api/account/deletion-request')).json<{ requestedAt: string }>();
    expect(Date.parse(status.requestedAt)).not.toBeNaN();

    const staff = await createStaff(db(), { role: 'membership' });
    const dashboard = await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { cookie: await staffCookie(db(), staff.id) },
    });
    expect(dashboard.json<DashboardFigures>().deletionRequests.requests).toContainEqual(
      expect.objectContaining({ accountId: account?.id, message: 'Please remove my account.' }),
    );
  });

  it('refuses a deletion request from another site, without a session, or with a bad body', async () => {
    const { token } = await signedInMember(app);
    const crossSite = { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' };
    expect((await asMember(token, 'POST', '/api/account/deletion-request', {}, crossSite)).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/account/deletion-request', payload: {} })).statusCode).toBe(401);
    expect((await asMember(token, 'POST', '/api/account/deletion-request', { message: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await asMember(token, 'POST', '/api/account/deletion-request', { reason: 'hi' })).statusCode).toBe(400);
    expect((await asMember(token, 'GET', '/api/account/deletion-request')).json()).toEqual({ requestedAt: null });
  });
});
