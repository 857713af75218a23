import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dutchCompany } from '../../../../tests/helpers/company-billing';
import { describeEachDatabase } from '../../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../../tests/helpers/membership';
import { buyMembership, startCheckout } from '../../../../tests/helpers/purchase';
import type { AppConfig } from '../../config';
import { memberDirectory } from '../../accounts/member-directory';
import { queryRows } from '../../db/query-rows';
import { anonymiseMember } from './anonymise-member';
import { setDirectoryHidden } from './directory-visibility';
import { MemberActionError, type StaffAction } from './member-action';
import { memberDetail } from './member-detail';
import { searchMembers } from './member-search';
import { changeMembershipEnd, endMembership } from './membership-dates';
import { resendInvoice } from './resend-invoice';

const action: StaffAction = { actor: { kind: 'staff', id: 'staff-membership-1', email: 'office@qncc.example' }, reason: 'Asked by phone' };
const DAY = 86_400_000;

describeEachDatabase('member operations', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;
  const db = () => handle().db;

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  async function member(overrides: Parameters<typeof uniqueBuyer>[0] = {}, tier = 'professional') {
    const bought = await buyMembership(app, uniqueBuyer(overrides), tier, tier === 'professional' ? undefined : dutchCompany);
    const [row] = await queryRows<{ account_id: string }>(
      db(),
      sql`SELECT account_id FROM payments WHERE payment_intent_id = ${bought.paymentIntentId}`,
    );
    if (!row) throw new Error('no payment');
    return { ...bought, accountId: row.account_id };
  }

  const auditRows = (accountId: string, name: string) =>
    countRows(handle(), 'audit_log', sql`subject_id = ${accountId} AND action = ${name}`);
  const expiryOf = async (accountId: string) => {
    const [row] = await queryRows<{ expires_at: Date | string; starts_at: Date | string }>(
      db(),
      sql`SELECT expires_at, starts_at FROM memberships WHERE account_id = ${accountId}`,
    );
    return { expiresAt: new Date(row?.expires_at ?? 0), startsAt: new Date(row?.starts_at ?? 0) };
  };

  describe('search', () => {
    it('finds a member by name, company, email or username, and the term cannot widen the search', async () => {
      const tag = `Zq${Date.now().toString(36)}`;
      const { buyer, accountId } = await member({ lastName: `Haddad${tag}` });
      for (const term of [`haddad${tag.toLowerCase()}`, buyer.email.toUpperCase(), buyer.username, `amira haddad${tag}`]) {
        const found = await searchMembers(db(), { q: term, page: 1 });
        expect(
          found.rows.map((row) => row.id),
          term,
        ).toEqual([accountId]);
      }
      expect((await searchMembers(db(), { q: `%${tag}`, page: 1 })).total).toBe(0);
      expect((await searchMembers(db(), { q: "' OR 1=1 --", page: 1 })).total).toBe(0);
    });

    it('finds a member by the company on their billing details, and filters by tier and country', async () => {
      const company = `Zeewind ${Date.now().toString(36)} B.V.`;
      const { accountId } = await member({ country: 'netherlands' }, 'corporate');
      await db().execute(sql`INSERT INTO account_billing (account_id, buying_for, legal_name, registration_number, country, billing_email)
        VALUES (${accountId}, 'company', ${company}, '12345678', 'NL', 'ap@zeewind.example')`);
      expect((await searchMembers(db(), { q: company, page: 1 })).rows.map((row) => row.id)).toEqual([accountId]);
      expect((await searchMembers(db(), { q: company, tier: 'corporate', country: 'netherlands', page: 1 })).total).toBe(1);
      expect((await searchMembers(db(), { q: company, tier: 'professional', page: 1 })).total).toBe(0);
      expect((await searchMembers(db(), { q: company, country: 'qatar', page: 1 })).total).toBe(0);
    });

    it('filters by status: active, expiring within 30 days, expired, and checkouts not paid yet', async () => {
      const tag = `St${Date.now().toString(36)}`;
      const active = await member({ lastName: `A${tag}` });
      const expiring = await member({ lastName: `B${tag}` });
      const expired = await member({ lastName: `C${tag}` });
      await changeMembershipEnd(
        db(),
        expiring.accountId,
        { by: 'date', date: new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10) },
        action,
        config.invoicing.timeZone,
      );
      await db().execute(
        sql`UPDATE memberships SET starts_at = now() - interval '400 days', expires_at = now() - interval '1 day' WHERE account_id = ${expired.accountId}`,
      );
      const pendingBuyer = uniqueBuyer({ lastName: `D${tag}` });
      await startCheckout(app, pendingBuyer);
      const ids = async (status: 'active' | 'expiring' | 'expired' | 'pending') =>
        (await searchMembers(db(), { q: tag, status, page: 1 })).rows.map((row) => [row.kind, row.status, row.email]);
      expect(await ids('active')).toEqual([['account', 'active', active.buyer.email]]);
      expect(await ids('expiring')).toEqual([['account', 'expiring', expiring.buyer.email]]);
      expect(await ids('expired')).toEqual([['account', 'expired', expired.buyer.email]]);
      expect(await ids('pending')).toEqual([['checkout', 'pending', pendingBuyer.email]]);
    });

    it('pages on the server in a stable order that neither repeats nor skips anyone', async () => {
      const tag = `Pg${Date.now().toString(36)}`;
      const bought = [];
      for (let index = 0; index < 27; index += 1) bought.push(await member({ lastName: `Same${tag}` }));
      const first = await searchMembers(db(), { q: tag, page: 1 });
      const second = await searchMembers(db(), { q: tag, page: 2 });
      expect(first).toMatchObject({ total: 27, pageSize: 25, page: 1 });
      expect(first.rows).toHaveLength(25);
      expect(second.rows).toHaveLength(2);
      const seen = [...first.rows, ...second.rows].map((row) => row.id);
      expect(new Set(seen).size).toBe(27);
      expect(seen).toEqual([...bought.map((one) => one.accountId)].sort());
      expect((await searchMembers(db(), { q: tag, page: 1 })).rows).toEqual(first.rows);
    });
  });

  describe('the member page', () => {
    it('shows profile, billing, membership, payments, invoices, emails sent, directory and what staff did', async () => {
      const { accountId, buyer } = await member({}, 'corporate');
      await resendInvoice(db(), accountId, (await invoiceId(accountId)) ?? '', action);
      const detail = await memberDetail(db(), accountId);
      expect(detail?.profile).toMatchObject({ id: accountId, email: buyer.email, username: buyer.username, anonymisedAt: null });
      expect(detail?.billing).toMatchObject({ source: 'last-checkout', buyingFor: 'company', legalName: dutchCompany.legalName });
      expect(detail?.membership).toMatchObject({ status: 'active' });
      expect(detail?.payments).toHaveLength(1);
      expect(detail?.payments[0]).toMatchObject({ amountCents: 500_000, refundedCents: 0, provider: 'sandbox' });
      expect(detail?.documents.map((document) => document.kind)).toEqual(['invoice']);
      expect(detail?.emails.length).toBe(2);
      expect(detail?.history).toEqual([
        expect.objectContaining({ action: 'member.invoice.resend', actorEmail: 'office@qncc.example', reason: action.reason }),
      ]);
      expect(await memberDetail(db(), '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    });
  });

  async function invoiceId(accountId: string) {
    const [row] = await queryRows<{ id: string }>(db(), sql`SELECT id FROM invoices WHERE account_id = ${accountId} AND kind = 'invoice'`);
    return row?.id;
  }

  describe('membership dates', () => {
    it('extends and shortens by days or to a date, never before the start, each with an audit row', async () => {
      const { accountId } = await member();
      const { expiresAt, startsAt } = await expiryOf(accountId);
      await changeMembershipEnd(db(), accountId, { by: 'days', days: 30 }, action, config.invoicing.timeZone);
      expect((await expiryOf(accountId)).expiresAt.getTime()).toBe(expiresAt.getTime() + 30 * DAY);
      await changeMembershipEnd(db(), accountId, { by: 'days', days: -60 }, action, config.invoicing.timeZone);
      expect((await expiryOf(accountId)).expiresAt.getTime()).toBe(expiresAt.getTime() - 30 * DAY);
      await expect(changeMembershipEnd(db(), accountId, { by: 'days', days: -3650 }, action, config.invoicing.timeZone)).rejects.toEqual(
        new MemberActionError('beforeStart'),
      );
      await expect(
        changeMembershipEnd(db(), accountId, { by: 'date', date: '2001-01-01' }, action, config.invoicing.timeZone),
      ).rejects.toEqual(new MemberActionError('beforeStart'));
      expect((await expiryOf(accountId)).startsAt).toEqual(startsAt);
      expect(await auditRows(accountId, 'member.membership.change-end')).toBe(2);
    });

    it('ends a membership now, once', async () => {
      const { accountId } = await member();
      await endMembership(db(), accountId, action);
      expect((await expiryOf(accountId)).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
      await expect(endMembership(db(), accountId, action)).rejects.toEqual(new MemberActionError('alreadyEnded'));
      expect(await auditRows(accountId, 'member.membership.end')).toBe(1);
    });
  });

  describe('directory', () => {
    it('takes a member who opted in out of the directory, and gives them back their choice', async () => {
      const { accountId, buyer } = await member();
      await db().execute(sql`UPDATE accounts SET show_in_directory = true WHERE id = ${accountId}`);
      const listed = async () => (await memberDirectory(db(), { q: buyer.username.slice(6) })).length;
      await db().execute(sql`UPDATE accounts SET last_name = ${buyer.username} WHERE id = ${accountId}`);
      expect(await listed()).toBe(1);
      await setDirectoryHidden(db(), accountId, true, action);
      expect(await listed()).toBe(0);
      await setDirectoryHidden(db(), accountId, false, action);
      expect(await listed()).toBe(1);
      expect(await auditRows(accountId, 'member.directory.hide')).toBe(1);
      expect(await auditRows(accountId, 'member.directory.unhide')).toBe(1);
    });
  });

  describe('resending an invoice', () => {
    it('queues the invoice email again with the invoice attached, and refuses another member’s invoice', async () => {
      const first = await member({}, 'corporate');
      const second = await member();
      const id = await invoiceId(first.accountId);
      if (!id) throw new Error('no invoice');
      await resendInvoice(db(), first.accountId, id, action);
      await resendInvoice(db(), first.accountId, id, action);
      expect(await countRows(handle(), 'email_deliveries', sql`invoice_id = ${id}`)).toBe(3);
      const [resent] = await queryRows<{ to_address: string; cc_address: string | null }>(
        db(),
        sql`SELECT to_address, cc_address FROM email_deliveries WHERE dedupe_key LIKE ${`invoice-resend:${id}:%`} LIMIT 1`,
      );
      expect(resent).toEqual({ to_address: dutchCompany.billingEmail, cc_address: first.buyer.email });
      // The same message as at activation (a first purchase, not a renewal), with the same attachment.
      const bodies = await queryRows<{ text_body: string }>(
        db(),
        sql`SELECT DISTINCT text_body FROM email_deliveries WHERE invoice_id = ${id}`,
      );
      expect(bodies).toHaveLength(1);
      await expect(resendInvoice(db(), second.accountId, id, action)).rejects.toEqual(new MemberActionError('notFound'));
      expect(await auditRows(first.accountId, 'member.invoice.resend')).toBe(2);
    });
  });

  describe('anonymising', () => {
    it('replaces the person with tombstones everywhere, ends sessions and keeps invoices exactly as issued', async () => {
      const { accountId, buyer, cookie } = await member({ lastName: 'Forgetme' }, 'corporate');
      expect(cookie).toBeTruthy();
      await db().execute(sql`UPDATE accounts SET show_in_directory = true, company_name = 'Forgetme Trading' WHERE id = ${accountId}`);
      await db()
        .execute(sql`INSERT INTO newsletter_subscriptions (email, newsletter, locale, status, confirm_token_hash, unsubscribe_token_hash)
        VALUES (${buyer.email}, 'news', 'en', 'confirmed', ${`c-${accountId}`}, ${`u-${accountId}`})`);
      await db().execute(
        sql`INSERT INTO sessions (token_hash, account_id, expires_at) VALUES (${`s-${accountId}`}, ${accountId}, now() + interval '1 day')`,
      );
      await db().execute(sql`INSERT INTO deletion_requests (account_id, message) VALUES (${accountId}, 'Please forget Forgetme')`);
      const invoicesBefore = await queryRows<object>(db(), sql`SELECT * FROM invoices WHERE account_id = ${accountId} ORDER BY number`);

      await anonymiseMember(db(), accountId, action);

      const everywhere = async () => {
        const [row] = await queryRows<{ count: number }>(
          db(),
          sql`SELECT (
            (SELECT count(*) FROM accounts WHERE email ILIKE ${buyer.email} OR username = ${buyer.username} OR last_name = 'Forgetme' OR company_name IS NOT NULL AND id = ${accountId}) +
            (SELECT count(*) FROM registrations WHERE email ILIKE ${buyer.email} OR last_name = 'Forgetme' OR phone_number IS NOT NULL AND account_id = ${accountId}) +
            (SELECT count(*) FROM newsletter_subscriptions WHERE email ILIKE ${buyer.email}) +
            (SELECT count(*) FROM checkout_billing WHERE billing_email = ${dutchCompany.billingEmail} AND registration_id IN (SELECT id FROM registrations WHERE account_id = ${accountId})) +
            (SELECT count(*) FROM email_deliveries WHERE to_address ILIKE ${buyer.email} OR cc_address ILIKE ${buyer.email} OR text_body LIKE '%Forgetme%') +
            (SELECT count(*) FROM sessions WHERE account_id = ${accountId}) +
            (SELECT count(*) FROM deletion_requests WHERE account_id = ${accountId} AND (closed_at IS NULL OR message IS NOT NULL))
          )::int AS count`,
        );
        return row?.count;
      };
      expect(await everywhere()).toBe(0);
      expect(await queryRows<object>(db(), sql`SELECT * FROM invoices WHERE account_id = ${accountId} ORDER BY number`)).toEqual(
        invoicesBefore,
      );
      const [account] = await queryRows<{ anonymised_at: Date | null; email: string }>(
        db(),
        sql`SELECT anonymised_at, email FROM accounts WHERE id = ${accountId}`,
      );
      expect(account?.anonymised_at).not.toBeNull();
      expect(account?.email).toMatch(/@anonymised\.invalid$/);
      expect((await searchMembers(db(), { q: 'Forgetme', page: 1 })).total).toBe(0);
      expect((await searchMembers(db(), { q: accountId.slice(0, 8), page: 1 })).total).toBe(0);
      expect(await memberDirectory(db(), { q: 'Forgetme' })).toEqual([]);
      expect((await expiryOf(accountId)).expiresAt.getTime()).toBeLessThanOrEqual(Date.now());
      await expect(anonymiseMember(db(), accountId, action)).rejects.toEqual(new MemberActionError('anonymised'));
      const [audit] = await queryRows<{ before: unknown; after: unknown }>(
        db(),
        sql`SELECT before, after FROM audit_log WHERE subject_id = ${accountId} AND action = 'member.anonymise'`,
      );
      expect(JSON.stringify(audit)).not.toContain(buyer.email);
      expect(JSON.stringify(audit)).not.toContain('Forgetme');
    });

    it('lets nobody sign in as the anonymised member', async () => {
      const { accountId, buyer } = await member();
      await anonymiseMember(db(), accountId, action);
      for (const identifier of [buyer.username, buyer.email, `anonymised-${accountId}`]) {
        const response = await app.inject({ method: 'POST', url: '/api/session', payload: { identifier, password: buyer.password } });
        expect(response.statusCode, identifier).toBe(401);
      }
    });
  });
});
