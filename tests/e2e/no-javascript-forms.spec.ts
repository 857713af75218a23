import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staff } from '../../content/contact/staff';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { localizePath, type Locale } from '../../src/shared/locales';
import { MIN_PASSWORD } from '../../src/shared/membership';
import { accountText, catalogText, siteMessages, validationText } from '../helpers/messages';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { decodeQuotedPrintable, outboxFor } from './checkout-steps';
import { cookieClient } from './server-process';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser, waitForHydration, type OpenedPage } from './support';

const browser = useBrowser();

const withoutJavaScript: BrowserContextOptions = { javaScriptEnabled: false };

const invalidCredentials: Record<Locale, string> = {
  en: 'Invalid username or password.',
  ar: 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  nl: 'Ongeldige gebruikersnaam of ongeldig wachtwoord.',
};

/** An identifier no account has, new each time: the sign-in throttle counts failures per identifier. */
function stranger(): string {
  return `nobody_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** A member with an account, bought through the API with the sandbox's succeeding card, from one browser. */
async function memberThroughApi() {
  const member = uniqueBuyer();
  const browserApi = cookieClient();
  const postJson = async (urlPath: string, body: unknown): Promise<unknown> => {
    const response = await browserApi(`${baseUrl}${urlPath}`, { method: 'POST', body });
    expect(response.status, urlPath).toBe(200);
    return response.json();
  };
  const intent = (await postJson('/api/create-membership-payment', createPaymentBody(member))) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await postJson(`/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    clientSecret: intent.clientSecret,
    card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
    returnUrl: '/membership/success',
  });
  await postJson('/api/confirm-membership-payment', { paymentIntentId: intent.paymentIntentId, userInfo: null });
  return member;
}

/** A page that remembers every URL its frame showed, to prove none carried a secret. */
async function pageRecordingUrls(options: BrowserContextOptions): Promise<OpenedPage & { urls: string[] }> {
  const opened = await newPage(browser(), options);
  const urls: string[] = [];
  opened.page.on('framenavigated', (frame) => {
    if (frame === opened.page.mainFrame()) urls.push(frame.url());
  });
  return { ...opened, urls };
}

async function submitSignIn(page: Page, locale: Locale, identifier: string, password: string) {
  const main = page.locator('main');
  await main.getByLabel(accountText(locale, 'fields.identifier')).fill(identifier);
  await main.getByLabel(accountText(locale, 'fields.password'), { exact: true }).fill(password);
  await main.getByRole('button', { name: siteMessages[locale].account.signIn }).click();
}

