import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { buyer, expectSignedInAfterPaying, fillCard, fillRegistration, outboxFor } from './checkout-steps';
import { closing, expectNoAxeViolations, useBrowser, viewports, waitForHydration, withPage, type OpenedPage } from './support';

const browser = useBrowser();
/** Runs `body` on the checkout of this tier once its payment form is ready, and closes the page however `body` ends. */
async function withCheckout(slug: string, body: (opened: OpenedPage) => Promise<void>) {
  await withPage(browser(), `/membership/checkout/${slug}`, async (opened) => {
    await waitForHydration(opened.page);
    await opened.page.getByLabel('Card number').waitFor();
    await body(opened);
  });
}

async function submitAndExpectToast(page: Page, title: string, description: string) {
  await page.getByRole('button', { name: /^Pay / }).click();
  const toast = page.getByRole('status').filter({ hasText: title });
  await toast.waitFor();
  await expect.poll(() => toast.textContent()).toContain(description);
}

describe('membership page', () => {
  it('lists the tiers cheapest first without basic, marks Most Popular and links to checkout', async () => {
    await withPage(browser(), '/membership', async ({ page, errors }) => {
      const grid = page.locator('#choose');
      await grid
        .getByRole('link', { name: /^Join / })
        .first()
        .waitFor();
      await expect
        .poll(() => grid.getByRole('article').getByRole('heading', { level: 3 }).allTextContents())
        .toEqual(['Professional', 'Kleinere Bedrijven', 'Middelgrote Ondernemers', 'Grotere Bedrijven', 'Corporate']);
      const popular = grid.getByRole('article').filter({ hasText: 'Most Popular' });
      await expect.poll(() => popular.getByRole('heading').textContent()).toBe('Middelgrote Ondernemers');
      const join = grid.getByRole('link', { name: 'Join Kleinere Bedrijven' });
      await expect.poll(() => join.getAttribute('href')).toBe('/membership/checkout/kleinere_bedrijven');
      for (const heading of [
        'Membership Options',
        'Programmes for starters and young professionals',
        'Bring your business network',
        'Choose Your Membership',
      ]) {
        await page.getByRole('heading', { name: heading }).waitFor();
      }
      expect(errors).toEqual([]);
    });
  });

  it('at 1440 px keeps every Join button on one line, shows what each tier adds and compares all benefits', async () => {
    await withPage(browser(), '/membership#tier-grotere_bedrijven', { viewport: viewports.desktop }, async ({ page, errors }) => {
      const grid = page.locator('#choose');
      const joins = grid.getByRole('link', { name: /^Join / });
      await expect.poll(() => joins.count()).toBe(5);
      // Lines of text in each button: the tops of its text's line boxes.
      const lines = () =>
        joins.evaluateAll((links) =>
          links.map((link) => {
            const tops = new Set<number>();
            const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
            }
            return tops.size;
          }),
        );
      await expect.poll(lines).toEqual([1, 1, 1, 1, 1]);

      const kleinere = grid.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kleinere Bedrijven' }) });
      await expect.poll(() => kleinere.textContent()).toContain('Everything in Professional, plus:');
      await expect
        .poll(() => kleinere.getByRole('listitem').allTextContents())
        .toEqual(['Two introductions to Qatari or Dutch partners per year', 'Premium market research and sector reports']);

      const comparison = grid.getByRole('table');
      await expect
        .poll(() => comparison.locator('thead th').allTextContents())
        .toEqual([
          'Benefit',
          'Professional€350 per year',
          'Kleinere Bedrijven€750 per year',
          'Most PopularMiddelgrote Ondernemers€1,250 per year',
          'Grotere Bedrijven€2,500 per year',
          'Corporate€5,000 per year',
        ]);
      await expect.poll(() => comparison.locator('tbody tr').count()).toBe(16);
      // Cumulative: the first benefit is in every tier, the last only in Corporate.
      await expect.poll(() => comparison.locator('tbody tr').first().getByRole('img', { name: 'Included' }).count()).toBe(5);
      await expect.poll(() => comparison.locator('tbody tr').last().getByRole('img', { name: 'Not included' }).count()).toBe(4);

      // The home page's Large Enterprise card links here: the tier is scrolled into view once the tiers arrive.
      const linked = grid.getByRole('heading', { name: 'Grotere Bedrijven', level: 3 });
      await expect.poll(() => linked.evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(viewports.desktop.height / 2);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  it('says so when the tiers cannot be loaded', async () => {
    await closing(await browser().newContext({ baseURL: inject('baseUrl') }), async (context) => {
      const page = await context.newPage();
      await page.route('**/api/membership-tiers', (route) =>
        route.fulfill({ status: 500, body: '{"error":{"statusCode":500,"message":"x"}}' }),
      );
      await page.goto('/membership');
      await page.getByText('Failed to load membership information.').waitFor();
    });
  });
});

describe('checkout with the sandbox provider', () => {
  it('buys a membership with 4242…, activates it for 12 months and sends one receipt', async () => {
    const person = buyer();
    await withCheckout('kleinere_bedrijven', async ({ page, errors }) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Complete Your Membership');
      await page.getByText('Sandbox: no real money').waitFor();
      await fillRegistration(page, person);
      await fillCard(page, sandboxTestCards.succeeds);
      const pay = page.getByRole('button', { name: /^Pay / });
      await pay.click();
      await page.waitForURL(/\/membership\/success\?tier=kleinere_bedrijven&payment_intent=pi_/);
      await page.getByRole('heading', { level: 1, name: /Welcome to the/ }).waitFor();
      await page.getByRole('status').filter({ hasText: 'Your Kleinere Bedrijven membership has been activated.' }).waitFor();
      await expect.poll(() => page.getByText('Active', { exact: true }).isVisible()).toBe(true);
      await page.getByRole('heading', { name: 'Next steps' }).waitFor();

      await expect.poll(() => outboxFor(person.email).then((mail) => mail.length)).toBe(1);
      const [receipt] = await outboxFor(person.email);
      expect(receipt).toContain('Kleinere Bedrijven');
      expect(receipt).toContain('=E2=82=AC750.00');
      await expectSignedInAfterPaying(page, person);
      expect(errors).toEqual([]);
    });
  });

  it('shows the declined and insufficient-funds errors, activates nothing and keeps the form', async () => {
    const person = buyer();
    await withCheckout('kleinere_bedrijven', async ({ page }) => {
      await fillRegistration(page, person);
      await fillCard(page, sandboxTestCards.declined);
      await submitAndExpectToast(page, 'Payment Failed', 'Your card was declined.');
      await expect.poll(() => page.locator('main').getByLabel('Email address').inputValue()).toBe(person.email);
      await expect.poll(() => page.getByLabel('Password', { exact: true }).inputValue()).toBe(person.password);
      await page.getByLabel('Card number').fill(sandboxTestCards.insufficientFunds);
      await page.getByRole('button', { name: 'Close notification' }).click();
      await submitAndExpectToast(page, 'Payment Failed', 'Your card has insufficient funds.');
      await expect.poll(() => page.url()).toContain('/membership/checkout/');
      await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(person.firstName);
      expect(await outboxFor(person.email)).toEqual([]);
    });
  });

  it("keeps a refused card's reason beside the card fields after its toast has gone", async () => {
    await withCheckout('professional', async ({ page }) => {
      await fillRegistration(page, buyer());
      await fillCard(page, sandboxTestCards.declined);
      await submitAndExpectToast(page, 'Payment Failed', 'Your card was declined.');
      // The spec's toast leaves after 5 s on its own.
      await page.getByRole('status').filter({ hasText: 'Payment Failed' }).waitFor({ state: 'detached', timeout: 15_000 });
      const reason = page.locator('main').getByText('Your card was declined.');
      await expect.poll(() => reason.isVisible()).toBe(true);
      // Between the card fields and the Pay button, which names it as its description.
      const [card, shown, pay] = await Promise.all([
        page.getByLabel('Card number').boundingBox(),
        reason.boundingBox(),
        page.getByRole('button', { name: /^Pay / }).boundingBox(),
      ]);
      expect(card && shown && pay && card.y < shown.y && shown.y < pay.y).toBe(true);
      const described = await page.getByRole('button', { name: /^Pay / }).evaluate((button) =>
        (button.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent)
          .join(' '),
      );
      expect(described).toContain('Your card was declined.');

      // The next attempt replaces it: a good card clears it on the way to the success page.
      await page.getByLabel('Card number').fill(sandboxTestCards.insufficientFunds);
      await submitAndExpectToast(page, 'Payment Failed', 'Your card has insufficient funds.');
      await expect.poll(() => page.locator('main').getByText('Your card has insufficient funds.').isVisible()).toBe(true);
      await expect.poll(() => reason.count()).toBe(0);
    });
  });

  it('takes the buyer through authentication: Approve activates, Fail reports the failure', async () => {
    for (const [choice, expected] of [
      ['Approve', /Welcome to the/],
      ['Fail', /Payment Issue/],
    ] as const) {
      const person = buyer();
      await withCheckout('professional', async ({ page }) => {
        await fillRegistration(page, person);
        await fillCard(page, sandboxTestCards.requiresAuthentication);
        await page.getByRole('button', { name: /^Pay / }).click();
        await page.waitForURL('**/sandbox/authenticate?**');
        await page.getByRole('button', { name: choice }).click();
        await page.waitForURL(/\/membership\/success\?.*payment_intent_client_secret=/);
        await page.getByRole('heading', { level: 1, name: expected }).waitFor();
        if (choice === 'Fail') {
          await page.getByText('Payment failed. Please try again with a different payment method.').waitFor();
          await expect.poll(() => page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/membership');
          await expect.poll(() => page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
        } else {
          await expect.poll(() => outboxFor(person.email).then((mail) => mail.length)).toBe(1);
          // Back from the bank's page, the success page's own confirm signs the browser in.
          await expectSignedInAfterPaying(page, person);
        }
      });
    }
  });

  it('tells the buyer a payment that settles later is still processing', async () => {
    await withCheckout('professional', async ({ page }) => {
      await fillRegistration(page, buyer());
      await fillCard(page, sandboxTestCards.settlesLater);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByText('Payment is still processing. Please check back later.').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Payment Issue' }).waitFor();
    });
  });

  it('shows every validation message next to its field', async () => {
    await withCheckout('kleinere_bedrijven', async ({ page }) => {
      await page.getByLabel('First name').fill('A');
      await page.getByLabel('Last name').fill('B');
      await page.getByLabel('Username').fill('ab');
      await page.locator('main').getByLabel('Email address').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('different');
      await page.getByRole('button', { name: /^Pay / }).click();
      const expectations: Array<[string, string]> = [
        ['First name', 'First name must be at least 2 characters'],
        ['Last name', 'Last name must be at least 2 characters'],
        ['Username', 'Username must be at least 3 characters'],
        ['Email address', 'Please enter a valid email address'],
        ['Password', 'Password must be at least 8 characters'],
        ['Confirm password', "Passwords don't match"],
        ['Country', 'Please select your country'],
      ];
      for (const [label, message] of expectations) {
        const field = page.locator('main').getByLabel(label, { exact: true });
        const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
        await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent(), { message: label }).toBe(message);
      }
    });
  });

  it('says when the tier does not exist', async () => {
    await withPage(browser(), '/membership/checkout/platinum', async ({ page }) => {
      // The checkout's own header stays (prerendered); below it, the island says the tier does not exist.
      await page.getByRole('heading', { level: 2, name: 'Page not found' }).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.getByText('The selected membership tier was not found.').waitFor();
    });
  });

  it('can be completed with the keyboard alone', async () => {
    const person = buyer();
    await withCheckout('professional', async ({ page }) => {
      await page.getByLabel('First name').focus();
      await page.keyboard.type(person.firstName);
      const typeNext = async (text: string) => {
        await page.keyboard.press('Tab');
        await page.keyboard.type(text);
      };
      await typeNext(person.lastName);
      await typeNext(person.username);
      await typeNext(person.email);
      await typeNext(person.password);
      await typeNext(person.password);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      // The payment method group is one stop, with Card chosen; the card number follows.
      await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe('card');
      await page.keyboard.press('Tab');
      await page.keyboard.type(sandboxTestCards.succeeds);
      await typeNext('12 / 34');
      await typeNext('123');
      await page.keyboard.press('Tab');
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Pay /);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: /Welcome to the/ }).waitFor();
    });
  });
});

describe('accessibility of the purchase pages', () => {
  const cases = ['/membership', '/membership/checkout/middelgrote_ondernemers', '/membership/success?tier=professional'].flatMap((url) =>
    (['mobile', 'desktop'] as const).flatMap((viewport) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
    ),
  );
  it.each(cases)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page }) => {
      await waitForHydration(page);
      if (url.includes('checkout')) await page.getByLabel('Card number').waitFor();
      if (url === '/membership')
        await page
          .getByRole('link', { name: /^Join / })
          .first()
          .waitFor();
      if (url.includes('success')) await page.getByRole('heading', { name: 'Next steps' }).waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
