import { parse } from 'csv-parse/sync';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { seedEventSeats, seedRegistration } from '../../../tests/helpers/seed-event-registrations';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { createStaff, staffCookie } from '../../../tests/helpers/staff';
import type { AdminEventDetail, AdminEventSummary, CheckInAnswer } from '@shared/admin/event-constants';
import { eventRegistrationApi } from '@shared/event-registration-api';
import type { AppConfig } from '../config';
import { auditLog, eventRegistrations, eventSeats } from '../db/schema';
import { signTicketCode } from '../events/ticket-code';

const csvRecords = (body: string) => parse(body, { bom: true, columns: true }) as Record<string, string>[];

describeEachDatabase('back-office events API', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  let membership = '';
  let finance = '';
  let membershipId = '';
  const db = () => database().handle.db;

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(database().handle));
    const events = await createStaff(db(), { role: 'membership' });
    membershipId = events.id;
    membership = await staffCookie(db(), events.id);
    finance = await staffCookie(db(), (await createStaff(db(), { role: 'finance' })).id);
  });
  afterAll(() => app.close());

  const get = (url: string, cookie = membership) => app.inject({ method: 'GET', url, headers: { cookie } });
  const checkIn = (code: string, cookie = membership) =>
    app.inject({ method: 'POST', url: eventRegistrationApi.adminCheckIn, headers: { cookie }, payload: { code } });
  const post = (url: string, payload: object, cookie = membership) => app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const ticket = (registrationId: string) => signTicketCode(registrationId, config.events.ticketSecret);

  describe('figures and registrations', () => {
    const eventId = 'smart-mobility-conference-2027';
    beforeAll(async () => {
      await seedEventSeats(db(), eventId, 10);
      await seedRegistration(db(), { eventId, seats: 2, amountCents: 35_000, paid: {}, name: 'Fatima Al-Sulaiti', company: 'Doha Rail' });
      await seedRegistration(db(), { eventId, seats: 1, amountCents: 9_500, paid: { refundedCents: 4_750 }, needs: 'Vegetarian' });
      await seedRegistration(db(), { eventId, status: 'held', seats: 3, amountCents: 52_500 });
      await seedRegistration(db(), { eventId, status: 'cancelled', seats: 1 });
      await seedRegistration(db(), { eventId, status: 'waitlisted', name: 'Second in line', queuedAt: new Date('2026-11-20T10:00:00Z') });
      await seedRegistration(db(), { eventId, status: 'waitlisted', name: 'First in line', queuedAt: new Date('2026-11-19T10:00:00Z') });
    });

    it('lists every event with registration: seats, confirmed registrations and seats, waitlist, revenue net of refunds', async () => {
      const response = await get(eventRegistrationApi.adminEvents, finance);
      expect(response.statusCode).toBe(200);
      const summary = (response.json() as AdminEventSummary[]).find((event) => event.eventId === eventId);
      expect(summary).toMatchObject({
        capacity: 10,
        seatsTaken: 6,
        seatsLeft: 4,
        confirmedRegistrations: 2,
        confirmedSeats: 3,
        waitlistLength: 2,
        // 350.00 + 95.00 paid, 47.50 of the second refunded.
        revenueCents: 35_000 + 9_500 - 4_750,
        memberPriceCents: 9_500,
        nonMemberPriceCents: 17_500,
      });
      expect(summary?.title).toMatch(/\S/);
    });

    it("shows one event's registrations with payments and refunds, and its waitlist in order", async () => {
      const response = await get(eventRegistrationApi.adminEvent(eventId));
      expect(response.statusCode).toBe(200);
      const detail = response.json() as AdminEventDetail;
      expect(detail.registrations.map((row) => row.status).sort()).toEqual(['cancelled', 'confirmed', 'confirmed', 'held']);
      expect(detail.registrations.find((row) => row.needs === 'Vegetarian')).toMatchObject({ paidCents: 9_500, refundedCents: 4_750 });
      expect(detail.waitlist.map((row) => row.name)).toEqual(['First in line', 'Second in line']);
      expect((await get(eventRegistrationApi.adminEvent('no-such-event'))).statusCode).toBe(404);
      expect((await get(eventRegistrationApi.adminEvent('Bad Id!'))).statusCode).toBe(404);
    });

    it('exports the confirmed attendees as CSV, formulas neutralised, and audits the export', async () => {
      await seedRegistration(db(), { eventId, name: '=HYPERLINK("https://evil.example","click")', company: '+31 20 123 4567', seats: 1 });
      const response = await get(eventRegistrationApi.adminAttendeesCsv(eventId), finance);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="attendees-smart-mobility-conference-2027-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const records = csvRecords(response.body);
      expect(records).toHaveLength(3);
      expect(records.map((record) => record.Name)).toContain('Fatima Al-Sulaiti');
      const fatima = records.find((record) => record.Name === 'Fatima Al-Sulaiti');
      expect(fatima).toMatchObject({ Company: 'Doha Rail', Seats: '2', Amount: '350.00', Paid: '350.00', Refunded: '0.00' });
      const formula = records.find((record) => record.Name?.includes('HYPERLINK'));
      expect(formula?.Name).toBe(`'=HYPERLINK("https://evil.example","click")`);
      expect(formula?.Company).toBe(`'+31 20 123 4567`);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export.event-attendees'), eq(auditLog.subjectId, eventId)));
      expect(audit?.after).toEqual({ rows: 3 });
    });
  });

  describe('check-in', () => {
    const eventId = 'qatar-national-day-reception';
    beforeAll(() => seedEventSeats(db(), eventId, 50));

    it('checks a genuine ticket in once, names the guest and seats, and audits it', async () => {
      const id = await seedRegistration(db(), { eventId, name: 'Khalid Al-Attiyah', seats: 2 });
      const first = await checkIn(`  ${ticket(id)} `);
      expect(first.statusCode).toBe(200);
      const answer = first.json() as CheckInAnswer;
      expect(answer).toMatchObject({
        result: 'checked-in',
        registration: { registrationId: id, name: 'Khalid Al-Attiyah', seats: 2, eventId },
      });
      const again = (await checkIn(ticket(id))).json() as CheckInAnswer;
      expect(again.result).toBe('already-checked-in');
      expect('registration' in again && again.registration.checkedInAt).toBe('registration' in answer && answer.registration.checkedInAt);
      const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
      expect(row?.checkedInBy).toBe(membershipId);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'event.check-in'), eq(auditLog.subjectId, id)));
      expect(audits).toHaveLength(1);
      expect(audits[0]?.actorId).toBe(membershipId);
    });

    it('refuses a forged or changed code, and a code signed with another secret', async () => {
      const id = await seedRegistration(db(), { eventId });
      const genuine = ticket(id);
      const [idPart = '', macPart = ''] = genuine.split('.');
      const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
      for (const code of [
        `${idPart}.${flip(macPart, 3)}`,
        `${flip(idPart, 5)}.${macPart}`,
        signTicketCode(id, 'another-secret-that-is-long-enough-to-sign'),
        'not a ticket',
      ]) {
        expect((await checkIn(code)).json(), code).toEqual({ result: 'invalid' });
      }
      // A genuine code for a registration that does not exist names nobody either.
      expect((await checkIn(ticket('0a8b5c1e-3f4d-4e6a-9b7c-2d1e0f9a8b7c'))).json()).toEqual({ result: 'invalid' });
      const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
      expect(row?.checkedInAt).toBeNull();
    });

    it('refuses a ticket whose registration is not confirmed, saying why', async () => {
      const id = await seedRegistration(db(), { eventId, status: 'cancelled' });
      expect((await checkIn(ticket(id))).json()).toMatchObject({ result: 'not-confirmed', registration: { status: 'cancelled' } });
    });

    it('checks in exactly once when 20 devices scan the same ticket at once', async () => {
      const id = await seedRegistration(db(), { eventId, seats: 1 });
      const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(ticket(id))));
      const results = answers.map((answer) => (answer.json() as CheckInAnswer).result);
      expect(results.filter((result) => result === 'checked-in')).toHaveLength(1);
      expect(results.filter((result) => result === 'already-checked-in')).toHaveLength(19);
      const audits = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'event.check-in'), eq(auditLog.subjectId, id)))
        .orderBy(desc(auditLog.at));
      expect(audits).toHaveLength(1);
    });

    it('refuses an empty code and unknown fields (422/400)', async () => {
      expect((await checkIn('   ')).statusCode).toBeGreaterThanOrEqual(400);
      const extra = await app.inject({
        method: 'POST',
        url: eventRegistrationApi.adminCheckIn,
        headers: { cookie: membership },
        payload: { code: 'x', staffId: 'someone' },
      });
      expect(extra.statusCode).toBeGreaterThanOrEqual(400);
    });

    it('is not open to finance', async () => {
      expect((await checkIn('x', finance)).statusCode).toBe(403);
    });
  });
  describe('staff add and cancel, with a reason, audited', () => {
    const guest = (overrides: object = {}) => ({
      name: 'Aisha Al-Mannai',
      email: 'aisha.mannai@example.com',
      company: 'QatarEnergy',
      seats: 2,
      locale: 'ar',
      reason: 'Invited by the ambassador',
      ...overrides,
    });
    const seatsOf = async (eventId: string) => (await db().select().from(eventSeats).where(eq(eventSeats.eventId, eventId)))[0];
    const auditsOf = (action: string, id: string) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, id)));

    it('adds a free registration: confirmed, seats taken, marked as staff-added, audited with the reason', async () => {
      const eventId = 'qatar-national-day-reception';
      const before = await seatsOf(eventId);
      const response = await post(eventRegistrationApi.adminAddRegistration(eventId), guest());
      expect(response.statusCode).toBe(201);
      const outcome = response.json() as { outcome: string; registrationId: string };
      expect(outcome.outcome).toBe('confirmed');
      const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, outcome.registrationId));
      expect(row).toMatchObject({ status: 'confirmed', seats: 2, addedByStaffId: membershipId, locale: 'ar', amountCents: 0 });
      expect((await seatsOf(eventId))?.seatsTaken).toBe((before?.seatsTaken ?? 0) + 2);
      const [audit] = await auditsOf('event-registration.add', outcome.registrationId);
      expect(audit).toMatchObject({ actorId: membershipId, reason: 'Invited by the ambassador' });
      expect(audit?.after).toMatchObject({ eventId, seats: 2, outcome: 'confirmed' });
    });

    it("adds a paid event's seats only with the payment waived, free of charge", async () => {
      const eventId = 'cross-cultural-leadership-2027';
      await seedEventSeats(db(), eventId, 20);
      const refused = await post(eventRegistrationApi.adminAddRegistration(eventId), guest({ email: 'paid.guest@example.com' }));
      expect(refused.statusCode).toBe(422);
      expect((await seatsOf(eventId))?.seatsTaken).toBe(0);
      const waived = await post(
        eventRegistrationApi.adminAddRegistration(eventId),
        guest({ email: 'paid.guest@example.com', waivePayment: true }),
      );
      expect(waived.statusCode).toBe(201);
      const { registrationId } = waived.json() as { registrationId: string };
      const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
      expect(row).toMatchObject({ status: 'confirmed', amountCents: 0 });
    });

    it('never overbooks: a full event puts the added guest on its waitlist', async () => {
      const eventId = 'hydrogen-trade-mission-2027';
      await seedEventSeats(db(), eventId, 1);
      await seedRegistration(db(), { eventId, seats: 1 });
      const response = await post(eventRegistrationApi.adminAddRegistration(eventId), guest({ seats: 1, waivePayment: true }));
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ outcome: 'waitlisted', position: 1 });
      expect(await seatsOf(eventId)).toMatchObject({ capacity: 1, seatsTaken: 1 });
    });

    it('refuses an add without a reason, with unknown fields, or for an event without registration', async () => {
      const eventId = 'qatar-national-day-reception';
      expect((await post(eventRegistrationApi.adminAddRegistration(eventId), guest({ reason: '' }))).statusCode).toBe(400);
      expect((await post(eventRegistrationApi.adminAddRegistration(eventId), guest({ accountId: 'x' }))).statusCode).toBe(400);
      expect((await post(eventRegistrationApi.adminAddRegistration('no-such-event'), guest())).statusCode).toBe(404);
      expect((await post(eventRegistrationApi.adminAddRegistration(eventId), guest(), finance)).statusCode).toBe(403);
    });

    it('cancels with a reason: seats returned, the first waitlisted guest offered them, audited once', async () => {
      const eventId = 'greenhouse-masterclass-2027';
      await seedEventSeats(db(), eventId, 1);
      const id = await seedRegistration(db(), { eventId, seats: 1, name: 'Bram Visser' });
      const waiting = await seedRegistration(db(), { eventId, status: 'waitlisted', seats: 1, name: 'Lina Haddad' });
      expect((await post(eventRegistrationApi.adminCancelRegistration(id), { reason: '' })).statusCode).toBe(400);
      const response = await post(eventRegistrationApi.adminCancelRegistration(id), { reason: 'Asked by phone to cancel' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ refundedCents: 0, creditNoteNumber: null });
      const [row] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
      expect(row).toMatchObject({ status: 'cancelled', cancelledBy: 'staff', cancelReason: 'Asked by phone to cancel' });
      const [offered] = await db().select().from(eventRegistrations).where(eq(eventRegistrations.id, waiting));
      expect(offered?.status).toBe('offered');
      expect(await seatsOf(eventId)).toMatchObject({ seatsTaken: 1 });
      const audits = await auditsOf('event-registration.cancel', id);
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: membershipId, reason: 'Asked by phone to cancel' });
      expect((await post(eventRegistrationApi.adminCancelRegistration(id), { reason: 'Again' })).statusCode).toBe(409);
      expect((await post(eventRegistrationApi.adminCancelRegistration('not-a-uuid'), { reason: 'Asked' })).statusCode).toBe(404);
    });
  });
});
