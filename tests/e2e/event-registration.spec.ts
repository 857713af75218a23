import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import type { EventRegistrationOutcome } from '../../src/shared/event-registration';
import { eventRegistrationApi } from '../../src/shared/event-registration-api';
import { localizePath, type Locale } from '../../src/shared/locales';
import { attachmentsOf, leafParts, outboxMessagesTo } from '../helpers/eml';
import { catalogText, checkoutMessages, paymentFormMessages } from '../helpers/messages';
import { buyer, fillCard, fillRegistration } from './checkout-steps';
import { cookieClient, scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { baseUrl, expectNoAxeViolations, useBrowser, viewports, waitForHydration, withNewPage, withPage } from './support';

const browser = useBrowser();
const text = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  catalogText(locale, 'event-registration', key, values);
const freeEvent = 'qatar-national-day-reception';
const paidEvent = 'cross-cultural-leadership-2027';

function visitor(tag: string) {
  const id = `${tag}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { name: 'Noor Al-Thani', email: `noor.${id}@example.qa`, company: 'Doha Trading W.L.L.' };
}

const registrationForm = (page: Page) => page.locator('#register form');

async function fillForm(page: Page, locale: Locale, person: ReturnType<typeof visitor>, seats = '1') {
  const form = registrationForm(page);
  await form.getByLabel(text(locale, 'form.name'), { exact: true }).fill(person.name);
  await form.getByLabel(text(locale, 'form.email'), { exact: true }).fill(person.email);
  await form.getByLabel(`${text(locale, 'form.company')} (${text(locale, 'form.optional')})`).fill(person.company);
  await form.getByLabel(text(locale, 'form.seats'), { exact: true }).selectOption(seats);
  await form.getByLabel(`${text(locale, 'form.needs')} (${text(locale, 'form.optional')})`).fill('Vegetarian');
}

describe('a visitor registers for a free event', () => {
  it.each<Locale>(['en', 'nl', 'ar'])(
    'in %s: the confirmation page shows the ticket, the email carries an .ics file and a QR code',
    async (locale) => {
      const person = visitor(locale);
      await withPage(browser(), localizePath(`/events/${freeEvent}`, locale), async ({ page, errors }) => {
        await expectNoAxeViolations(page);
        await fillForm(page, locale, person, '2');
        await registrationForm(page)
          .getByRole('button', { name: text(locale, 'form.submitFree') })
          .click();
        await page.waitForURL(`**${localizePath('/events/registration', locale)}?id=*`);
        await page.getByRole('heading', { level: 2, name: text(locale, 'status.confirmedTitle') }).waitFor();
        await page.getByRole('img', { name: text(locale, 'status.ticketCode') }).waitFor();
        await expectNoAxeViolations(page);
        expect(errors).toEqual([]);
      });
      const outbox = path.join(inject('dataDir'), 'outbox');
      await expect.poll(async () => (await outboxMessagesTo(outbox, person.email)).length).toBeGreaterThan(0);
      const [message] = await outboxMessagesTo(outbox, person.email);
      const attachments = [...attachmentsOf(message ?? { headers: {}, body: Buffer.alloc(0), parts: [] }).entries()];
      expect(attachments.some(([name, part]) => name.endsWith('.ics') && /text\/calendar/i.test(part.headers['content-type'] ?? ''))).toBe(
        true,
      );
      // The QR code travels inline, shown by the email's HTML through its content id.
      const parts = leafParts(message ?? { headers: {}, body: Buffer.alloc(0), parts: [] });
      expect(
        parts.some((part) => /image\/png/i.test(part.headers['content-type'] ?? '') && /ticket-qr@/.test(part.headers['content-id'] ?? '')),
      ).toBe(true);
    },
  );

  it('works without JavaScript: the form posts and the server answers with the status page, or the page with its messages', async () => {
    const person = visitor('nojs');
    await withNewPage(browser(), { javaScriptEnabled: false }, async ({ page }) => {
      await page.goto(`/events/${freeEvent}`);
      await registrationForm(page)
        .getByRole('button', { name: text('en', 'form.submitFree') })
        .click();
      await page.getByRole('alert').first().waitFor();
      await fillForm(page, 'en', person);
      await registrationForm(page)
        .getByRole('button', { name: text('en', 'form.submitFree') })
        .click();
      await page.waitForURL('**/events/registration?id=*');
    });
  });

  it.each([viewports.mobile, viewports.desktop])('reads at %o without horizontal scrolling', async (viewport) => {
    await withNewPage(browser(), { viewport }, async ({ page }) => {
      await page.goto(`/ar/events/${paidEvent}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});

