import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  acceptOfferSchema,
  eventRegistrationRequestSchema,
  type AccountEventRegistration,
  type EventAvailability,
  type EventCancellationResult,
  type EventRegistrationOutcome,
  type EventRegistrationView,
} from '@shared/event-registration';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { assertSameOrigin } from '../accounts/same-origin';
import { currentAccount, requireAccount } from '../accounts/current-account';
import { eq } from 'drizzle-orm';
import { eventRegistrations } from '../db/schema';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { checkoutTokenHash, ensureCheckoutToken } from '../membership/checkout-cookie';
import { acceptOffer } from './accept-offer';
import { cancelEventRegistration } from './cancel-event-registration';
import { eventAvailability } from './event-availability';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { eventError } from './event-error';
import { registerForEvent } from './register-for-event';
import { registrableEvent } from './registrable-events';
import { accountRegistrations, registrationView } from './registration-view';
import { settleEventPayment } from './settle-event-payment';

export interface EventRouteOptions {
  deps: EventDeps;
  siteOrigin: string;
  writesPerMinute: number;
  /** Called after mail or jobs were queued (a ticket, a refund), so they go out soon. */
  onQueued: () => void;
}

/** Live seat counts change by the minute; a short shared cache spares the database a burst of page views. */
const AVAILABILITY_MAX_AGE_SECONDS = 15;
const emptyBody = z.strictObject({}).optional();
const uuid = z.uuid();

/**
 * The registration, if the request is its owner's: the browser that made it
 * (its checkout cookie) or the signed-in member it belongs to. Anyone else is
 * told that no such registration exists.
 */
async function ownRegistration(deps: EventDeps, request: FastifyRequest, id: string): Promise<EventRegistrationRow> {
  const locale = requestLocale(request);
  const unknown = () => eventError(404, locale, 'errors.registrationUnknown');
  if (!uuid.safeParse(id).success) throw unknown();
  const [registration] = await deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  if (!registration) throw unknown();
  if (checkoutTokenHash(request) === registration.checkoutTokenHash) return registration;
  if (registration.accountId && (await currentAccount(deps.db, request))?.account.id === registration.accountId) return registration;
  throw unknown();
}

function noStore(reply: FastifyReply): void {
  reply.header('Cache-Control', 'no-store');
}

export function registerEventRoutes(app: FastifyInstance, options: EventRouteOptions): void {
  const { deps, siteOrigin, onQueued } = options;
  const rateLimit = { max: options.writesPerMinute, timeWindow: '1 minute' };

  app.get(eventRegistrationApi.availability, async (_request, reply): Promise<EventAvailability[]> => {
    reply.header('Cache-Control', `public, max-age=${AVAILABILITY_MAX_AGE_SECONDS}`);
    return eventAvailability(deps.db, new Date());
  });

  app.post<{ Params: { eventId: string } }>(
    '/api/events/:eventId/registrations',
    { config: { rateLimit } },
    async (request, reply): Promise<EventRegistrationOutcome> => {
      assertSameOrigin(request, siteOrigin);
      const locale = requestLocale(request);
      const registrable = registrableEvent(request.params.eventId);
      if (!registrable) throw eventError(404, locale, 'errors.unknownEvent');
      const body = parseBody(eventRegistrationRequestSchema(locale, registrable.settings.maxSeatsPerRegistration), request.body);
      const signedIn = await currentAccount(deps.db, request);
      noStore(reply);
      const outcome = await registerForEvent(deps, {
        eventId: registrable.event.id,
        request: body,
        accountId: signedIn?.account.id ?? null,
        checkoutTokenHash: ensureCheckoutToken(request, reply),
        now: new Date(),
      });
      onQueued();
      return outcome;
    },
  );

  app.get<{ Params: { id: string } }>('/api/event-registrations/:id', async (request, reply): Promise<EventRegistrationView> => {
    noStore(reply);
    return registrationView(deps, await ownRegistration(deps, request, request.params.id), new Date(), requestLocale(request));
  });

  app.post<{ Params: { id: string } }>(
    '/api/event-registrations/:id/confirm',
    { config: { rateLimit } },
    async (request, reply): Promise<EventRegistrationView> => {
      assertSameOrigin(request, siteOrigin);
      parseBody(emptyBody, request.body);
      const locale = requestLocale(request);
      const registration = await ownRegistration(deps, request, request.params.id);
      if (!registration.paymentIntentId) throw eventError(409, locale, 'errors.nothingToPay');
      const outcome = await settleEventPayment(deps, registration.paymentIntentId);
      noStore(reply);
      switch (outcome.kind) {
        case 'confirmed':
          if (outcome.created) onQueued();
          return registrationView(deps, outcome.registration, new Date(), locale);
        case 'refunded':
          onQueued();
          throw eventError(409, locale, 'errors.paymentRefunded');
        case 'not_paid':
          throw eventError(402, locale, 'errors.paymentNotSucceeded', { status: outcome.status });
        case 'unknown':
          throw eventError(404, locale, 'errors.registrationUnknown');
      }
    },
  );

  app.post(eventRegistrationApi.acceptOffer, { config: { rateLimit } }, async (request, reply): Promise<EventRegistrationOutcome> => {
    assertSameOrigin(request, siteOrigin);
    const body = parseBody(acceptOfferSchema, request.body);
    const signedIn = await currentAccount(deps.db, request);
    noStore(reply);
    const outcome = await acceptOffer(deps, {
      token: body.token,
      locale: body.locale,
      accountId: signedIn?.account.id ?? null,
      checkoutTokenHash: ensureCheckoutToken(request, reply),
      paymentMethod: body.paymentMethod,
      now: new Date(),
    });
    onQueued();
    return outcome;
  });

  app.get(eventRegistrationApi.accountList, async (request, reply): Promise<AccountEventRegistration[]> => {
    const { account } = await requireAccount(deps.db, request, requestLocale(request));
    noStore(reply);
    return accountRegistrations(deps, account.id, new Date(), requestLocale(request));
  });

  app.post<{ Params: { id: string } }>(
    '/api/account/event-registrations/:id/cancel',
    { config: { rateLimit } },
    async (request, reply): Promise<EventCancellationResult> => {
      assertSameOrigin(request, siteOrigin);
      parseBody(emptyBody, request.body);
      const registration = await ownRegistration(deps, request, request.params.id);
      const signedIn = await currentAccount(deps.db, request);
      const member = signedIn && signedIn.account.id === registration.accountId ? signedIn.account.id : undefined;
      noStore(reply);
      const result = await cancelEventRegistration(deps, {
        registrationId: registration.id,
        by: 'registrant',
        ...(member ? { actor: { kind: 'member', id: member } } : {}),
        now: new Date(),
      });
      onQueued();
      return result;
    },
  );
}
