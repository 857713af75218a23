import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  changePasswordSchema,
  directoryQuerySchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileSchema,
  type AccountOverview,
  type DirectoryEntry,
} from '@shared/accounts';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import { parseBody } from '../http/validation';
import { hashPassword, passwordMatches } from '../membership/passwords';
import { accountOverview } from './account-overview';
import { requireAccount } from './current-account';
import { memberDirectory } from './member-directory';
import { findMemberReceipt } from './member-receipt';
import { completePasswordReset, requestPasswordResetInFixedTime } from './password-reset';
import { renderReceiptPdf } from './receipt-pdf';
import { assertSameOrigin } from './same-origin';
import { endSessionsOf } from './sessions';

/** Sets the new password for the account a reset link belongs to; an unknown, used or expired link is an HttpError for people. */
export async function resetPasswordWithLink(
  db: Database,
  { token, password }: { token: string; password: string },
  locale: Locale,
): Promise<void> {
  if (!(await completePasswordReset(db, token, password))) {
    throw new HttpError(400, serverMessages.in(locale)('account.resetLinkInvalid'));
  }
}

export interface AccountRouteOptions {
  db: Database;
  siteUrl: string;
  writesPerMinute: number;
  /** Called after an email was queued, to send it soon. */
  onQueued: () => void;
}

/** The member area's API: the account overview, receipts, profile and password, reset links and the directory. */
export function registerAccountRoutes(app: FastifyInstance, { db, siteUrl, writesPerMinute, onQueued }: AccountRouteOptions): void {
  const siteOrigin = new URL(siteUrl).origin;
  const rateLimit = { max: writesPerMinute, timeWindow: '1 minute' };

  app.post('/api/password-resets', { config: { rateLimit } }, async (request, reply) => {
    const locale = requestLocale(request);
    const { email } = parseBody(passwordResetRequestSchema(locale), request.body);
    await requestPasswordResetInFixedTime(db, siteUrl, email, locale, onQueued);
    return reply.code(202).send({ status: 'sent' });
  });

  app.post('/api/password-resets/complete', { config: { rateLimit } }, async (request) => {
    const locale = requestLocale(request);
    await resetPasswordWithLink(db, parseBody(passwordResetSchema(locale), request.body), locale);
    return { status: 'reset' };
  });

  app.get('/api/account', async (request): Promise<AccountOverview> => {
    const { account } = await requireAccount(db, request, requestLocale(request));
    return accountOverview(db, account);
  });

  app.get<{ Params: { receiptNumber: string } }>('/api/account/receipts/:receiptNumber/pdf', async (request, reply) => {
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    const receipt = await findMemberReceipt(db, account.id, request.params.receiptNumber);
    if (!receipt) throw new HttpError(404, serverMessages.in(locale)('account.receiptNotFound'));
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="receipt-${receipt.receiptNumber}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(await renderReceiptPdf(receipt, locale));
  });

  app.patch('/api/account', async (request): Promise<AccountOverview> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    const profile = parseBody(profileSchema(locale), request.body);
    const [updated] = await db
      .update(accounts)
      .set({
        phoneNumber: profile.phoneNumber || null,
        country: profile.country,
        companyName: profile.companyName || null,
        showInDirectory: profile.showInDirectory,
      })
      .where(eq(accounts.id, account.id))
      .returning();
    return accountOverview(db, updated ?? account);
  });

  app.post('/api/account/password', { config: { rateLimit } }, async (request) => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const { account, session } = await requireAccount(db, request, locale);
    const body = parseBody(changePasswordSchema(locale), request.body);
    if (!(await passwordMatches(account.passwordHash, body.currentPassword))) {
      throw new HttpError(400, serverMessages.in(locale)('account.currentPasswordWrong'));
    }
    await db
      .update(accounts)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(accounts.id, account.id));
    await endSessionsOf(db, account.id, session.tokenHash);
    return { status: 'changed' };
  });

  app.get('/api/member-directory', async (request): Promise<DirectoryEntry[]> => {
    const locale = requestLocale(request);
    const { account } = await requireAccount(db, request, locale);
    if ((await accountOverview(db, account)).membership.status !== 'active') {
      throw new HttpError(403, serverMessages.in(locale)('account.activeMembershipRequired'));
    }
    const query = directoryQuerySchema.safeParse(request.query);
    if (!query.success) throw new HttpError(400, 'Invalid directory search');
    return memberDirectory(db, query.data);
  });
}
