import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageForm } from '@web/components/ui/page-form';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE } from '../../../tests/helpers/session';

const origin = 'http://localhost:3000';

/** Stand-in prerendered pages holding the real PageForm markup the server writes into. */
const pageBodies: Record<string, ReactNode> = {
  login: (
    <PageForm formId="signIn">
      <input id="sign-in-identifier" name="identifier" />
      <input id="sign-in-password" type="password" name="password" />
    </PageForm>
  ),
  'reset-password': (
    <PageForm formId="passwordResetRequest">
      <input id="reset-email" type="email" name="email" />
    </PageForm>
  ),
  'membership/checkout/_': <PageForm formId="checkout" />,
  account: <PageForm formId="billing" />,
  about: (
    <PageForm formId="newsletter" instance="monthly-update">
      <input type="hidden" name="newsletter" value="monthly-update" />
      <input id="newsletter-email" type="email" name="email" />
    </PageForm>
  ),
};

async function writePages(): Promise<string> {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'qncc-forms-'));
  for (const prefix of ['', 'ar/', 'nl/']) {
    for (const [page, body] of Object.entries(pageBodies)) {
      const dir = path.join(staticDir, `${prefix}${page}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'index.html'), `<!doctype html><html><body>${renderToString(body)}</body></html>`);
    }
    // The reset page as prerendered for a URL with ?token= (scripts/prerendered-paths.ts).
    const newPasswordForm = renderToString(
      <PageForm formId="newPassword">
        <input id="reset-password" type="password" name="password" />
      </PageForm>,
    );
    await writeFile(
      path.join(staticDir, `${prefix}reset-password`, 'token.html'),
      `<!doctype html><html><body>${newPasswordForm}</body></html>`,
    );
  }
  return staticDir;
}

describeEachDatabase('forms posted without JavaScript', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, { staticDir: await writePages(), siteUrl: origin }));
  });
  afterAll(() => app.close());

  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = { origin }) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });
  const sessionOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
    response.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value;

  describe('sign-in', () => {
    it('answers missing fields with the page and the schema’s messages, linked to their fields', async () => {
      const response = await post('/login', { _form: 'signIn', identifier: '', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain(
        '<a class="font-medium text-danger underline" href="#sign-in-identifier">Please enter your username or email</a>',
      );
      expect(response.body).toContain('href="#sign-in-password">Password must be at least 8 characters</a>');
      expect(response.body).toMatch(/<input aria-invalid="true"[^>]* id="sign-in-identifier"/);
    });

    it('answers wrong credentials in the page’s language, keeps the identifier (escaped) and never the password', async () => {
      const response = await post('/ar/login', { _form: 'signIn', identifier: 'bob<script>', password: 'secret-guess-123' });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('اسم المستخدم أو كلمة المرور غير صحيحة.');
      expect(response.body).toContain('value="bob&lt;script&gt;"');
      expect(response.body).not.toContain('secret-guess-123');
      expect(sessionOf(response)).toBeUndefined();
    });

    it('signs in with the right credentials: a session cookie and a 303 to the account page in that language', async () => {
      const { buyer } = await buyMembership(app, uniqueBuyer());
      const response = await post('/nl/login', { _form: 'signIn', identifier: buyer.username, password: buyer.password });
      expect(response.statusCode, response.body).toBe(303);
      expect(response.headers.location).toBe('/nl/account');
      expect(sessionOf(response)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('follows a same-site ?next= and ignores another host', async () => {
      const { buyer } = await buyMembership(app, uniqueBuyer());
      const fields = { _form: 'signIn', identifier: buyer.username, password: buyer.password };
      expect((await post('/login?next=/member-directory', fields)).headers.location).toBe('/member-directory');
      expect((await post('/login?next=//evil.example', fields)).headers.location).toBe('/account');
    });

    it('refuses a post another site made, as the API does', async () => {
      const { buyer } = await buyMembership(app, uniqueBuyer());
      const fields = { _form: 'signIn', identifier: buyer.username, password: buyer.password };
      const response = await post('/login', fields, { origin: 'https://evil.example' });
      expect(response.statusCode).toBe(403);
      expect(sessionOf(response)).toBeUndefined();
      expect((await post('/login', fields, { origin, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    });
  });

  describe('newsletter', () => {
    it('answers a bad address with the message on the page, and a good one with a 303 to the page saying to check the inbox', async () => {
      const fields = { _form: 'newsletter:monthly-update', newsletter: 'monthly-update' };
      const invalid = await post('/nl/about', { ...fields, email: 'not-an-address' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('Voer een geldig e-mailadres in');
      expect(invalid.body).toContain('value="not-an-address"');

      const subscribed = await post('/nl/about', { ...fields, email: `${crypto.randomUUID()}@example.com` });
      expect(subscribed.statusCode).toBe(303);
      expect(subscribed.headers.location).toBe('/nl/about?done=newsletter%3Amonthly-update#form-newsletter:monthly-update');
      const shown = await app.inject({ method: 'GET', url: String(subscribed.headers.location).split('#')[0] });
      expect(shown.statusCode).toBe(200);
      expect(shown.body).toContain('role="status"');
      expect(shown.body).toContain('Bevestig uw aanmelding via de link die wij u per e-mail hebben gestuurd.');
    });
  });

  describe('password reset', () => {
    it('asks for a valid address, then answers every address alike with a 303', async () => {
      const invalid = await post('/reset-password', { _form: 'passwordResetRequest', email: 'nope' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.body).toContain('Please enter a valid email address');
      const sent = await post('/reset-password', { _form: 'passwordResetRequest', email: 'nobody@example.com' });
      expect(sent.statusCode).toBe(303);
      const shown = await app.inject({ method: 'GET', url: String(sent.headers.location).split('#')[0] });
      expect(shown.body).toContain('If an account uses this address, a reset link is on its way.');
    });

    it('answers a new password with an unknown token with the invalid-link message', async () => {
      const response = await post('/reset-password?token=unknownunknownunknown', {
        _form: 'newPassword',
        password: 'a-new-password-1',
        confirmPassword: 'a-new-password-1',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('This reset link is invalid or has expired. Please ask for a new one.');
      expect(response.body).not.toContain('a-new-password-1');
    });
  });

  it('answers the checkout without JavaScript that the payment needs it', async () => {
    const response = await post('/ar/membership/checkout/professional', { _form: 'checkout', email: 'a@example.com' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('يحتاج هذا النموذج إلى JavaScript.');
  });

  it('answers the billing details form without JavaScript that it needs it, in the page’s language', async () => {
    const response = await post('/nl/account', { _form: 'billing', buyingFor: 'myself' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Dit formulier heeft JavaScript nodig.');
  });

  it('refuses a post naming no form of ours, and leaves the API’s unknown paths to the API', async () => {
    expect((await post('/login', { _form: 'nothing' })).statusCode).toBe(400);
    expect((await post('/api/nothing', { _form: 'signIn' })).statusCode).toBe(404);
    expect((await post('/no-such-page', { _form: 'signIn' })).statusCode).toBe(404);
  });
});
