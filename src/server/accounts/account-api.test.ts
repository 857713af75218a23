import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import type { AccountOverview, DirectoryEntry } from '@shared/accounts';
import type { RegistrationFields } from '@shared/membership';
import { queryRows } from '../db/query-rows';

const tokenOf = (response: LightMyRequestResponse) => response.cookies.find((cookie) => cookie.name === 'qncc_session')?.value ?? '';

describeEachDatabase('account API', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  async function signIn(buyer: RegistrationFields, password = buyer.password) {
    const response = await app.inject({ method: 'POST', url: '/api/session', payload: { identifier: buyer.username, password } });
    return { response, token: tokenOf(response) };
  }
  async function memberSignedIn(overrides: Partial<RegistrationFields> = {}, tierSlug = 'professional') {
    const { buyer } = await buyMembership(app, uniqueBuyer(overrides), tierSlug);
    const { token } = await signIn(buyer);
    return { buyer, token };
  }
  const getAccount = (token: string) => app.inject({ method: 'GET', url: '/api/account', cookies: { qncc_session: token } });
  const updateProfile = (token: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'PATCH', url: '/api/account', cookies: { qncc_session: token }, payload, headers });
  const directory = (token: string, query = '') =>
    app.inject({ method: 'GET', url: `/api/member-directory${query}`, cookies: { qncc_session: token } });

  it('asks for a sign-in without a session', async () => {
    const response = await getAccount('');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { statusCode: 401, message: 'Please sign in to continue.' } });
  });

  it('shows the member, the active membership with its days left, and the receipt', async () => {
    const { buyer, token } = await memberSignedIn();
    const response = await getAccount(token);
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json<AccountOverview>();
    expect(overview.member).toMatchObject({
      username: buyer.username,
      email: buyer.email,
      country: 'qatar',
      companyName: null,
      showInDirectory: false,
    });
    expect(overview.membership).toMatchObject({ status: 'active', tierSlug: 'professional', tierName: 'Professional' });
    expect(overview.membership.daysLeft).toBeGreaterThanOrEqual(364);
    expect(overview.membership.daysLeft).toBeLessThanOrEqual(366);
    expect(overview.receipts).toHaveLength(1);
    expect(overview.receipts[0]).toMatchObject({ amountCents: 35_000, currency: 'eur', tierName: 'Professional' });
    expect(overview.receipts[0]?.receiptNumber).toMatch(/^QNCC-\d{4}-\d{6}$/);
  });

  it('reports an expired membership with no days left', async () => {
    const { buyer, token } = await memberSignedIn();
    await queryRows(
      database().handle.db,
      sql`UPDATE memberships SET expires_at = now() - interval '2 days' WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`,
    );
    expect((await getAccount(token)).json<AccountOverview>().membership).toMatchObject({ status: 'expired', daysLeft: 0 });
  });

  describe('profile', () => {
    it('saves phone, country, company and the directory choice', async () => {
      const { token } = await memberSignedIn();
      const response = await updateProfile(token, {
        phoneNumber: '+31 20 555 0199',
        country: 'netherlands',
        companyName: 'Delta Water BV',
        showInDirectory: true,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect((await getAccount(token)).json<AccountOverview>().member).toMatchObject({
        phoneNumber: '+31 20 555 0199',
        country: 'netherlands',
        companyName: 'Delta Water BV',
        showInDirectory: true,
      });
    });

    it('refuses a forged cross-site change and bad fields, changing nothing', async () => {
      const { token } = await memberSignedIn();
      const before = (await getAccount(token)).body;
      expect((await updateProfile(token, { country: 'other', showInDirectory: true }, { origin: 'https://evil.example' })).statusCode).toBe(
        403,
      );
      expect((await updateProfile(token, { country: 'other', showInDirectory: true }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
        403,
      );
      for (const payload of [
        { country: 'mars', showInDirectory: true },
        { country: 'qatar', showInDirectory: 'yes' },
        { country: 'qatar', showInDirectory: true, email: 'x@y.z' },
        { country: 'qatar', showInDirectory: true, companyName: 'x'.repeat(500) },
      ]) {
        expect((await updateProfile(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      expect((await getAccount(token)).body).toBe(before);
    });
  });

  describe('change password', () => {
    it('needs the current password, then ends the other sessions and keeps this one', async () => {
      const { buyer, token } = await memberSignedIn();
      const { token: elsewhere } = await signIn(buyer);
      const change = (currentPassword: string) =>
        app.inject({
          method: 'POST',
          url: '/api/account/password',
          cookies: { qncc_session: token },
          payload: { currentPassword, newPassword: 'a brand new passphrase' },
        });
      const wrong = await change('not it');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ error: { message: string } }>().error.message).toBe('Your current password is not correct.');
      expect((await change(buyer.password)).statusCode).toBe(200);
      expect((await getAccount(token)).statusCode).toBe(200);
      expect((await getAccount(elsewhere)).statusCode).toBe(401);
      expect((await signIn(buyer)).response.statusCode).toBe(401);
      expect((await signIn(buyer, 'a brand new passphrase')).response.statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string) => app.inject({ method: 'POST', url: '/api/password-resets', payload: { email } });
    const complete = (token: string, password: string) =>
      app.inject({ method: 'POST', url: '/api/password-resets/complete', payload: { token, password } });

    async function resetTokenFor(email: string): Promise<string> {
      const [row] = await queryRows<{ text_body: string }>(
        database().handle.db,
        sql`SELECT text_body FROM email_deliveries WHERE lower(to_address) = ${email.toLowerCase()} AND dedupe_key LIKE 'password-reset:%' ORDER BY created_at DESC LIMIT 1`,
      );
      const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(row?.text_body ?? '');
      if (!match?.[1]) throw new Error('no reset link was emailed');
      return match[1];
    }

    it('answers the same for an unknown address and emails nothing', async () => {
      const before = await countRows(database().handle, 'email_deliveries');
      const response = await requestReset('nobody-here@example.com');
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ status: 'sent' });
      expect(await countRows(database().handle, 'email_deliveries')).toBe(before);
    });

    it('emails a single-use link that sets a new password and signs the account out everywhere', async () => {
      const { buyer, token } = await memberSignedIn();
      expect((await requestReset(buyer.email.toUpperCase())).statusCode).toBe(202);
      const resetToken = await resetTokenFor(buyer.email);
      expect(await countRows(database().handle, 'password_resets', sql`token_hash = ${resetToken}`)).toBe(0);

      expect((await complete(resetToken, 'reset passphrase 2026')).statusCode).toBe(200);
      expect((await getAccount(token)).statusCode).toBe(401);
      expect((await signIn(buyer)).response.statusCode).toBe(401);
      expect((await signIn(buyer, 'reset passphrase 2026')).response.statusCode).toBe(200);

      const again = await complete(resetToken, 'another passphrase');
      expect(again.statusCode).toBe(400);
      expect(again.json<{ error: { message: string } }>().error.message).toBe(
        'This reset link is invalid or has expired. Please ask for a new one.',
      );
    });

    it('refuses a link older than an hour', async () => {
      const { buyer } = await memberSignedIn();
      await requestReset(buyer.email);
      const resetToken = await resetTokenFor(buyer.email);
      await queryRows(
        database().handle.db,
        sql`UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`,
      );
      expect((await complete(resetToken, 'too late passphrase')).statusCode).toBe(400);
      expect((await signIn(buyer)).response.statusCode).toBe(200);
    });

    it('writes the email in the language of the request', async () => {
      const { buyer } = await memberSignedIn();
      await app.inject({
        method: 'POST',
        url: '/api/password-resets',
        payload: { email: buyer.email },
        headers: { 'accept-language': 'nl' },
      });
      const [row] = await queryRows<{ subject: string; text_body: string }>(
        database().handle.db,
        sql`SELECT subject, text_body FROM email_deliveries WHERE to_address = ${buyer.email} AND dedupe_key LIKE 'password-reset:%'`,
      );
      expect(row?.subject).toBe('Stel uw wachtwoord opnieuw in');
      expect(row?.text_body).toContain('/nl/reset-password?token=');
    });
  });

  describe('member directory', () => {
    it('lists active members who opted in, searchable and filtered by country', async () => {
      const tag = uniqueBuyer().username;
      const listed = await memberSignedIn({ lastName: `Listed${tag}` });
      await updateProfile(listed.token, { country: 'netherlands', companyName: `Tulip ${tag} 50% Trading`, showInDirectory: true });
      const hidden = await memberSignedIn({ lastName: `Hidden${tag}` });
      await updateProfile(hidden.token, { country: 'netherlands', showInDirectory: false });
      const lapsed = await memberSignedIn({ lastName: `Lapsed${tag}` });
      await updateProfile(lapsed.token, { country: 'netherlands', showInDirectory: true });
      await queryRows(
        database().handle.db,
        sql`UPDATE memberships SET expires_at = now() - interval '1 day' WHERE account_id = (SELECT id FROM accounts WHERE username = ${lapsed.buyer.username})`,
      );

      const search = await directory(listed.token, `?q=${encodeURIComponent(tag)}`);
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json<DirectoryEntry[]>()).toEqual([
        {
          name: `${listed.buyer.firstName} Listed${tag}`,
          companyName: `Tulip ${tag} 50% Trading`,
          country: 'netherlands',
          tierName: 'Professional',
        },
      ]);
      expect((await directory(listed.token, `?q=${encodeURIComponent(`${tag} 50%`)}`)).json<DirectoryEntry[]>()).toHaveLength(1);
      expect((await directory(listed.token, `?q=${encodeURIComponent(`${tag}_5`)}`)).json<DirectoryEntry[]>()).toHaveLength(0);
      expect((await directory(listed.token, `?q=${encodeURIComponent(tag)}&country=qatar`)).json<DirectoryEntry[]>()).toEqual([]);
      expect((await directory(listed.token, '?country=atlantis')).statusCode).toBe(400);
    });

    it('is closed to visitors and to members whose membership expired', async () => {
      expect((await directory('')).statusCode).toBe(401);
      const { buyer, token } = await memberSignedIn();
      await queryRows(
        database().handle.db,
        sql`UPDATE memberships SET expires_at = now() - interval '1 day' WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`,
      );
      const response = await directory(token);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'The member directory is open to members with an active membership.',
      );
    });
  });
});
