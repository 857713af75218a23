import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { departmentEmails } from '@content/contact/departments';
import { contactMessageLimits } from '@shared/contact-message';
import { PageForm } from '@web/components/ui/page-form';
import { queryRows } from '../db/query-rows';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp } from '../../../tests/helpers/membership';

const origin = 'http://localhost:3000';

/** A stand-in for the prerendered contact page, with the form's real PageForm markup and its kinds of field. */
async function writeContactPage(): Promise<string> {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'qncc-contact-'));
  const form = renderToString(
    <PageForm formId="contactMessage" jumpToMessages>
      <input id="contact-name" name="name" />
      <input id="contact-email" type="email" name="email" />
      <input id="contact-company" name="company" />
      <select id="contact-department" name="department" defaultValue="">
        <option value="">Choose a department</option>
        <option value="legal">Legal Advisory</option>
        <option value="events">Events &amp; Networking</option>
      </select>
      <input id="contact-subject" name="subject" />
      <textarea id="contact-message" name="message" />
      <input id="contact-website" name="website" />
    </PageForm>,
  );
  for (const prefix of ['', 'nl/']) {
    await mkdir(path.join(staticDir, `${prefix}contact`), { recursive: true });
    await writeFile(path.join(staticDir, `${prefix}contact`, 'index.html'), `<!doctype html><html><body>${form}</body></html>`);
  }
  return staticDir;
}

interface QueuedMail {
  to_address: string;
  reply_to_address: string | null;
  subject: string;
  text_body: string;
  html_body: string;
}

