import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/query-rows';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp } from '../../../tests/helpers/membership';

describeEachDatabase('newsletter subscriptions API', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;
  let sequence = 0;
  const address = () => `reader.${Date.now().toString(36)}${(sequence += 1)}@example.com`;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/newsletter-subscriptions', payload: payload as object, headers });

  /** The token in the emailed link, read from the queued message as the reader would click it. */
  async function emailedToken(email: string, action: 'confirm' | 'unsubscribe'): Promise<string> {
    const [mail] = await queryRows<{ text_body: string }>(
      handle().db,
      sql`SELECT text_body FROM email_deliveries WHERE lower(to_address) = ${email} ORDER BY created_at DESC, id LIMIT 1`,
    );
    const match = new RegExp(`/newsletter/${action}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.text_body ?? '');
    if (!match?.[1]) throw new Error(`no ${action} link mailed to ${email}`);
    return match[1];
  }

  const follow = (action: 'confirm' | 'unsubscribe', token: string) =>
    app.inject({ method: 'POST', url: `/api/newsletter-subscriptions/${action}`, payload: { token } });

  it('stores a pending subscription and emails a confirmation link in the reader’s language', async () => {
    const email = address();
    const response = await subscribe({ email, newsletter: 'trade-weekly', locale: 'nl' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'pending' });
    const [mail] = await queryRows<{ subject: string; text_body: string }>(
      handle().db,
      sql`SELECT subject, text_body FROM email_deliveries WHERE to_address = ${email}`,
    );
    expect(mail?.subject).toBe('Bevestig uw aanmelding voor de nieuwsbrief');
    expect(mail?.text_body).toMatch(/http:\/\/localhost:3000\/nl\/newsletter\/confirm\?token=/);
    const [row] = await queryRows<{ confirm_token_hash: string }>(
      handle().db,
      sql`SELECT confirm_token_hash FROM newsletter_subscriptions WHERE email = ${email}`,
    );
    expect(mail?.text_body).not.toContain(row?.confirm_token_hash);
  });

  it('does not duplicate a second subscribe, and does not email a confirmed reader again', async () => {
    const email = address();
    await subscribe({ email });
    const again = await subscribe({ email: email.toUpperCase() });
    expect(again.statusCode).toBe(202);
    expect(await countRows(handle(), 'newsletter_subscriptions', sql`lower(email) = ${email}`)).toBe(1);
    expect((await follow('confirm', await emailedToken(email, 'confirm'))).json()).toEqual({ status: 'confirmed' });
    const mailsBefore = await countRows(handle(), 'email_deliveries', sql`to_address = ${email}`);
    const third = await subscribe({ email });
    expect(third.statusCode).toBe(200);
    expect(third.json()).toEqual({ status: 'confirmed' });
    expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${email}`)).toBe(mailsBefore);
  });

  it('confirms with a good token, reports a used one, and refuses a forged one', async () => {
    const email = address();
    await subscribe({ email });
    const token = await emailedToken(email, 'confirm');
    expect((await follow('confirm', token)).json()).toEqual({ status: 'confirmed' });
    const used = await follow('confirm', token);
    expect(used.statusCode).toBe(200);
    expect(used.json()).toEqual({ status: 'confirmed' });
    const forged = await follow('confirm', `${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json<{ error: { message: string } }>().error.message).toContain('invalid or has expired');
  });

  it('answers a garbled token with the same invalid-link message, in the reader’s language', async () => {
    const garbled = await app.inject({
      method: 'POST',
      url: '/api/newsletter-subscriptions/unsubscribe',
      headers: { 'accept-language': 'nl' },
      payload: { token: 'abc' },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({
      error: { statusCode: 400, message: 'Deze link is ongeldig of verlopen. Meld u opnieuw aan om een nieuwe te ontvangen.' },
    });
  });

  it('unsubscribes with the emailed link, after which the confirmation link cannot resubscribe', async () => {
    const email = address();
    await subscribe({ email });
    const confirmToken = await emailedToken(email, 'confirm');
    await follow('confirm', confirmToken);
    expect((await follow('unsubscribe', await emailedToken(email, 'unsubscribe'))).json()).toEqual({ status: 'unsubscribed' });
    expect((await follow('confirm', confirmToken)).json()).toEqual({ status: 'unsubscribed' });
  });

  it.each([
    ['no email', {}],
    ['an invalid email', { email: 'not-an-address' }],
    ['a number', { email: 12 }],
    ['an unknown newsletter', { email: 'a@example.com', newsletter: 'daily-spam' }],
    ['an unknown field', { email: 'a@example.com', admin: true }],
    ['a 1 MB email', { email: `${'a'.repeat(1_048_576)}@example.com` }],
  ])('refuses %s (400, or 413 past the body limit) and stores nothing', async (_name, payload) => {
    const before = await countRows(handle(), 'newsletter_subscriptions');
    const response = await subscribe(payload);
    expect([400, 413]).toContain(response.statusCode);
    expect(await countRows(handle(), 'newsletter_subscriptions')).toBe(before);
  });

  it('says an invalid address in the spec’s words', async () => {
    const response = await subscribe({ email: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { message: string } }>().error.message).toBe('email: Please enter a valid email address');
  });
});
