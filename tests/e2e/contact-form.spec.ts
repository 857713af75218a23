import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { departmentEmails } from '../../content/contact/departments';
import { offices } from '../../content/contact/offices';
import { CONTACT_MESSAGE_MIN } from '../../src/shared/contact-message';
import { localizePath, type Locale } from '../../src/shared/locales';
import { site } from '../../src/shared/site';
import { catalogText, siteText, validationText } from '../helpers/messages';
import { outboxFor } from './checkout-steps';
import { expectNoAxeViolations, useBrowser, viewports, waitForHydration, withNewPage, withPage } from './support';

const browser = useBrowser();

const contactText = (locale: Locale, key: string, values?: Record<string, string | number>) => catalogText(locale, 'contact', key, values);

/** A sender new to each test: the server takes five messages an hour from one address. */
function writer(): string {
  return `writer.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function fillMessage(page: Page, locale: Locale, email: string) {
  const form = page.locator('#message');
  await form.getByLabel(contactText(locale, 'messageForm.name'), { exact: true }).fill('Pieter de Vries');
  await form.getByLabel(contactText(locale, 'messageForm.email'), { exact: true }).fill(email);
  await form.getByLabel(contactText(locale, 'messageForm.subject'), { exact: true }).fill('Trade mission to Doha');
  await form
    .getByLabel(contactText(locale, 'messageForm.message'), { exact: true })
    .fill('We are planning a trade mission in March.\nCould the chamber help with introductions?');
}

const sendButton = (page: Page, locale: Locale) =>
  page.locator('#message').getByRole('button', { name: contactText(locale, 'messageForm.submit'), exact: true });

describe('contact form without JavaScript', () => {
  it('sends a message to the department chosen in the link and shows the confirmation', async () => {
    const email = writer();
    await withPage(browser(), '/contact?department=legal', { javaScriptEnabled: false }, async ({ page }) => {
      const department = page.locator('#message').getByLabel(contactText('en', 'messageForm.department'), { exact: true });
      await expect.poll(() => department.inputValue()).toBe('legal');
      await fillMessage(page, 'en', email);
      await sendButton(page, 'en').click();
      await page.waitForURL('**/contact?done=contactMessage#form-contactMessage');
      const notice = page.locator('#message').getByRole('status');
      await expect.poll(() => notice.textContent()).toContain(contactText('en', 'messageForm.sentTitle'));
      await expect.poll(() => notice.isVisible()).toBe(true);
    });
    // The receipt to the sender, and the department's copy, which answers to the sender (Reply-To).
    await expect.poll(async () => (await outboxFor(email)).length, { timeout: 15_000 }).toBe(2);
    expect((await outboxFor(email)).filter((mail) => mail.includes(`To: ${departmentEmails.legal}`))).toHaveLength(1);
  });

  it('answers a message with problems with the page, its messages linked to the fields and the text kept', async () => {
    // The scripts blocked rather than JavaScript off: axe runs in the page, and checks the page the server wrote the messages into.
    await withNewPage(browser(), async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/nl/contact');
      const form = page.locator('#message');
      await form.getByLabel(contactText('nl', 'messageForm.message'), { exact: true }).fill('Te kort');
      await sendButton(page, 'nl').click();
      const alert = form.getByRole('alert');
      await expect.poll(() => alert.textContent()).toContain(contactText('nl', 'messageForm.failed'));
      await expect
        .poll(() => alert.getByRole('link', { name: validationText('nl', 'contactName') }).getAttribute('href'))
        .toBe('#contact-name');
      await expect
        .poll(() => alert.getByRole('link', { name: validationText('nl', 'message', { min: CONTACT_MESSAGE_MIN }) }).count())
        .toBe(1);
      await expect.poll(() => form.getByLabel(contactText('nl', 'messageForm.message'), { exact: true }).inputValue()).toBe('Te kort');
      await expectNoAxeViolations(page);
    });
  });
});

describe('contact form with JavaScript', () => {
  it('checks the fields inline, then sends the message without leaving the page, in Arabic', async () => {
    const email = writer();
    await withPage(browser(), '/ar/contact', async ({ page, errors }) => {
      await waitForHydration(page);
      const form = page.locator('#message');
      await sendButton(page, 'ar').click();
      const name = form.getByLabel(contactText('ar', 'messageForm.name'), { exact: true });
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => form.locator('#contact-name-error').textContent()).toBe(validationText('ar', 'contactName'));
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contact-name');

      await fillMessage(page, 'ar', email);
      await form.getByLabel(contactText('ar', 'messageForm.department'), { exact: true }).selectOption('events');
      await sendButton(page, 'ar').click();
      await expect.poll(() => form.getByRole('status').textContent()).toContain(contactText('ar', 'messageForm.sentTitle'));
      expect(new URL(page.url()).pathname).toBe('/ar/contact');
      await expect.poll(() => name.inputValue()).toBe('');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
    await expect.poll(async () => (await outboxFor(email)).length, { timeout: 15_000 }).toBe(2);
    expect((await outboxFor(email)).filter((mail) => mail.includes(`To: ${departmentEmails.events}`))).toHaveLength(1);
  });
});

describe('offices, map and footer', () => {
  const combinations = (['en', 'ar'] as const).flatMap((locale) =>
    (['mobile', 'desktop'] as const).flatMap((viewport) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ locale, viewport, colorScheme })),
    ),
  );

  it.each(combinations)(
    '$locale at $viewport in $colorScheme: offices and map before the team, the chamber in the footer, no axe violations',
    async ({ locale, viewport, colorScheme }) => {
      await withPage(
        browser(),
        localizePath('/contact', locale),
        { viewport: viewports[viewport], colorScheme },
        async ({ page, errors }) => {
          const map = page.getByRole('img', { name: contactText(locale, 'offices.mapTitle'), exact: true });
          await expect.poll(() => map.isVisible()).toBe(true);
          const sections = await page.locator('main section[id]').evaluateAll((found) => found.map((section) => section.id));
          expect(sections.indexOf('offices')).toBeLessThan(sections.indexOf('team'));
          expect(sections.indexOf('message')).toBeLessThan(sections.indexOf('team'));

          const footer = page.locator('footer');
          await expect.poll(() => footer.textContent()).toContain(site.legal.name);
          await expect.poll(() => footer.textContent()).toContain(siteText(locale, 'footer.kvk', { number: site.legal.kvkNumber }));
          await expect.poll(() => footer.textContent()).toContain(siteText(locale, 'footer.vat', { number: site.legal.vatNumber }));
          await expect.poll(() => footer.locator('address').count()).toBe(offices.length);
          for (const account of site.social) {
            const name = siteText(locale, 'footer.socialOpensInNewTab', { network: account.label });
            expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href', { timeout: 5_000 })).toBe(account.url);
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow).toBe(0);
          await expectNoAxeViolations(page);
          expect(errors).toEqual([]);
        },
      );
    },
  );
});
