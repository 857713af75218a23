import { performance } from 'node:perf_hooks';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import {
  leaveSeats,
  register,
  registrationRow,
  seatsHeldByRows,
  seatsOf,
  uniqueRegistrant,
} from '../../../tests/helpers/event-registration';
import { countRows, membershipTestApp } from '../../../tests/helpers/membership';
import { payWithCard } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';
import type { AppConfig } from '../config';
import { emailDeliveries, eventRegistrations, invoices } from '../db/schema';
import { createPayments } from '../payments/create-payments';
import type { EventDeps } from './event-deps';
import { promoteWaitlist } from './promote-waitlist';

const FREE = 'qatar-national-day-reception';
const PAID = 'cross-cultural-leadership-2027';
const MEMBERS_ONLY = 'investment-dialogue-2027';
const PARALLEL = 100;
const LAST_SEATS = 5;

describeEachDatabase('event registration under concurrency', (database, kind) => {
  let app: FastifyInstance;
  let config: AppConfig;
  let deps: EventDeps;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));
    const { provider } = createPayments(config.payments, handle().db);
    deps = { db: handle().db, provider, invoicing: config.invoicing, events: config.events, siteUrl: config.siteUrl };
  });
  afterAll(() => app.close());

  const statuses = async (eventId: string, ids: string[]) => {
    const rows = await handle()
      .db.select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId));
    const wanted = new Set(ids);
    const counts: Record<string, number> = {};
    for (const row of rows) if (wanted.has(row.id)) counts[row.status] = (counts[row.status] ?? 0) + 1;
    return counts;
  };

  async function race(eventId: string) {
    await leaveSeats(handle(), eventId, LAST_SEATS);
    const before = await seatsOf(handle(), eventId);
    const started = performance.now();
    const attempts = await Promise.all(Array.from({ length: PARALLEL }, () => register(app, eventId, uniqueRegistrant())));
    const elapsedMs = Math.round(performance.now() - started);
    const after = await seatsOf(handle(), eventId);
    const ids = attempts.map((attempt) => attempt.outcome.registrationId);
    return { attempts, before, after, ids, elapsedMs };
  }

  it(`gives the last ${LAST_SEATS} seats of a free event to exactly ${LAST_SEATS} of ${PARALLEL} parallel registrants; the rest wait in line`, async () => {
    const { attempts, before, after, ids, elapsedMs } = await race(FREE);
    expect(attempts.map((attempt) => attempt.status)).toEqual(attempts.map(() => 200));
    const outcomes = attempts.map((attempt) => attempt.outcome.outcome);
    expect(
      outcomes.filter((outcome) => outcome === 'confirmed'),
      `${kind}: ${elapsedMs} ms`,
    ).toHaveLength(LAST_SEATS);
    expect(outcomes.filter((outcome) => outcome === 'waitlisted')).toHaveLength(PARALLEL - LAST_SEATS);
    expect(after.seatsTaken).toBe(before.capacity);
    expect(after.seatsTaken).toBe(await seatsHeldByRows(handle(), FREE));
    expect(await statuses(FREE, ids)).toEqual({ confirmed: LAST_SEATS, waitlisted: PARALLEL - LAST_SEATS });
    const positions = attempts.flatMap((attempt) => (attempt.outcome.outcome === 'waitlisted' ? [attempt.outcome.position] : []));
    expect(new Set(positions).size).toBe(PARALLEL - LAST_SEATS);
  });

  it(`holds the last ${LAST_SEATS} seats of a paid event for exactly ${LAST_SEATS} of ${PARALLEL} parallel registrants`, async () => {
    const { attempts, before, after, ids, elapsedMs } = await race(PAID);
    const outcomes = attempts.map((attempt) => attempt.outcome.outcome);
    expect(
      outcomes.filter((outcome) => outcome === 'payment'),
      `${kind}: ${elapsedMs} ms`,
    ).toHaveLength(LAST_SEATS);
    expect(outcomes.filter((outcome) => outcome === 'waitlisted')).toHaveLength(PARALLEL - LAST_SEATS);
    expect(after.seatsTaken).toBe(before.capacity);
    expect(await statuses(PAID, ids)).toEqual({ held: LAST_SEATS, waitlisted: PARALLEL - LAST_SEATS });
    expect(after.seatsTaken).toBe(await seatsHeldByRows(handle(), PAID));
  });

  it('refuses a full event without a waitlist with 409', async () => {
    const member = await signedInMember(app);
    await leaveSeats(handle(), MEMBERS_ONLY, 0);
    const attempt = await register(app, MEMBERS_ONLY, uniqueRegistrant(), `${SESSION_COOKIE}=${member.token}`);
    expect(attempt.status).toBe(409);
    expect(attempt.response.body).toMatch(/full/);
    await leaveSeats(handle(), MEMBERS_ONLY, 40);
  });

  it('offers a cancelled seat to the first in line exactly once, also with parallel promotion runs, and the offer confirms', async () => {
    await leaveSeats(handle(), FREE, 0);
    const holder = await register(app, FREE, uniqueRegistrant());
    expect(holder.outcome.outcome).toBe('waitlisted');
    await leaveSeats(handle(), FREE, 1);
    const seated = await register(app, FREE, uniqueRegistrant());
    expect(seated.outcome.outcome).toBe('confirmed');
    const first = await handle()
      .db.select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, FREE), eq(eventRegistrations.status, 'waitlisted')))
      .orderBy(eventRegistrations.queuedAt, eventRegistrations.id)
      .limit(1);
    const firstInLine = first[0]?.id ?? '';

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/account/event-registrations/${seated.outcome.registrationId}/cancel`,
      headers: { cookie: seated.cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const runs = await Promise.all(Array.from({ length: 10 }, () => promoteWaitlist(deps, FREE, new Date())));
    expect(runs.flat()).toHaveLength(0);
    const offered = await handle()
      .db.select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, FREE), eq(eventRegistrations.status, 'offered')));
    expect(offered.map((row) => row.id)).toEqual([firstInLine]);
    expect((await seatsOf(handle(), FREE)).seatsTaken).toBe(await seatsHeldByRows(handle(), FREE));

    const [mail] = await handle()
      .db.select()
      .from(emailDeliveries)
      .where(sql`${emailDeliveries.dedupeKey} LIKE ${`event-offer:${firstInLine}:%`}`);
    expect(await countRows(handle(), 'email_deliveries', sql`dedupe_key LIKE ${`event-offer:${firstInLine}:%`}`)).toBe(1);
    const token = /#token=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const accept = () => app.inject({ method: 'POST', url: '/api/event-registrations/offers/accept', payload: { token, locale: 'en' } });
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ outcome: 'confirmed', registrationId: firstInLine });
    expect((await accept()).statusCode).toBe(410);
    expect((await registrationRow(handle(), firstInLine)).status).toBe('confirmed');
  });

  it('refunds a paid cancellation per the policy, with a credit note, and offers the seats on', async () => {
    await leaveSeats(handle(), PAID, 2);
    const { outcome, cookie } = await register(app, PAID, uniqueRegistrant({ seats: 2 }));
    if (outcome.outcome !== 'payment') throw new Error('expected a payment');
    const row = await registrationRow(handle(), outcome.registrationId);
    await payWithCard(app, { paymentIntentId: row.paymentIntentId ?? '', clientSecret: outcome.clientSecret });
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/event-registrations/${outcome.registrationId}/confirm`,
      headers: { cookie },
      payload: {},
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await register(app, PAID, uniqueRegistrant());
    const line = await handle()
      .db.select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, PAID), eq(eventRegistrations.status, 'waitlisted')))
      .orderBy(eventRegistrations.queuedAt, eventRegistrations.id)
      .limit(2);

    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/account/event-registrations/${outcome.registrationId}/cancel`,
      headers: { cookie },
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const result = cancelled.json<{ refundedCents: number; creditNoteNumber: string }>();
    expect(result.refundedCents).toBe(36_000);
    expect(result.creditNoteNumber).toMatch(/^CN-\d{4}-\d{6}$/);
    expect(await countRows(handle(), 'refunds', sql`payment_intent_id = ${row.paymentIntentId} AND reason = 'event_cancellation'`)).toBe(1);
    const notes = await handle()
      .db.select()
      .from(invoices)
      .where(and(eq(invoices.eventRegistrationId, outcome.registrationId), eq(invoices.kind, 'credit-note')));
    expect(notes.map((note) => note.document.totals.grossCents)).toEqual([-36_000]);
    const offered = await handle()
      .db.select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, PAID), eq(eventRegistrations.status, 'offered')));
    expect(offered.map((registration) => registration.id).sort()).toEqual(line.map((registration) => registration.id).sort());
    expect((await seatsOf(handle(), PAID)).seatsTaken).toBe(await seatsHeldByRows(handle(), PAID));
  });
});
