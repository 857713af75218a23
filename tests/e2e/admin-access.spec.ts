import type { BrowserContextOptions, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type Locale } from '../../src/shared/locales';
import { catalogText } from '../helpers/messages';
import { totpCode } from '../helpers/staff';
import { decodeQuotedPrintable } from './checkout-steps';
import { outboxOf, scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { addStaffWithCli, type CliStaff } from './staff-cli';
import { expectNoAxeViolations, saveScreenshot, useBrowser, viewports } from './support';

const browser = useBrowser();

const texts = {
  en: { email: 'Email address', password: 'Password', code: 'Authentication code', submit: 'Sign in', sections: 'Back office sections' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', code: 'رمز التحقق', submit: 'تسجيل الدخول', sections: 'أقسام لوحة الإدارة' },
} satisfies Partial<Record<Locale, Record<string, string>>>;

describe('staff access in the browser', () => {
  let server: OwnServer;
  let removeDataDir: (() => Promise<void>) | undefined;
  let admin: CliStaff;
  let membership: CliStaff;
  /** The admin's session, once the first test signed in: the other pages open with it. */
  let adminCookies: Cookie[] = [];
  let dataDirPath = '';

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    dataDirPath = dataDir.dir;
    admin = await addStaffWithCli(dataDir.dir, 'first.admin@chamber.example', 'admin', 'Amal Al-Kuwari');
    membership = await addStaffWithCli(dataDir.dir, 'members.desk@chamber.example', 'membership', 'Sanne de Vries');
    server = await startOwnServer({ DATA_DIR: dataDir.dir });
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  async function withStaffPage<T>(
    options: BrowserContextOptions,
    body: (page: Page, errors: string[]) => Promise<T>,
    cookies: Cookie[] = [],
  ) {
    const context = await browser().newContext({ baseURL: server.baseUrl, viewport: viewports.desktop, ...options });
    try {
      await context.addCookies(cookies);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return await body(page, errors);
    } finally {
      await context.close();
    }
  }

  async function fillSignIn(page: Page, locale: 'en' | 'ar', fields: { email: string; password: string; code: string }) {
    await page.getByRole('main').getByLabel(texts[locale].email).fill(fields.email);
    await page.getByRole('main').getByLabel(texts[locale].password).fill(fields.password);
    await page.getByRole('main').getByLabel(texts[locale].code).fill(fields.code);
  }

  it('lets the admin the command line created sign in with a code computed from the printed secret, into the back office frame', async () => {
    await withStaffPage({ colorScheme: 'light' }, async (page, errors) => {
      await page.goto('/admin/sign-in');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await saveScreenshot(page, 'admin-access/sign-in-1440-light-en.png');
      await fillSignIn(page, 'en', { email: admin.email, password: admin.password, code: await totpCode(admin.totpSecret) });
      await page.getByRole('button', { name: texts.en.submit }).click();
      await page.waitForURL(`${server.baseUrl}/admin`);
      const sections = page.getByRole('navigation', { name: texts.en.sections });
      await sections.waitFor();
      expect(await sections.getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Members',
        'Payments',
        'Bank transfers',
        'Events',
        'Check-in',
        'Newsletter',
        'Audit log',
        'Staff',
      ]);
      expect(await sections.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      await page.getByText('Signed in as Amal Al-Kuwari').waitFor();
      await page.getByText('Administrator').waitFor();
      await saveScreenshot(page, 'admin-access/dashboard-1440-light-en.png');
      adminCookies = await page.context().cookies();
      expect(adminCookies.map((cookie) => cookie.name)).toEqual(['qncc_staff']);
      expect(errors).toEqual([]);
    });
  });

  it('refuses a wrong code and keeps the visitor on the sign-in page, password and code emptied', async () => {
    await withStaffPage({}, async (page) => {
      await page.goto('/admin/sign-in');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const right = await totpCode(admin.totpSecret);
      await fillSignIn(page, 'en', { email: admin.email, password: admin.password, code: right === '000000' ? '111111' : '000000' });
      await page.getByRole('button', { name: texts.en.submit }).click();
      // The toast, and its announcement for screen readers.
      await page.getByText('Invalid email address, password or code.').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/admin/sign-in');
      expect(await page.getByRole('main').getByLabel(texts.en.password).inputValue()).toBe('');
      expect(await page.getByRole('main').getByLabel(texts.en.code).inputValue()).toBe('');
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('qncc_staff');
    });
  });

  it('signs in with the keyboard alone, in Arabic, shows a membership role only its sections, and signs out', async () => {
    await withStaffPage({ locale: 'ar' }, async (page, errors) => {
      await page.goto('/ar/admin/sign-in');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      const email = page.getByRole('main').getByLabel(texts.ar.email);
      for (let presses = 0; presses < 60 && !(await email.evaluate((input) => input === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type(membership.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(membership.password);
      await page.keyboard.press('Tab');
      await page.keyboard.type(await totpCode(membership.totpSecret));
      await page.keyboard.press('Enter');
      await page.waitForURL(`${server.baseUrl}/ar/admin`);
      const sections = page.getByRole('navigation', { name: texts.ar.sections });
      await sections.waitFor();
      expect(await sections.getByRole('link').allTextContents()).toEqual([
        'لوحة المعلومات',
        'الأعضاء',
        'الفعاليات',
        'تسجيل الحضور',
        'النشرة الإخبارية',
      ]);
      await page.goto('/ar/admin/staff');
      await page.getByText('لا يتيح لكم دوركم الوصول إلى هذا القسم.', { exact: false }).waitFor();
      await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
      await page.waitForURL(`${server.baseUrl}/ar/admin/sign-in`);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('qncc_staff');
      expect(errors).toEqual([]);
    });
  });

  it('signs in without JavaScript with a recovery code, and answers a wrong one on the page', async () => {
    await withStaffPage({ javaScriptEnabled: false }, async (page) => {
      await page.goto('/admin/sign-in');
      await fillSignIn(page, 'en', { email: admin.email, password: admin.password, code: 'AAAA-BBBB-CCCC-DDDD' });
      await page.getByRole('button', { name: texts.en.submit }).click();
      await page.getByText('Invalid email address, password or code.').waitFor();
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByRole('main').getByLabel(texts.en.email).inputValue()).toBe(admin.email);
      await fillSignIn(page, 'en', { email: admin.email, password: admin.password, code: admin.recoveryCodes[0] ?? '' });
      await page.getByRole('button', { name: texts.en.submit }).click();
      await page.waitForURL(`${server.baseUrl}/admin`);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('qncc_staff');
    });
  });

  it('shows the way to the staff sign-in to a visitor without a staff session, in their language', async () => {
    await withStaffPage({}, async (page) => {
      await page.goto('/nl/admin/payments');
      await page.getByRole('link', { name: 'Naar inloggen voor medewerkers' }).click();
      await page.waitForURL(`${server.baseUrl}/nl/admin/sign-in`);
    });
  });

  it('writes the way to the staff sign-in into the page itself when the request carries no staff session cookie', async () => {
    const pageAt = async (path: string, cookie?: string) =>
      (await fetch(`${server.baseUrl}${path}`, { headers: cookie ? { cookie } : {} })).text();
    // Any well-formed token: whether it names a session is the island's question, not the page's.
    const someToken = `qncc_staff=${'A'.repeat(43)}`;
    for (const [locale, path] of [
      ['en', '/admin'],
      ['ar', '/ar/admin/check-in'],
    ] as const) {
      const signInNeeded = catalogText(locale, 'admin', 'signInNeeded.text');
      const loading = catalogText(locale, 'admin', 'frame.loading');
      const withoutCookie = await pageAt(path);
      expect(withoutCookie).toContain(signInNeeded);
      expect(withoutCookie).not.toContain(loading);
      const withCookie = await pageAt(path, someToken);
      expect(withCookie).toContain(loading);
      expect(withCookie).not.toContain(signInNeeded);
    }
  });

  it('lets the admin invite a colleague by email, who sets a password and an authenticator and sees their recovery codes once', async () => {
    expect(adminCookies).not.toEqual([]);
    const colleague = 'new.colleague@chamber.example';
    await withStaffPage(
      { colorScheme: 'light' },
      async (page, errors) => {
        await page.goto('/admin/staff');
        const list = page.getByRole('region', { name: 'Staff accounts' });
        await list.getByText('first.admin@chamber.example').waitFor();
        await saveScreenshot(page, 'admin-access/staff-1440-light-en.png');
        await page.getByRole('main').getByLabel('Email address').fill(colleague);
        await page.getByLabel('Role', { exact: true }).selectOption('finance');
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await page.getByText(`Invitation sent to ${colleague}.`).first().waitFor();
        await page.getByRole('region', { name: 'Invitations not yet accepted' }).getByText(colleague).waitFor();
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      },
      adminCookies,
    );
    const [mail] = await outboxOf(dataDirPath, colleague);
    const link = /https?:\/\/[^\s]+\/admin\/invite\?token=[A-Za-z0-9_-]{43}/.exec(decodeQuotedPrintable(mail ?? ''))?.[0];
    expect(link).toBeDefined();
    const invitePath = new URL(link ?? '').pathname + new URL(link ?? '').search;
    await withStaffPage({ viewport: viewports.mobile, colorScheme: 'dark' }, async (page, errors) => {
      await page.goto(invitePath);
      const key = page.locator('code');
      await key.waitFor();
      await saveScreenshot(page, 'admin-access/invite-360-dark-en.png');
      await expectNoAxeViolations(page);
      const secret = (await key.textContent())?.replaceAll(' ', '') ?? '';
      await page.getByLabel('Your name as colleagues see it').fill('Farah Finance');
      await page.getByLabel('Password', { exact: true }).fill('a strong new staff password');
      await page
        .getByRole('main')
        .getByLabel('Authentication code')
        .fill(await totpCode(secret));
      await page.getByRole('button', { name: 'Create my staff account' }).click();
      await page.getByRole('heading', { name: 'Your staff account is ready' }).waitFor();
      expect(
        await page
          .getByRole('listitem')
          .filter({ hasText: /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/ })
          .count(),
      ).toBe(10);
      await saveScreenshot(page, 'admin-access/invite-done-360-dark-en.png');
      await page.getByRole('link', { name: 'Go to the back office' }).click();
      await page.getByText('Signed in as Farah Finance').waitFor();
      expect(await page.getByRole('navigation', { name: texts.en.sections }).getByRole('link').allTextContents()).toEqual([
        'Dashboard',
        'Members',
        'Payments',
        'Bank transfers',
        // Finance reads the events' registrations, whose tickets it refunds.
        'Events',
      ]);
      expect(errors).toEqual([]);
    });
  });

  it('keeps the back office out of search engines', async () => {
    const robots = await (await fetch(`${server.baseUrl}/robots.txt`)).text();
    for (const locale of ['en', 'ar', 'nl'] as const) expect(robots).toContain(`Disallow: ${localizePath('/admin', locale)}\n`);
    const page = await (await fetch(`${server.baseUrl}/admin/sign-in`)).text();
    expect(page).toContain('<meta name="robots" content="noindex');
  });

  describe.each([
    { width: 'mobile', viewport: viewports.mobile },
    { width: 'desktop', viewport: viewports.desktop },
  ] as const)('at $width width', ({ width, viewport }) => {
    it.each([
      { locale: 'en', colorScheme: 'light' },
      { locale: 'en', colorScheme: 'dark' },
      { locale: 'ar', colorScheme: 'light' },
      { locale: 'ar', colorScheme: 'dark' },
    ] as const)(
      'the sign-in page, the signed-in frame and the staff page in $locale, $colorScheme, pass axe and fit',
      async ({ locale, colorScheme }) => {
        expect(adminCookies).not.toEqual([]);
        await withStaffPage(
          { viewport, colorScheme },
          async (page, errors) => {
            for (const [name, path] of [
              ['sign-in', '/admin/sign-in'],
              ['dashboard', '/admin'],
              ['staff', '/admin/staff'],
            ] as const) {
              await page.goto(localizePath(path, locale));
              await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
              if (name !== 'sign-in') await page.getByRole('navigation', { name: texts[locale].sections }).waitFor();
              if (name === 'staff') await page.getByText(admin.email).first().waitFor();
              await expectNoAxeViolations(page);
              expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
              await saveScreenshot(page, `admin-access/${name}-${width}-${colorScheme}-${locale}.png`);
            }
            expect(errors).toEqual([]);
          },
          adminCookies,
        );
      },
    );
  });
});