async function alertText(page: Page): Promise<string> {
  const alert = page.locator('main [role="alert"]');
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describe('forms without JavaScript', () => {
  it.each(['en', 'ar', 'nl'] as const)(
    'sign-in in %s answers wrong credentials on the page, never with the password in a URL',
    async (locale) => {
      const { page, urls, close } = await pageRecordingUrls(withoutJavaScript);
      try {
        await page.goto(localizePath('/login', locale));
        const identifier = stranger();
        await submitSignIn(page, locale, identifier, 'a-wrong-password');
        expect(await alertText(page)).toContain(invalidCredentials[locale]);
        expect(await page.locator('main').getByLabel(accountText(locale, 'fields.identifier')).inputValue()).toBe(identifier);
        expect(await page.locator('main').getByLabel(accountText(locale, 'fields.password'), { exact: true }).inputValue()).toBe('');
        expect(page.url()).not.toContain('password');
        expect(urls.filter((url) => url.includes('password'))).toEqual([]);
      } finally {
        await close();
      }
    },
  );

  it('sign-in shows the schema’s messages in Arabic for empty fields', async () => {
    const { page, close } = await pageRecordingUrls(withoutJavaScript);
    try {
      await page.goto('/ar/login');
      await page.locator('main').getByRole('button', { name: siteMessages.ar.account.signIn }).click();
      const text = await alertText(page);
      expect(text).toContain(validationText('ar', 'identifier'));
      expect(text).toContain(validationText('ar', 'password', { min: MIN_PASSWORD }));
      expect(page.url()).not.toContain('password');
    } finally {
      await close();
    }
  });

  it('signs in with the right credentials and lands on the account page', async () => {
    const member = await memberThroughApi();
    const { page, urls, close } = await pageRecordingUrls(withoutJavaScript);
    try {
      await page.goto('/nl/login');
      await submitSignIn(page, 'nl', member.username, member.password);
      await page.waitForURL('**/nl/account');
      const session = (await (await page.request.get('/api/session')).json()) as { member: { username: string } | null };
      expect(session.member?.username).toBe(member.username);
      expect(urls.filter((url) => url.includes('password') || url.includes(encodeURIComponent(member.password)))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('with the scripts blocked, a sign-in posts: the password stays out of the URL', async () => {
    const { page, urls, close } = await pageRecordingUrls({});
    try {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      await submitSignIn(page, 'en', stranger(), 'a-wrong-password');
      expect(await alertText(page)).toContain(invalidCredentials.en);
      expect(page.url()).not.toContain('password');
      expect(urls.filter((url) => url.includes('password'))).toEqual([]);
      // The page the server wrote the messages into is as accessible as the script's.
      await expectNoAxeViolations(page);
    } finally {
      await close();
    }
  });

  it('with slow scripts, the server’s answer hydrates cleanly: its message stays and the script takes over', async () => {
    const { page, errors, close } = await newPage(browser());
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      await page.route('**/assets/*.js', async (route) => {
        await released;
        // The first page's requests died with it when the form was posted.
        await route.continue().catch(() => undefined);
      });
      await page.goto('/login', { waitUntil: 'commit' });
      const identifier = stranger();
      await submitSignIn(page, 'en', identifier, 'a-wrong-password');
      await page.locator('main [role="alert"]').waitFor();
      release();
      await waitForHydration(page);
      expect(await alertText(page)).toContain(invalidCredentials.en);
      expect(page.url()).not.toContain('password');

      await submitSignIn(page, 'en', identifier, 'another-wrong-password');
      await page.getByRole('status').filter({ hasText: invalidCredentials.en }).waitFor();
      expect(await page.locator('main [role="alert"]').count()).toBe(0);
      // Chrome logs the refused post's page (400) and the refused API call (401); nothing else may go wrong.
      expect(errors.filter((error) => !/status of (400|401)/.test(error))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('subscribes to the newsletter from the footer and says to check the inbox', async () => {
    const email = `footer.${Date.now().toString(36)}@example.com`;
    const { page, close } = await pageRecordingUrls(withoutJavaScript);
    const texts = siteMessages.ar.footer.newsletter;
    try {
      await page.goto('/ar/about');
      const footer = page.locator('footer');
      await footer.getByLabel(texts.emailLabel).fill('not-an-address');
      await footer.getByRole('button', { name: texts.submit }).click();
      await footer
        .getByRole('alert')
        .filter({ hasText: validationText('ar', 'email') })
        .waitFor();
      expect(await footer.getByLabel(texts.emailLabel).inputValue()).toBe('not-an-address');

      await footer.getByLabel(texts.emailLabel).fill(email);
      await footer.getByRole('button', { name: texts.submit }).click();
      await footer.getByRole('status').filter({ hasText: texts.successText }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/ar/about');
      await expect.poll(() => outboxFor(email).then((mail) => mail.length)).toBe(1);
    } finally {
      await close();
    }
  });

  it('resets a password: asks for the link, then sets the new password from the emailed link', async () => {
    const member = await memberThroughApi();
    const newPassword = 'no-script-needed-2';
    const { page, urls, close } = await pageRecordingUrls(withoutJavaScript);
    try {
      await page.goto('/reset-password');
      await page.locator('main').getByLabel(accountText('en', 'fields.email')).fill(member.email);
      await page.getByRole('button', { name: accountText('en', 'passwordReset.sendLink') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: accountText('en', 'passwordReset.linkSent') })
        .waitFor();

      // The mail is quoted-printable (the greeting isolates the name), so '=' reads '=3D' until decoded.
      const resetMail = async () =>
        (await outboxFor(member.email)).map(decodeQuotedPrintable).find((message) => message.includes('reset-password?token='));
      await expect.poll(resetMail).toBeDefined();
      const mail = await resetMail();
      const link = new URL(/https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(mail ?? '')?.[0] ?? '');
      await page.goto(`${link.pathname}${link.search}`);

      await page.getByLabel(accountText('en', 'fields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(accountText('en', 'fields.confirmNewPassword')).fill(`${newPassword}-typo`);
      await page.getByRole('button', { name: accountText('en', 'passwordReset.setNewPassword') }).click();
      expect(await alertText(page)).toContain(validationText('en', 'passwordsMatch'));

      await page.getByLabel(accountText('en', 'fields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(accountText('en', 'fields.confirmNewPassword')).fill(newPassword);
      await page.getByRole('button', { name: accountText('en', 'passwordReset.setNewPassword') }).click();
      await page.waitForURL('**/login?done=newPassword**');
      await page
        .getByRole('status')
        .filter({ hasText: accountText('en', 'passwordReset.done') })
        .waitFor();

      await submitSignIn(page, 'en', member.username, newPassword);
      await page.waitForURL('**/account');
      expect(urls.filter((url) => url.includes(newPassword) || url.includes('password='))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('filters the contact page’s team by department', async () => {
    const legalTeam = staff.filter((person) => person.department === 'legal');
    const { page, close } = await pageRecordingUrls(withoutJavaScript);
    try {
      await page.goto('/nl/contact');
      await page.getByLabel('Afdeling').selectOption({ label: catalogText('nl', 'contact', 'department.legal') });
      await page.getByRole('button', { name: 'Tonen' }).click();
      await page.waitForURL('**/nl/contact?department=legal#team');
      await page
        .getByRole('status')
        .filter({ hasText: `${legalTeam.length} teamle` })
        .waitFor();
      expect(await page.locator('#team ul > li').count()).toBe(legalTeam.length);
      expect(await page.getByLabel('Afdeling').inputValue()).toBe('legal');
    } finally {
      await close();
    }
  });
});
