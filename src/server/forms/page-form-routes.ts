import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { splitLocale } from '@shared/locales';
import { formKeyField, parseFormKey } from '@shared/page-forms';
import { assertSameOrigin } from '../accounts/same-origin';
import { HttpError } from '../http/http-error';
import { findPage, sendChangedPage } from '../http/pages';
import type { PageStore } from '../http/page-store';
import { insertFormAnswer, type FormAnswer, type FormMessage } from './form-answer';
import { pageFormActions, type PageFormAction, type PageFormDependencies } from './page-form-actions';
import { pageTexts } from './page-texts';

export interface PageFormRouteOptions extends PageFormDependencies {
  writesPerMinute: number;
}

/** The first message for each field, as the script's form shows one per field. */
export function fieldMessages(error: z.ZodError): FormMessage[] {
  const byField = new Map<string, FormMessage>();
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : '';
    if (!byField.has(field)) byField.set(field, field ? { text: issue.message, field } : { text: issue.message });
  }
  return [...byField.values()];
}

export function keptValues(fields: Record<string, unknown>, names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (typeof fields[name] === 'string' ? [[name, fields[name]]] : [])));
}

export function postedFields(request: FastifyRequest): Record<string, unknown> {
  if (typeof request.body !== 'object' || request.body === null) throw new HttpError(400, 'Expected a form');
  return request.body as Record<string, unknown>;
}

/**
 * POST to any page's URL: the page's form, posted by the browser itself because
 * its script has not run (slow, blocked or off). It is checked with the
 * form's own schema and done by the same functions the API routes use; the
 * answer is a 303 to the next page, or the page again with the messages
 * written into it, in the page's language.
 */
export function registerPageFormRoutes(app: FastifyInstance, store: PageStore, options: PageFormRouteOptions): void {
  const siteOrigin = new URL(options.siteUrl).origin;
  const actions = pageFormActions(options);

  app.post('/*', { config: { rateLimit: { max: options.writesPerMinute, timeWindow: '1 minute' } } }, async (request, reply) => {
    const [pathname = '/', query = ''] = request.url.split('?');
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    const page = findPage(store, pathname, new URLSearchParams(query));
    if (!page) return reply.callNotFound();
    // Signing in starts a session: a post from another site must not. A browser's own form post sends this site's Origin.
    assertSameOrigin(request, siteOrigin);

    const { [formKeyField]: posted, ...fields } = postedFields(request);
    const form = parseFormKey(posted);
    if (!form) throw new HttpError(400, 'Unknown form');
    const { locale } = splitLocale(pathname);
    const answer = (status: number, formAnswer: Omit<FormAnswer, 'formKey' | 'tone'>) =>
      sendChangedPage(reply, insertFormAnswer(page.body.toString('utf8'), { formKey: form.key, tone: 'error', ...formAnswer }), status);

    const formAction: PageFormAction<z.ZodType> | undefined = actions[form.id];
    if (!formAction) return answer(400, { messages: [{ text: pageTexts(locale)('forms.needsJavaScript') }] });

    const problem = (status: number, messages: FormMessage[]) =>
      answer(status, { title: formAction.problemTitle(locale), messages, values: keptValues(fields, formAction.keptFields) });
    const parsed = formAction.schema(locale).safeParse(fields);
    if (!parsed.success) return problem(400, fieldMessages(parsed.error));
    try {
      const next = await formAction.run({ request, reply, locale, pagePath: pathname, formKey: form.key, values: parsed.data });
      return reply.redirect(next, 303);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      // A 401 promises an authentication challenge (WWW-Authenticate) that a page with a form has none of.
      return problem(error.statusCode === 401 ? 400 : error.statusCode, [{ text: error.message }]);
    }
  });
}
