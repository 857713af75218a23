import path from 'node:path';
import type { Cookie } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEventsCatalog } from '../../src/shared/admin/admin-events-catalog';
import { localizePath, type Locale } from '../../src/shared/locales';
import { openDatabase } from '../../src/server/db/client';
import { signTicketCode } from '../../src/server/events/ticket-code';
import { seedEventSeats, seedRegistration } from '../helpers/seed-event-registrations';
import { testConfig } from '../helpers/config';
import { totpCode } from '../helpers/staff';
import { scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { addStaffWithCli, type CliStaff } from './staff-cli';
import {
  closing,
  expectNoAxeViolations,
  recordErrors,
  saveScreenshot,
  signedInContext,
  useBrowser,
  viewports,
  waitForHydration,
} from './support';

const browser = useBrowser();
const eventId = 'qatar-national-day-reception';
const text = (locale: Locale) => adminEventsCatalog.in(locale);

/**
 * The events back office on a server of its own: the events team's staff
 * member (made by the staff command line) signs in, opens an event's
 * registrations and waitlist, and checks tickets in at the door on a phone.
 */
describe('the events back office', () => {
  let server: OwnServer;
  let removeDataDir: () => Promise<void>;
  let staff: CliStaff;
  let staffCookies: Cookie[] = [];
  const guests: Record<string, string> = {};

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    staff = await addStaffWithCli(dataDir.dir, 'hamad.events@chamber.example', 'membership', 'Hamad Al-Marri');
    const database = openDatabase({ pgliteDir: path.join(dataDir.dir, 'pglite') });
    try {
      await seedEventSeats(database.db, eventId, 40);
      guests.khalid = await seedRegistration(database.db, { eventId, name: 'Khalid Al-Attiyah', company: 'Qatar Airways', seats: 2 });
      guests.sanne = await seedRegistration(database.db, { eventId, name: 'Sanne de Vries', needs: 'Wheelchair access', seats: 1 });
      guests.cancelled = await seedRegistration(database.db, { eventId, name: 'Pieter Jansen', status: 'cancelled' });
      await seedRegistration(database.db, { eventId, name: 'Mariam Al-Kuwari', status: 'waitlisted' });
    } finally {
      await database.close();
    }
    server = await startOwnServer({ DATA_DIR: dataDir.dir });
  }, 120_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  const ticket = (registrationId: string) => signTicketCode(registrationId, testConfig().events.ticketSecret);

  const staffContext = (options: { width: number; dark?: boolean }) => signedInContext(browser(), server, staffCookies, options);

  it("signs in, lists the events, and opens one event's registrations and waitlist", async () => {
    const context = await staffContext({ width: viewports.desktop.width });
    await closing(context, async () => {
      const page = await context.newPage();
      const errors = recordErrors(page);
      await page.goto('/admin/sign-in');
      await waitForHydration(page);
      await page.getByRole('main').getByLabel('Email address').fill(staff.email);
      await page.getByRole('main').getByLabel('Password').fill(staff.password);
      await page
        .getByRole('main')
        .getByLabel('Authentication code')
        .fill(await totpCode(staff.totpSecret));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.baseUrl}/admin`);
      staffCookies = await context.cookies();

      await page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL(`${server.baseUrl}/admin/events`);
      const eventLink = page.getByRole('link', { name: 'Qatar National Day Business Reception' });
      await eventLink.waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-events/events-1440.png');

      await eventLink.click();
      await page.waitForURL(`${server.baseUrl}/admin/events/${eventId}`);
      const registrations = page.getByRole('region', { name: text('en')('detail.registrations') });
      await registrations.getByRole('rowheader', { name: /Khalid Al-Attiyah/ }).waitFor();
      await expect.poll(() => registrations.getByText('Wheelchair access').isVisible()).toBe(true);
      const waitlist = page.getByRole('region', { name: text('en')('detail.waitlistHeading') });
      await expect.poll(() => waitlist.getByRole('rowheader', { name: /Mariam Al-Kuwari/ }).isVisible()).toBe(true);
      const csv = page.getByRole('link', { name: text('en')('detail.csv') });
      expect(await csv.getAttribute('href')).toBe(`/api/admin/events/${eventId}/attendees.csv`);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-events/event-1440.png');

      // Staff add a guest with a reason, then cancel them with another.
      const t = text('en');
      await page.getByRole('button', { name: t('add.open') }).click();
      const add = page.getByRole('dialog', { name: t('add.title') });
      await add.getByLabel(t('add.name'), { exact: true }).fill('Youssef El-Amrani');
      await add.getByLabel(t('add.email'), { exact: true }).fill('youssef@example.com');
      await add.getByLabel(t('add.reason')).fill('Speaker, invited by the board');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'admin-events/event-add-1440.png');
      await add.getByRole('button', { name: t('add.submit') }).click();
      const added = registrations.getByRole('rowheader', { name: /Youssef El-Amrani/ });
      await added.waitFor();
      await page.getByRole('button', { name: t('cancel.openLabel', { name: 'Youssef El-Amrani' }) }).click();
      const cancel = page.getByRole('dialog', { name: t('cancel.title', { name: 'Youssef El-Amrani' }) });
      await cancel.getByLabel(t('add.reason')).fill('Speaker cannot travel');
      await cancel.getByRole('button', { name: t('cancel.submit') }).click();
      await expect
        .poll(() =>
          registrations
            .getByRole('row', { name: /Youssef El-Amrani/ })
            .getByText(/Cancelled by staff: Speaker cannot travel/)
            .isVisible(),
        )
        .toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('checks a ticket in at the door on a phone: once, then already checked in; a changed code is refused', async () => {
    const context = await staffContext({ width: viewports.mobile.width });
    await closing(context, async () => {
      const page = await context.newPage();
      const errors = recordErrors(page);
      const t = text('en');
      await page.goto('/admin/check-in');
      await waitForHydration(page);
      const code = page.getByLabel(t('checkIn.code'));
      await code.waitFor();
      await expectNoAxeViolations(page);

      await code.fill(ticket(guests.khalid ?? ''));
      await page.keyboard.press('Enter');
      const result = page.locator('[aria-live="polite"]').last();
      await expect.poll(() => result.getByText(t('checkIn.result.checked-in')).isVisible()).toBe(true);
      await expect.poll(() => result.getByText('Khalid Al-Attiyah').isVisible()).toBe(true);
      await expect.poll(() => result.getByText(t('checkIn.seats', { seats: 2 })).isVisible()).toBe(true);
      // The field is empty and focused again for the next guest.
      expect(await code.inputValue()).toBe('');
      await expect.poll(() => code.evaluate((element) => element === document.activeElement)).toBe(true);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      await saveScreenshot(page, 'admin-events/check-in-360.png');

      await page.keyboard.type(ticket(guests.khalid ?? ''));
      await page.getByRole('button', { name: t('checkIn.submit') }).click();
      await expect.poll(() => result.getByText(t('checkIn.result.already-checked-in')).isVisible()).toBe(true);
      await saveScreenshot(page, 'admin-events/check-in-again-360.png');

      const genuine = ticket(guests.sanne ?? '');
      await code.fill(`${genuine.slice(0, -1)}${genuine.endsWith('A') ? 'B' : 'A'}`);
      await page.keyboard.press('Enter');
      await expect.poll(() => result.getByText(t('checkIn.result.invalid')).isVisible()).toBe(true);

      await code.fill(ticket(guests.cancelled ?? ''));
      await page.keyboard.press('Enter');
      await expect.poll(() => result.getByText(t('checkIn.result.not-confirmed')).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  it('reads in Arabic, right to left, and in the dark at 360 and 1440 px', async () => {
    for (const width of [viewports.mobile.width, viewports.desktop.width]) {
      const context = await staffContext({ width, dark: true });
      await closing(context, async () => {
        const page = await context.newPage();
        await page.goto(localizePath('/admin/check-in', 'ar'));
        await waitForHydration(page);
        await page.getByLabel(text('ar')('checkIn.code')).waitFor();
        expect(await page.getAttribute('html', 'dir')).toBe('rtl');
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `admin-events/check-in-ar-dark-${width}.png`);
        await page.goto(localizePath(`/admin/events/${eventId}`, 'ar'));
        await waitForHydration(page);
        await page.getByRole('rowheader', { name: /Sanne de Vries/ }).waitFor();
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `admin-events/event-ar-dark-${width}.png`);
      });
    }
  });
});
