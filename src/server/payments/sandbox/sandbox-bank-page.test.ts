import { describe, expect, it } from 'vitest';
import { catalogText } from '../../../../tests/helpers/messages';
import { authenticatePage, redirectMethodPage } from './sandbox-bank-page';

const intent = {
  paymentIntentId: 'pi_BankPage0000000000000000',
  clientSecret: 'pi_BankPage0000000000000000_secret_x"<',
  amountCents: 35_000,
  currency: 'eur',
};

describe('the sandbox bank page', () => {
  it('names the method and bank left to right on an Arabic page, with Approve, Cancel and Fail posting to /sandbox/bank', () => {
    const html = redirectMethodPage({ ...intent, locale: 'ar', method: 'ideal', bank: 'asn_bank' });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<bdi dir="ltr">iDEAL | Wero</bdi>');
    expect(html).toContain('<bdi dir="ltr">ASN Bank</bdi>');
    for (const answer of ['approve', 'cancel', 'fail'] as const) {
      expect(html).toContain(`<input type="hidden" name="outcome" value="${answer}"><button`);
      expect(html).toContain(catalogText('ar', 'server', `sandboxBank.${answer}`));
    }
    expect(html.match(/action="\/sandbox\/bank"/g)).toHaveLength(3);
    // What came from outside the page is escaped.
    expect(html).toContain('value="pi_BankPage0000000000000000_secret_x&quot;&lt;"');
  });

  it('shows Bancontact without a bank, and a card’s 3-D Secure step with Approve and Fail only', () => {
    const bancontact = redirectMethodPage({ ...intent, locale: 'en', method: 'bancontact', bank: undefined });
    expect(bancontact).toContain('Pay with \u2066Bancontact\u2069');
    expect(bancontact).not.toContain('<dt>Bank</dt>');
    const card = authenticatePage({ ...intent, locale: 'nl' });
    expect(card.match(/action="\/sandbox\/authenticate"/g)).toHaveLength(2);
    expect(card).not.toContain('value="cancel"');
  });
});
