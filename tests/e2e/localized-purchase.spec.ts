import { describe, expect, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import type { Locale } from '../../src/shared/locales';
import { site } from '../../src/shared/site';
import { catalogText, checkoutMessages, successText, paymentFormMessages } from '../helpers/messages';
import { buyer, decodeQuotedPrintable, expectSignedInAfterPaying, fillCard, fillRegistration, outboxFor } from './checkout-steps';
import { expectNoAxeViolations, useBrowser, waitForHydration, withPage } from './support';

const browser = useBrowser();

/** A catalog text with its {placeholders} as a pattern that matches any value. */
function catalogPattern(text: string): RegExp {
  const escaped = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{\w+\}/g, '.+')}$`);
}

const cases: Array<{ locale: Exclude<Locale, 'en'> }> = [{ locale: 'ar' }, { locale: 'nl' }];

describe('a full sandbox purchase in another language', () => {
  it.each(cases)('works in $locale, from a declined card to the invoice', async ({ locale }) => {
    const messages = checkoutMessages[locale];
    const person = buyer();
    await withPage(browser(), `/${locale}/membership/checkout/professional`, async ({ page, errors }) => {
      await waitForHydration(page);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe(locale === 'ar' ? 'rtl' : 'ltr');
      await page.getByLabel(paymentFormMessages[locale].testCard.cardNumber).waitFor();
      await fillRegistration(page, person, locale);
      const pay = page.getByRole('button', { name: catalogPattern(messages.checkout.submit) });

      await fillCard(page, sandboxTestCards.declined, locale);
      await pay.click();
      const refusal = page.getByRole('status').filter({ hasText: messages.checkout.paymentFailedTitle });
      await refusal.waitFor();
      await expect.poll(() => refusal.textContent()).toContain(catalogText(locale, 'server', 'cardErrors.generic_decline'));
      await expectNoAxeViolations(page);

      await page.getByLabel(paymentFormMessages[locale].testCard.cardNumber).fill(sandboxTestCards.succeeds);
      await pay.click();
      await page.waitForURL(`**/${locale}/membership/success?**`);
      await page
        .getByRole('heading', { level: 1, name: successText(locale, 'success.welcomeTitle', { name: site.name[locale] }) })
        .waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: successText(locale, 'success.toastText', { tier: 'Professional' }) })
        .waitFor();

      await expect.poll(() => outboxFor(person.email).then((mail) => mail.length)).toBe(1);
      const [invoice] = await outboxFor(person.email);
      expect(decodeQuotedPrintable(invoice ?? '')).toContain(catalogText(locale, 'email', 'invoice.thanks'));
      await expectSignedInAfterPaying(page, person, locale);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
});
