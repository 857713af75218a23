import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminEventsCatalog } from '@shared/admin/admin-events-catalog';
import { eventRoles, type AdminEventDetail, type AdminEventSummary, type CheckInAnswer } from '@shared/admin/event-constants';
import { checkInSchema, staffAddRegistrationSchema, staffCancelRegistrationSchema } from '@shared/admin/event-operations';
import type { EventRegistrationOutcome } from '@shared/event-registration';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { calendarDate } from '../invoices/calendar-date';
import { cancelEventRegistration } from '../events/cancel-event-registration';
import { checkInTicket } from '../events/check-in';
import type { EventDeps } from '../events/event-deps';
import { csvStream } from '../reports/csv/csv-stream';
import { recordAudit } from '../staff/audit';
import { staffActor, staffOnly, signedInStaff } from '../staff/staff-guard';
import type { AdminRouteDeps } from './admin-routes';
import { attendeeColumns } from './events/attendee-columns';
import { eventFigures } from './events/event-figures';
import { confirmedAttendees, eventDetail } from './events/event-registrations-list';
import { staffAddRegistration } from './events/staff-registrations';

type EventParams = { Params: { eventId: string } };
type RegistrationParams = { Params: { id: string } };

/** An event id as the content spells them; anything else answers as an event without registration. */
const eventIdSchema = z.string().regex(/^[a-z0-9-]{1,100}$/);

function eventIdOf(request: FastifyRequest<EventParams>): string {
  const parsed = eventIdSchema.safeParse(request.params.eventId);
  if (!parsed.success) throw new HttpError(404, adminEventsCatalog.in(requestLocale(request))('errors.eventNotFound'));
  return parsed.data;
}

/**
 * The back office's events: figures and registrations for the events team and
 * finance, the attendee list as CSV, and the door's check-in. Decision 0055.
 */
export function registerEventAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  const { db } = deps;
  const eventDeps: EventDeps = { db, provider: deps.provider, invoicing: deps.invoicing, events: deps.events, siteUrl: deps.siteUrl };
  /** Mail and refund jobs committed by an action go out now rather than at the next tick. */
  const afterAction = () => {
    deps.onQueued();
    deps.onJobQueued();
  };

  app.get('/api/admin/events', { ...staffOnly(eventRoles.read) }, async (request): Promise<AdminEventSummary[]> =>
    eventFigures(db, requestLocale(request)),
  );

  app.get<EventParams>('/api/admin/events/:eventId', { ...staffOnly(eventRoles.read) }, async (request): Promise<AdminEventDetail> => {
    const detail = await eventDetail(db, eventIdOf(request), requestLocale(request));
    if (!detail) throw new HttpError(404, adminEventsCatalog.in(requestLocale(request))('errors.eventNotFound'));
    return detail;
  });

  app.get<EventParams>('/api/admin/events/:eventId/attendees.csv', { ...staffOnly(eventRoles.read) }, async (request, reply) => {
    const eventId = eventIdOf(request);
    const [event] = await eventFigures(db, requestLocale(request), eventId);
    if (!event) throw new HttpError(404, adminEventsCatalog.in(requestLocale(request))('errors.eventNotFound'));
    const attendees = await confirmedAttendees(db, eventId);
    await recordAudit(db, {
      actor: staffActor(request),
      action: 'export.event-attendees',
      subject: { kind: 'event', id: eventId },
      ip: request.ip,
      after: { rows: attendees.length },
    });
    async function* batches() {
      yield attendees;
    }
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="attendees-${eventId}-${calendarDate(new Date(), deps.invoicing.timeZone)}.csv"`)
      .header('Cache-Control', 'private, no-store')
      .send(csvStream(batches(), attendeeColumns));
  });

  app.post('/api/admin/events/check-in', { ...staffOnly(eventRoles.checkIn) }, async (request): Promise<CheckInAnswer> => {
    const locale = requestLocale(request);
    const { code } = parseBody(checkInSchema(locale), request.body);
    const staff = signedInStaff(request);
    return checkInTicket(
      { db, ticketSecret: deps.events.ticketSecret },
      { code, actor: { kind: 'staff', id: staff.id, email: staff.email }, now: new Date(), locale, ip: request.ip },
    );
  });

  app.post<EventParams>(
    '/api/admin/events/:eventId/registrations',
    { ...staffOnly(eventRoles.manage) },
    async (request, reply): Promise<EventRegistrationOutcome> => {
      const locale = requestLocale(request);
      const eventId = eventIdOf(request);
      const body = parseBody(staffAddRegistrationSchema(locale), request.body);
      const outcome = await staffAddRegistration(eventDeps, eventId, body, {
        actor: staffActor(request),
        ip: request.ip,
        locale,
        now: new Date(),
      });
      afterAction();
      return reply.code(201).send(outcome);
    },
  );

  app.post<RegistrationParams>('/api/admin/event-registrations/:id/cancel', { ...staffOnly(eventRoles.manage) }, async (request) => {
    const locale = requestLocale(request);
    const id = z.uuid().safeParse(request.params.id);
    if (!id.success) throw new HttpError(404, adminEventsCatalog.in(locale)('errors.registrationNotFound'));
    const { reason } = parseBody(staffCancelRegistrationSchema(locale), request.body);
    const result = await cancelEventRegistration(eventDeps, {
      registrationId: id.data,
      by: 'staff',
      reason,
      actor: staffActor(request),
      now: new Date(),
    });
    afterAction();
    return result;
  });
}
