import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eventRegistrationFormSchema } from '@shared/event-registration';
import { isLocale, localizePath, type Locale } from '@shared/locales';
import { formKeyField } from '@shared/page-forms';
import { assertSameOrigin } from '../accounts/same-origin';
import { currentAccount } from '../accounts/current-account';
import { insertFormAnswer, type FormMessage } from '../forms/form-answer';
import { fieldMessages, keptValues, postedFields } from '../forms/page-form-routes';
import { HttpError } from '../http/http-error';
import type { PageStore } from '../http/page-store';
import { findPage, sendChangedPage } from '../http/pages';
import { ensureCheckoutToken } from '../membership/checkout-cookie';
import { eventMessages } from './event-messages';
import type { EventRouteOptions } from './event-routes';
import { registerForEvent } from './register-for-event';
import { registrableEvent } from './registrable-events';

const FORM_KEY = 'eventRegistration';
const KEPT_FIELDS = ['name', 'email', 'company', 'seats', 'needs'];

/** The posted fields without the hidden field naming the form, which the strict schema does not know. */
function withoutFormKey(posted: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(posted).filter(([name]) => name !== formKeyField));
}

/**
 * The event page's registration form posted without JavaScript
 * (`/events/:eventId/register`, and under each language's prefix): the same
 * schema and the same registration as the API; a 303 to the registration's
 * status page (confirmed, waitlisted, or the payment step), or the event page
 * again with the messages and the entries (decision 0020).
 */
export function registerEventFormRoutes(app: FastifyInstance, store: PageStore, options: EventRouteOptions): void {
  const { deps, siteOrigin } = options;
  const config = { rateLimit: { max: options.writesPerMinute, timeWindow: '1 minute' } };

  async function answer(request: FastifyRequest, reply: FastifyReply, locale: Locale, eventId: string) {
    const registrable = registrableEvent(eventId);
    if (!registrable) return reply.callNotFound();
    assertSameOrigin(request, siteOrigin);
    const fields = withoutFormKey(postedFields(request));
    const page = findPage(store, localizePath(`/events/${registrable.event.id}`, locale), new URLSearchParams());
    const problem = (status: number, messages: FormMessage[]) => {
      if (!page) throw new HttpError(status, messages.map((message) => message.text).join(' '));
      const html = insertFormAnswer(page.body.toString('utf8'), {
        formKey: FORM_KEY,
        tone: 'error',
        title: eventMessages.in(locale)('errors.formTitle'),
        messages,
        values: keptValues(fields, KEPT_FIELDS),
      });
      return sendChangedPage(reply, html, status);
    };
    const parsed = eventRegistrationFormSchema(locale, registrable.settings.maxSeatsPerRegistration).safeParse(fields);
    if (!parsed.success) return problem(400, fieldMessages(parsed.error));
    try {
      const signedIn = await currentAccount(deps.db, request);
      const outcome = await registerForEvent(deps, {
        eventId: registrable.event.id,
        request: { ...parsed.data, locale },
        accountId: signedIn?.account.id ?? null,
        checkoutTokenHash: ensureCheckoutToken(request, reply),
        now: new Date(),
      });
      options.onQueued();
      return reply.redirect(`${localizePath('/events/registration', locale)}?id=${outcome.registrationId}`, 303);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      return problem(error.statusCode, [{ text: error.message }]);
    }
  }

  app.post<{ Params: { eventId: string } }>('/events/:eventId/register', { config }, (request, reply) =>
    answer(request, reply, 'en', request.params.eventId),
  );
  app.post<{ Params: { lang: string; eventId: string } }>('/:lang/events/:eventId/register', { config }, (request, reply) => {
    const { lang } = request.params;
    if (!isLocale(lang) || lang === 'en') return reply.callNotFound();
    return answer(request, reply, lang, request.params.eventId);
  });
}
