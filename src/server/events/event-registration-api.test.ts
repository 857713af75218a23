import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventAvailability, EventRegistrationView } from '@shared/event-registration';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { registrableEvent } from './registrable-events';
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
import { signedInMember, SESSION_COOKIE } from '../../../tests/helpers/session';
import type { AppConfig } from '../config';
import { emailDeliveries, eventRegistrations, invoices, memberships, accounts } from '../db/schema';
import { createPayments } from '../payments/create-payments';
import { signWebhookPayload } from '../payments/webhook-signature';
import type { EventDeps } from './event-deps';
import { lapseExpiredHolds } from './lapse-expired';
import { verifyTicketCode } from './ticket-code';

const FREE = 'qatar-national-day-reception';
const PAID = 'cross-cultural-leadership-2027';
const MEMBERS_ONLY = 'investment-dialogue-2027';

describeEachDatabase('event registration API', (database) => {
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

  const view = (id: string, cookie: string) => app.inject({ method: 'GET', url: `/api/event-registrations/${id}`, headers: { cookie } });
  const confirm = (id: string, cookie: string) =>
    app.inject({ method: 'POST', url: `/api/event-registrations/${id}/confirm`, headers: { cookie }, payload: {} });
  const cancel = (id: string, cookie: string) =>
    app.inject({ method: 'POST', url: `/api/account/event-registrations/${id}/cancel`, headers: { cookie }, payload: {} });

  describe('availability', () => {
    it('lists every event with registration, with a short shared cache, and counts seats only when few are left', async () => {
      await leaveSeats(handle(), PAID, 3);
      const response = await app.inject({ method: 'GET', url: '/api/events/availability' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=15');
      const list = response.json<EventAvailability[]>();
      expect(list).toHaveLength(10);
      expect(list.find((item) => item.eventId === PAID)).toEqual({ eventId: PAID, state: 'open', seatsLeft: 3 });
      expect(list.find((item) => item.eventId === 'kings-day-reception')?.state).toBe('not-open-yet');
      expect(list.find((item) => item.eventId === 'smart-mobility-conference-2027')).toMatchObject({ state: 'open', seatsLeft: null });
      await leaveSeats(handle(), PAID, 0);
      await leaveSeats(handle(), MEMBERS_ONLY, 0);
      const full = (await app.inject({ method: 'GET', url: '/api/events/availability' })).json<EventAvailability[]>();
      expect(full.find((item) => item.eventId === PAID)).toEqual({ eventId: PAID, state: 'waitlist', seatsLeft: null });
      expect(full.find((item) => item.eventId === MEMBERS_ONLY)).toEqual({ eventId: MEMBERS_ONLY, state: 'full', seatsLeft: null });
      await leaveSeats(handle(), PAID, 20);
      await leaveSeats(handle(), MEMBERS_ONLY, 40);
    });
  });

  describe('a free event', () => {
    it('confirms at once and queues the ticket: a signed code in a QR image and the .ics file', async () => {
      const before = await seatsOf(handle(), FREE);
      const { status, outcome, cookie } = await register(app, FREE, uniqueRegistrant({ seats: 2, locale: 'ar' }));
      expect(status).toBe(200);
      expect(outcome).toMatchObject({ outcome: 'confirmed', seats: 2, amountCents: 0 });
      expect((await seatsOf(handle(), FREE)).seatsTaken).toBe(before.seatsTaken + 2);
      const [mail] = await handle()
        .db.select()
        .from(emailDeliveries)
        .where(eq(emailDeliveries.dedupeKey, `event-ticket:${outcome.registrationId}`));
      expect(mail?.subject).toContain('تذكرتكم');
      expect(mail?.htmlBody).toContain('cid:ticket-qr@qnlchamber.org');
      expect(mail?.attachments?.map((file) => file.contentType)).toEqual(['image/png', 'text/calendar; charset=utf-8; method=PUBLISH']);
      const ics = Buffer.from(mail?.attachments?.[1]?.contentBase64 ?? '', 'base64').toString('utf8');
      expect(ics).toContain('BEGIN:VEVENT');
      const png = Buffer.from(mail?.attachments?.[0]?.contentBase64 ?? '', 'base64');
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');

      const read = await view(outcome.registrationId, cookie);
      expect(read.statusCode).toBe(200);
      expect(read.headers['cache-control']).toBe('no-store');
      const seen = read.json<EventRegistrationView>();
      expect(seen).toMatchObject({ status: 'confirmed', seats: 2, payment: null, cancellable: true, refundOnCancelCents: 0 });
      expect(verifyTicketCode(seen.ticketCode ?? '', config.events.ticketSecret)).toBe(outcome.registrationId);
      expect(mail?.textBody).toContain(seen.ticketCode);
    });

    it('takes a second identical submit from the same browser as the same registration, even at the same moment', async () => {
      const first = await register(app, FREE, uniqueRegistrant());
      const before = await seatsOf(handle(), FREE);
      const body = uniqueRegistrant();
      const seed = await register(app, FREE, body, first.cookie);
      const again = await Promise.all([
        register(app, FREE, body, first.cookie),
        register(app, FREE, { ...body, email: body.email.toUpperCase() }, first.cookie),
      ]);
      expect(again.map((attempt) => attempt.outcome.registrationId)).toEqual([seed.outcome.registrationId, seed.outcome.registrationId]);
      expect((await seatsOf(handle(), FREE)).seatsTaken).toBe(before.seatsTaken + 1);
    });

    it('keeps the counter equal to the seats the rows hold', async () => {
      expect((await seatsOf(handle(), FREE)).seatsTaken).toBe(await seatsHeldByRows(handle(), FREE));
    });
  });

  describe('who may register', () => {
    it('refuses a members-only event to a visitor, with a clear message', async () => {
      const { status, response } = await register(app, MEMBERS_ONLY, uniqueRegistrant());
      expect(status).toBe(403);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/for members of the chamber/);
    });

    it('refuses an unknown event, and a party larger than the event allows', async () => {
      expect((await register(app, 'no-such-event', uniqueRegistrant())).status).toBe(404);
      const tooMany = await register(app, FREE, uniqueRegistrant({ seats: 3 }));
      expect(tooMany.status).toBe(400);
      expect(tooMany.response.body).toMatch(/seats/);
    });

    it('refuses hostile bodies: unknown fields, wrong types, control characters, huge ones', async () => {
      const attempts = [
        { ...uniqueRegistrant(), isAdmin: true },
        { ...uniqueRegistrant(), seats: 'two' },
        { ...uniqueRegistrant(), seats: 1.5 },
        { ...uniqueRegistrant(), name: ['a', 'b'] },
        { ...uniqueRegistrant(), email: 'not-an-address' },
        { ...uniqueRegistrant(), name: 'Noor\u0000Al-Kuwari' },
        { ...uniqueRegistrant(), locale: 'fr' },
        { ...uniqueRegistrant(), needs: 'x'.repeat(1001) },
        { ...uniqueRegistrant(), amountCents: 0 },
      ];
      for (const body of attempts) expect((await register(app, FREE, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
      const huge = await app.inject({
        method: 'POST',
        url: `/api/events/${FREE}/registrations`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ ...uniqueRegistrant(), needs: 'x'.repeat(100_000) }),
      });
      expect(huge.statusCode).toBe(413);
      const crossSite = await app.inject({
        method: 'POST',
        url: `/api/events/${FREE}/registrations`,
        headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        payload: uniqueRegistrant(),
      });
      expect(crossSite.statusCode).toBe(403);
    });
  });

  describe('a paid event', () => {
    it('holds the seats at the non-member price for a visitor, confirms once on replayed confirms and webhooks, with one invoice', async () => {
      const { status, outcome, cookie } = await register(app, PAID, uniqueRegistrant({ seats: 2 }));
      expect(status).toBe(200);
      if (outcome.outcome !== 'payment') throw new Error(`expected a payment, got ${outcome.outcome}`);
      expect(outcome).toMatchObject({ seats: 2, priceKind: 'non-member', amountCents: 36_000, currency: 'EUR' });
      const row = await registrationRow(handle(), outcome.registrationId);
      expect(row.status).toBe('held');
      const paymentIntentId = row.paymentIntentId ?? '';
      await payWithCard(app, { paymentIntentId, clientSecret: outcome.clientSecret });

      const replays = await Promise.all([confirm(outcome.registrationId, cookie), confirm(outcome.registrationId, cookie)]);
      for (const replay of replays) expect(replay.statusCode, replay.body).toBe(200);
      const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
      const payload = JSON.stringify({
        id: `evt_event_${outcome.registrationId}`,
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: paymentIntentId,
            object: 'payment_intent',
            amount: intent?.amount,
            currency: 'eur',
            status: 'succeeded',
            client_secret: outcome.clientSecret,
            metadata: intent?.metadata,
          },
        },
      });
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const delivered = await app.inject({
          method: 'POST',
          url: '/api/webhooks/payments',
          headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, config.payments.webhookSecret) },
          payload,
        });
        expect(delivered.statusCode, delivered.body).toBe(200);
      }
      expect((await confirm(outcome.registrationId, cookie)).json<EventRegistrationView>()).toMatchObject({
        status: 'confirmed',
        payment: null,
      });
      expect(await countRows(handle(), 'event_payments', sql`event_registration_id = ${outcome.registrationId}`)).toBe(1);
      const issued = await handle().db.select().from(invoices).where(eq(invoices.eventRegistrationId, outcome.registrationId));
      expect(issued).toHaveLength(1);
      expect(issued[0]?.document.lines[0]?.description).toBe('Cross-Cultural Leadership Workshop, 2 seats');
      expect(issued[0]?.document.totals.grossCents).toBe(36_000);
      expect(
        await countRows(
          handle(),
          'email_deliveries',
          sql`dedupe_key = ${`event-ticket:${outcome.registrationId}`} AND invoice_id IS NOT NULL`,
        ),
      ).toBe(1);
    });

    it('gives the member price to an active member and refuses it to an expired one', async () => {
      const member = await signedInMember(app);
      const cookie = `${SESSION_COOKIE}=${member.token}`;
      const active = await register(app, PAID, uniqueRegistrant({ email: member.buyer.email }), cookie);
      expect(active.outcome).toMatchObject({ outcome: 'payment', priceKind: 'member', amountCents: 9_000 });

      const [account] = await handle().db.select().from(accounts).where(eq(accounts.username, member.buyer.username));
      await handle()
        .db.update(memberships)
        .set({ expiresAt: new Date(Date.now() - 60_000) })
        .where(eq(memberships.accountId, account?.id ?? ''));
      const expired = await register(app, PAID, uniqueRegistrant(), cookie);
      expect(expired.outcome).toMatchObject({ outcome: 'payment', priceKind: 'non-member', amountCents: 18_000 });
      expect((await register(app, MEMBERS_ONLY, uniqueRegistrant(), cookie)).status).toBe(403);
    });

    it('refunds in full a payment that succeeds after its hold lapsed when the seats have gone, and confirms it when they are still free', async () => {
      for (const seatsGone of [true, false]) {
        const { outcome, cookie } = await register(app, PAID, uniqueRegistrant());
        if (outcome.outcome !== 'payment') throw new Error('expected a payment');
        await handle()
          .db.update(eventRegistrations)
          .set({ holdExpiresAt: new Date(Date.now() - 1000) })
          .where(eq(eventRegistrations.id, outcome.registrationId));
        await lapseExpiredHolds(deps, new Date());
        expect((await registrationRow(handle(), outcome.registrationId)).status).toBe('lapsed');
        if (seatsGone) await leaveSeats(handle(), PAID, 0);
        const row = await registrationRow(handle(), outcome.registrationId);
        await payWithCard(app, { paymentIntentId: row.paymentIntentId ?? '', clientSecret: outcome.clientSecret });
        const answer = await confirm(outcome.registrationId, cookie);
        if (seatsGone) {
          expect(answer.statusCode).toBe(409);
          expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/refunding it in full/);
          await expect
            .poll(() => countRows(handle(), 'refunds', sql`payment_intent_id = ${row.paymentIntentId} AND reason = 'event_seats_gone'`))
            .toBe(1);
          expect(await countRows(handle(), 'event_payments', sql`event_registration_id = ${outcome.registrationId}`)).toBe(0);
          expect((await registrationRow(handle(), outcome.registrationId)).status).toBe('lapsed');
          await leaveSeats(handle(), PAID, 10);
        } else {
          expect(answer.statusCode, answer.body).toBe(200);
          expect((await registrationRow(handle(), outcome.registrationId)).status).toBe('confirmed');
        }
      }
      expect((await seatsOf(handle(), PAID)).seatsTaken).toBe(await seatsHeldByRows(handle(), PAID));
    });
  });

  describe('owners', () => {
    it('lets no other browser read or cancel a registration, and lets its own browser cancel it', async () => {
      const mine = await register(app, FREE, uniqueRegistrant());
      const other = await register(app, FREE, uniqueRegistrant());
      expect((await view(mine.outcome.registrationId, other.cookie)).statusCode).toBe(404);
      expect((await view(mine.outcome.registrationId, '')).statusCode).toBe(404);
      expect((await view('not-a-uuid', mine.cookie)).statusCode).toBe(404);
      expect((await cancel(mine.outcome.registrationId, other.cookie)).statusCode).toBe(404);
      expect((await registrationRow(handle(), mine.outcome.registrationId)).status).toBe('confirmed');
      const cancelled = await cancel(mine.outcome.registrationId, mine.cookie);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json()).toEqual({ refundedCents: 0, creditNoteNumber: null });
      expect((await cancel(mine.outcome.registrationId, mine.cookie)).statusCode).toBe(409);
    });

    it("lists a signed-in member's registrations", async () => {
      const member = await signedInMember(app);
      const cookie = `${SESSION_COOKIE}=${member.token}`;
      const { outcome } = await register(app, FREE, uniqueRegistrant(), cookie);
      const listed = await app.inject({ method: 'GET', url: '/api/account/event-registrations', headers: { cookie } });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual([expect.objectContaining({ id: outcome.registrationId, status: 'confirmed', eventId: FREE })]);
      // The page names the event from the answer, in the language it asked in, so it need not download the programme.
      const inDutch = await app.inject({
        method: 'GET',
        url: '/api/account/event-registrations',
        headers: { cookie, 'accept-language': 'nl' },
      });
      const registrable = registrableEvent(FREE);
      expect(inDutch.json()).toEqual([
        expect.objectContaining({ eventTitle: registrable?.event.title.nl, eventDate: registrable?.span.start }),
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/account/event-registrations' })).statusCode).toBe(401);
    });
  });

  describe('the form without JavaScript', () => {
    it('registers from a form post and sends the browser to the status page with a 303', async () => {
      const registrant = uniqueRegistrant();
      const posted = await app.inject({
        method: 'POST',
        url: `/nl/events/${FREE}/register`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
        payload: new URLSearchParams({
          _form: 'eventRegistration',
          name: registrant.name,
          email: registrant.email,
          company: '',
          seats: '1',
          needs: '',
        }).toString(),
      });
      expect(posted.statusCode, posted.body).toBe(303);
      expect(posted.headers.location).toMatch(/^\/nl\/events\/registration\?id=[0-9a-f-]{36}$/);
      const bad = await app.inject({
        method: 'POST',
        url: `/events/${FREE}/register`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=N&email=nope&seats=1',
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});