describeEachDatabase('contact messages API', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;
  let sequence = 0;
  /** Each test writes from its own address and its own IP, so the hourly limits of one do not reach another. */
  const sender = () => {
    sequence += 1;
    return { email: `writer.${Date.now().toString(36)}${sequence}@example.com`, ip: `198.51.100.${sequence}` };
  };
  const letter = (email: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Noor Al-Thani',
    email,
    company: 'Gulf Dutch Trading',
    department: 'legal',
    subject: 'Setting up a branch in Rotterdam',
    message: 'We would like advice on the legal form of a Dutch branch.\nCould we meet next week?',
    ...overrides,
  });
  const send = (payload: unknown, ip = '203.0.113.1', headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/contact-messages', payload: payload as object, remoteAddress: ip, headers });
  const mailsTo = (address: string) =>
    queryRows<QueuedMail>(
      handle().db,
      sql`SELECT to_address, reply_to_address, subject, text_body, html_body FROM email_deliveries WHERE lower(to_address) = ${address.toLowerCase()} ORDER BY created_at, id`,
    );
  const messagesFrom = (email: string) => countRows(handle(), 'contact_messages', sql`email = ${email}`);
  const mailsMentioning = (email: string) =>
    countRows(handle(), 'email_deliveries', sql`text_body LIKE ${`%${email}%`} OR to_address = ${email}`);

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle(), { staticDir: await writeContactPage(), siteUrl: origin }));
  });
  afterAll(() => app.close());

  it('stores a message, emails it to the department with the sender as Reply-To, and sends the sender a receipt that repeats nothing they typed', async () => {
    const { email, ip } = sender();
    const response = await send({ ...letter(email), locale: 'nl' }, ip);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'received' });

    const [row] = await queryRows<{ department: string; message: string; company: string; locale: string }>(
      handle().db,
      sql`SELECT department, message, company, locale FROM contact_messages WHERE email = ${email}`,
    );
    expect(row).toEqual({
      department: 'legal',
      message: 'We would like advice on the legal form of a Dutch branch.\nCould we meet next week?',
      company: 'Gulf Dutch Trading',
      locale: 'nl',
    });

    const toDepartment = (await mailsTo(departmentEmails.legal)).filter((mail) => mail.reply_to_address === email);
    expect(toDepartment).toHaveLength(1);
    expect(toDepartment[0]?.subject).toBe('Contact form · Legal Advisory: Setting up a branch in Rotterdam');
    expect(toDepartment[0]?.text_body).toContain('Could we meet next week?');
    expect(toDepartment[0]?.text_body).toContain('Nederlands');

    const receipts = await mailsTo(email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.subject).toBe('We hebben uw bericht ontvangen');
    expect(receipts[0]?.text_body).toContain('Juridisch advies');
    for (const typed of ['Noor', 'Rotterdam', 'Gulf Dutch', 'next week']) expect(receipts[0]?.text_body).not.toContain(typed);
  });

  it('escapes what the sender typed in the department’s HTML mail', async () => {
    const { email, ip } = sender();
    const hostile = '<img src=x onerror=alert(1)> & "quotes" — please call us back about this.';
    expect((await send(letter(email, { subject: '<b>Urgent</b>', message: hostile }), ip)).statusCode).toBe(202);
    const [mail] = (await mailsTo(departmentEmails.legal)).filter((queued) => queued.reply_to_address === email);
    expect(mail?.html_body).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(mail?.html_body).toContain('&lt;b&gt;Urgent&lt;/b&gt;');
    expect(mail?.html_body).not.toContain('<img');
  });

  it('refuses unknown fields, wrong types, overlong texts and control characters with a message naming the field', async () => {
    const { email, ip } = sender();
    const refusal = async (payload: unknown, headers: Record<string, string> = {}) => {
      const response = await send(payload, ip, headers);
      expect(response.statusCode).toBe(400);
      return (response.json() as { error: { message: string } }).error.message;
    };
    expect(await refusal({ ...letter(email), admin: true })).toMatch(/admin/);
    expect(await refusal(letter(email, { name: 42 }))).toBe('name: Please enter your name');
    expect(await refusal(letter(email, { department: 'sales' }))).toBe('department: Please choose a department');
    expect(await refusal(letter(email, { email: 'not-an-address' }))).toBe('email: Please enter a valid email address');
    expect(await refusal(letter(email, { message: 'Too short' }))).toBe('message: Please write a message of at least 20 characters');
    expect(await refusal(letter(email, { message: 'x'.repeat(contactMessageLimits.message + 1) }))).toBe('message: This is too long');
    expect(await refusal(letter(email, { subject: 's'.repeat(contactMessageLimits.subject + 1) }), { 'accept-language': 'nl' })).toBe(
      'subject: Dit is te lang',
    );
    expect(await refusal(letter(email, { subject: 'Two\nlines' }))).toBe(
      'subject: contains a control character (such as a tab, a line break or NUL), which is not accepted.',
    );
    expect(await refusal(letter(email, { message: 'A bell \u0007 in the middle of a long enough message.' }))).toBe(
      'message: contains a control character (such as a tab, a line break or NUL), which is not accepted.',
    );
    expect(await refusal(letter(email, { message: 'A NUL \u0000 in the middle of a long enough message.' }))).toMatch(/^message: /);
    expect(await messagesFrom(email)).toBe(0);
  });

  it('refuses a body larger than any message could be before reading it', async () => {
    const { email, ip } = sender();
    const response = await send(letter(email, { message: 'x'.repeat(20_000) }), ip);
    expect(response.statusCode).toBe(413);
    expect(await messagesFrom(email)).toBe(0);
  });

  it('keeps the same message sent again within minutes once, and emails it once', async () => {
    const { email, ip } = sender();
    const first = await send(letter(email), ip);
    const again = await send(letter(email, { name: 'Noor', company: '' }), ip);
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    expect(again.json()).toEqual({ status: 'received' });
    expect(await messagesFrom(email)).toBe(1);
    expect(await mailsMentioning(email)).toBe(2);

    expect((await send(letter(email, { subject: 'A second question' }), ip)).statusCode).toBe(202);
    expect(await messagesFrom(email)).toBe(2);
  });

  it('thanks a bot that fills in the hidden field and keeps nothing', async () => {
    const { email, ip } = sender();
    const response = await send(letter(email, { website: 'https://spam.example' }), ip);
    expect(response.statusCode).toBe(202);
    expect(await messagesFrom(email)).toBe(0);
    expect(await mailsMentioning(email)).toBe(0);
  });

  it('takes five messages an hour from one sender’s email, from any address', async () => {
    const { email } = sender();
    for (let count = 1; count <= 5; count += 1) {
      expect((await send(letter(email, { subject: `Question ${count}` }), sender().ip)).statusCode).toBe(202);
    }
    const refused = await send(letter(email, { subject: 'Question 6' }), sender().ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { message: expect.stringMatching(/try again in an hour/) } });
    expect(await messagesFrom(email)).toBe(5);
  });

  it('takes ten messages an hour from one IP address, whatever the emails', async () => {
    const { ip } = sender();
    for (let count = 1; count <= 10; count += 1) expect((await send(letter(sender().email), ip)).statusCode).toBe(202);
    const { email } = sender();
    expect((await send(letter(email), ip)).statusCode).toBe(429);
    expect(await messagesFrom(email)).toBe(0);
  });

  const postForm = (url: string, fields: Record<string, string>, ip: string) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _form: 'contactMessage', ...fields }).toString(),
    });

  it('takes the form posted without JavaScript, line breaks included, and answers with the page’s notice', async () => {
    const { email, ip } = sender();
    const fields = letter(email, { message: 'Line one of our question,\r\nand line two of it.' }) as Record<string, string>;
    const response = await postForm('/nl/contact?department=legal', { ...fields, website: '' }, ip);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/nl/contact?done=contactMessage#form-contactMessage');
    const [row] = await queryRows<{ message: string; locale: string }>(
      handle().db,
      sql`SELECT message, locale FROM contact_messages WHERE email = ${email}`,
    );
    expect(row).toEqual({ message: 'Line one of our question,\nand line two of it.', locale: 'nl' });

    const done = await app.inject({ method: 'GET', url: response.headers.location ?? '' });
    expect(done.body).toContain('role="status"');
    expect(done.body).toContain('Bericht verstuurd');
  });

  it('answers a form with problems with the page, its messages linked to the fields and every value put back escaped', async () => {
    const { email, ip } = sender();
    const response = await postForm(
      '/contact',
      { name: '', email, company: '', department: 'events', subject: '<script>x</script>', message: 'Short </textarea>' },
      ip,
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('<a class="font-medium text-danger underline" href="#contact-name">Please enter your name</a>');
    expect(response.body).toContain('href="#contact-message">Please write a message of at least 20 characters</a>');
    expect(response.body).toMatch(/<textarea aria-invalid="true" id="contact-message" name="message">Short &lt;\/textarea&gt;<\/textarea>/);
    expect(response.body).toContain('<option value="events" selected="">');
    expect(response.body).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(response.body).not.toContain('<script>x');
    expect(await messagesFrom(email)).toBe(0);
  });
});
