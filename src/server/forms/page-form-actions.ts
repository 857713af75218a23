import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { newPasswordFormSchema, passwordResetRequestSchema, passwordResetSchema, signInSchema } from '@shared/accounts';
import { localizePath, type Locale } from '@shared/locales';
import { adminCatalog } from '@shared/admin-catalog';
import { contactMessageSchema } from '@shared/contact-message';
import { deletionRequestSchema } from '@shared/deletion-request';
import { newsletterSubscriptionSchema } from '@shared/newsletter';
import type { PageFormId } from '@shared/page-forms';
import { pagePath } from '@shared/routes';
import { safeNextPath } from '@shared/safe-next-path';
import { staffSignInSchema } from '@shared/staff';
import { resetPasswordWithLink } from '../accounts/account-routes';
import { requireAccount } from '../accounts/current-account';
import { requestDeletion } from '../accounts/deletion-requests';
import { requestPasswordResetInFixedTime } from '../accounts/password-reset';
import { signInWithPassword } from '../accounts/session-routes';
import type { Database } from '../db/client';
import { receiveContactMessage } from '../contact/receive-contact-message';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import { subscribe } from '../newsletter/subscriptions';
import { signInStaff } from '../staff/staff-sign-in';
import { doneLocation } from './done-notice';
import { accountDataTexts, accountPageTexts, contactPageTexts, pageTexts } from './page-texts';

export interface PageFormDependencies {
  db: Database;
  siteUrl: string;
  /** Called after an email was queued, to send it soon. */
  onQueued: () => void;
}

/** One posted form, validated with the schema its script validates with. */
export interface PageFormPost<Values> {
  request: FastifyRequest;
  reply: FastifyReply;
  locale: Locale;
  /** The page's path with its language prefix, e.g. '/ar/login'. */
  pagePath: string;
  formKey: string;
  values: Values;
}

/** What a form does on the server when it is posted without JavaScript. */
export interface PageFormAction<Schema extends z.ZodType> {
  schema: (locale: Locale) => Schema;
  /** Fields whose typed value goes back into the page with an error; never a password. */
  keptFields: string[];
  /** The heading of its error messages, as the script's error toast has it. */
  problemTitle: (locale: Locale) => string;
  /** Does the same as the API route the script calls; returns where to send the browser, or throws an HttpError. */
  run: (post: PageFormPost<z.infer<Schema>>) => Promise<string>;
}

/** Keeps each action's schema and run in step while the table holds them side by side. */
function action<Schema extends z.ZodType>(definition: PageFormAction<Schema>): PageFormAction<Schema> {
  return definition;
}

/** A control character in `?next=` cannot go into a Location header. */
function nextPathFrom(request: FastifyRequest): string | null {
  const next = (request.query as Record<string, unknown>).next;
  return typeof next === 'string' && /^[\x21-\x7e]+$/.test(next) ? next : null;
}

function resetTokenFrom(request: FastifyRequest): unknown {
  return (request.query as Record<string, unknown>).token;
}

/**
 * The forms that work without JavaScript. The rest (checkout and renewal need
 * the payment script; the account page's other forms need the account the
 * script loads) post too, so nothing reaches a URL, and are answered that they
 * need JavaScript. A deletion request needs nothing but the session cookie.
 */
export function pageFormActions({ db, siteUrl, onQueued }: PageFormDependencies) {
  const actions: Partial<Record<PageFormId, PageFormAction<z.ZodType>>> = {
    signIn: action({
      schema: signInSchema,
      keptFields: ['identifier'],
      problemTitle: (locale) => accountPageTexts(locale)('signIn.failed'),
      async run({ request, reply, locale, values }) {
        await signInWithPassword(db, request, reply, values, locale);
        return safeNextPath(nextPathFrom(request), localizePath('/account', locale));
      },
    }),
    staffSignIn: action({
      schema: staffSignInSchema,
      keptFields: ['email'],
      problemTitle: (locale) => adminCatalog.in(locale)('signIn.failed'),
      async run({ request, reply, locale, values }) {
        await signInStaff(db, request, reply, values, locale);
        return localizePath(pagePath('admin'), locale);
      },
    }),
    newsletter: action({
      schema: newsletterSubscriptionSchema,
      keptFields: ['email'],
      problemTitle: (locale) => pageTexts(locale)('footer.newsletter.errorTitle'),
      async run({ locale, pagePath, formKey, values }) {
        const result = await subscribe(db, siteUrl, { ...values, locale, page: pagePath });
        if (result.emailQueued) onQueued();
        return doneLocation(pagePath, formKey);
      },
    }),
    passwordResetRequest: action({
      schema: passwordResetRequestSchema,
      keptFields: ['email'],
      problemTitle: (locale) => pageTexts(locale)('forms.problemTitle'),
      async run({ locale, pagePath, formKey, values }) {
        await requestPasswordResetInFixedTime(db, siteUrl, values.email, locale, onQueued);
        return doneLocation(pagePath, formKey);
      },
    }),
    newPassword: action({
      schema: newPasswordFormSchema,
      keptFields: [],
      problemTitle: (locale) => pageTexts(locale)('forms.problemTitle'),
      async run({ request, locale, formKey, values }) {
        // The token is in the page's URL (the emailed link), which the form posts to.
        const reset = passwordResetSchema(locale).safeParse({ token: resetTokenFrom(request), password: values.password });
        if (!reset.success) throw new HttpError(400, serverMessages.in(locale)('account.resetLinkInvalid'));
        await resetPasswordWithLink(db, reset.data, locale);
        return doneLocation(localizePath('/login', locale), formKey);
      },
    }),
    contactMessage: action({
      schema: contactMessageSchema,
      keptFields: ['name', 'email', 'company', 'department', 'subject', 'message'],
      problemTitle: (locale) => contactPageTexts(locale)('messageForm.failed'),
      async run({ request, pagePath, formKey, values }) {
        if ((await receiveContactMessage(db, values, { ip: request.ip })) === 'stored') onQueued();
        return doneLocation(pagePath, formKey);
      },
    }),
    deletionRequest: action({
      schema: () => deletionRequestSchema,
      keptFields: ['message'],
      problemTitle: (locale) => accountDataTexts(locale)('failed'),
      async run({ request, locale, pagePath, formKey, values }) {
        // The session cookie rides along with the form as with the script's request.
        const { account } = await requireAccount(db, request, locale);
        await requestDeletion(db, { accountId: account.id, message: values.message, ip: request.ip });
        return doneLocation(pagePath, formKey);
      },
    }),
  };
  return actions;
}