describe('the registration page', () => {
  const pageText = async (url: string) => (await fetch(`${baseUrl}${url}`)).text();

  it('says in its HTML that it names no registration without an id, and waits for the one it names', async () => {
    for (const locale of ['en', 'ar'] as const) {
      const statusPath = localizePath('/events/registration', locale);
      const bare = await pageText(statusPath);
      expect(bare).toContain(text(locale, 'status.notFound'));
      expect(bare).not.toContain(text(locale, 'status.loading'));
      const named = await pageText(`${statusPath}?id=reg_0000`);
      expect(named).toContain(text(locale, 'status.loading'));
      expect(named).not.toContain(text(locale, 'status.notFound'));
    }
  });

  it('keeps saying so once hydrated, and an empty id names none either', async () => {
    await withNewPage(browser(), async ({ page }) => {
      for (const query of ['', '?id=']) {
        await page.goto(`/events/registration${query}`);
        await waitForHydration(page);
        await page.getByText(text('en', 'status.notFound')).waitFor();
      }
    });
  });
});

describe('a member registers for a paid event', () => {
  it('pays the member price with the sandbox card and gets the ticket', async () => {
    const person = buyer();
    await withPage(browser(), '/membership/checkout/professional', async ({ page }) => {
      await waitForHydration(page);
      await page.getByLabel(paymentFormMessages.en.testCard.cardNumber).waitFor();
      await fillRegistration(page, person);
      await fillCard(page, sandboxTestCards.succeeds);
      await page.getByRole('button', { name: new RegExp(`^${checkoutMessages.en.checkout.submit.split('{')[0] ?? ''}`) }).click();
      await page.waitForURL('**/membership/success?**');

      await page.goto(`/events/${paidEvent}#register`);
      await fillForm(page, 'en', { name: `${person.firstName} ${person.lastName}`, email: person.email, company: 'Tulip Trade B.V.' });
      await registrationForm(page)
        .getByRole('button', { name: text('en', 'form.submitPaid') })
        .click();
      await page.waitForURL('**/events/registration?id=*');
      await page.getByRole('heading', { level: 2, name: text('en', 'status.heldTitle') }).waitFor();
      await expectNoAxeViolations(page);
      await fillCard(page, sandboxTestCards.succeeds);
      await page.getByRole('button', { name: text('en', 'status.pay', { amount: '€90.00' }) }).click();
      await page.getByRole('heading', { level: 2, name: text('en', 'status.paidTitle') }).waitFor();
      await page.getByText(text('en', 'status.priceKind', { kind: 'member' }), { exact: false }).waitFor();
      await page.getByRole('img', { name: text('en', 'status.ticketCode') }).waitFor();

      await page.goto('/account');
      await page.getByRole('heading', { level: 2, name: text('en', 'account.heading') }).waitFor();
      await page.getByRole('link', { name: /Cross-Cultural Leadership Workshop/ }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});

describe('a full event', () => {
  let server: OwnServer;
  let scratch: Awaited<ReturnType<typeof scratchDataDir>>;

  beforeAll(async () => {
    scratch = await scratchDataDir();
    server = await startOwnServer({ DATA_DIR: scratch.dir });
  });
  afterAll(async () => {
    await server.process.stop();
    await scratch.remove();
  });

  it('takes the next visitor onto the waitlist', async () => {
    // Other browsers take every seat of the reception, two at a time.
    let outcome: EventRegistrationOutcome['outcome'] = 'confirmed';
    for (let guest = 0; outcome !== 'waitlisted' && guest < 200; guest += 1) {
      const answer = await cookieClient()(`${server.baseUrl}${eventRegistrationApi.register(freeEvent)}`, {
        method: 'POST',
        headers: { origin: 'http://localhost:3000' },
        body: { name: 'Guest Number', email: `guest.${guest}@example.nl`, seats: 2, locale: 'en' },
      });
      expect(answer.status).toBeLessThan(300);
      outcome = ((await answer.json()) as EventRegistrationOutcome).outcome;
    }
    expect(outcome).toBe('waitlisted');

    await withNewPage(browser(), { baseURL: server.baseUrl }, async ({ page }) => {
      await page.goto(`/nl/events/${freeEvent}`);
      await waitForHydration(page);
      await page.getByText(text('nl', 'state.waitlist'), { exact: true }).waitFor();
      await fillForm(page, 'nl', visitor('late'));
      await registrationForm(page)
        .getByRole('button', { name: text('nl', 'form.submitFree') })
        .click();
      await page.waitForURL('**/nl/events/registration?id=*');
      await page.getByRole('heading', { level: 2, name: text('nl', 'status.waitlistedTitle') }).waitFor();
      await expectNoAxeViolations(page);

      await page.goto('/events');
      await waitForHydration(page);
      const card = page.locator(`#event-${freeEvent}`);
      await card.getByText(catalogText('en', 'events', 'availability.waitlist'), { exact: true }).waitFor();
      expect(await card.getByRole('link', { name: catalogText('en', 'events', 'card.register') }).getAttribute('href')).toBe(
        `/events/${freeEvent}#register`,
      );
    });
  });
});
