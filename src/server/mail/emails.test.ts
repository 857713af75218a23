import { describe, expect, it } from 'vitest';
import { dutchPrivateBuyerExempt, qatariCompanyOutsideEu } from '../../../tests/helpers/invoice-documents';
import { catalogText } from '../../../tests/helpers/messages';
import { passwordResetEmail } from '../accounts/password-reset-email';
import { renewalReminderEmail } from '../membership/renewal-reminder-email';
import { invoiceEmail, invoiceRecipients } from './invoice-email';
import { refundEmail } from './refund-email';

const reminder = (locale: 'en' | 'ar' | 'nl', daysLeft: number, firstName = 'Ahmed') =>
  renewalReminderEmail({
    to: 'ahmed@example.com',
    firstName,
    locale,
    tierName: 'Professional',
    expiresAt: new Date('2027-03-01T00:00:00Z'),
    daysLeft,
    kind: '7-days',
    renewUrl: 'https://chamber.example/account',
  });

describe('emails', () => {
  it('count the days left with the plural forms of the language', () => {
    expect(reminder('ar', 7).text).toContain('أي بعد 7 أيام.');
    expect(reminder('ar', 30).text).toContain('أي بعد 30 يومًا.');
    expect(reminder('ar', 1).text).toContain('أي بعد يوم واحد.');
    expect(reminder('nl', 1).text).toContain('over 1 dag.');
    expect(reminder('nl', 7).text).toContain('over 7 dagen.');
    expect(reminder('en', 1).text).toContain('in 1 day.');
    expect(reminder('ar', 7).text).toContain(
      catalogText('ar', 'email', 'renewalReminder.bodySoon', { tier: '\u2068Professional\u2069', date: '1 مارس 2027', days: 7 }),
    );
  });

  it('greet by name without a gender, the name isolated from the sentence in both parts', () => {
    const mail = reminder('ar', 7);
    const greeting = catalogText('ar', 'email', 'greeting', { name: '\u2068Ahmed\u2069' });
    expect(greeting).not.toContain('/');
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.html).toContain(`<p>${catalogText('ar', 'email', 'greeting', { name: '<bdi>Ahmed</bdi>' })}</p>`);
    expect(reminder('en', 7).text.startsWith('Dear \u2068Ahmed\u2069,\n')).toBe(true);
  });

  it('escape a name and keep its own isolates from unbalancing ours', () => {
    const mail = reminder('nl', 7, '<b>Eve\u2069</b>');
    expect(mail.html).toContain('<bdi>&lt;b&gt;Eve&lt;/b&gt;</bdi>');
    expect(mail.text).toContain('\u2068<b>Eve</b>\u2069');
  });

  it('state amounts, dates and addresses in the language of the mail', () => {
    const invoice = invoiceEmail({
      invoiceId: 'a-stored-invoice',
      invoice: qatariCompanyOutsideEu,
      registrant: { firstName: 'فاطمة', email: 'fatima@example.com' },
      tierName: 'Professional',
      renewal: false,
    });
    expect(invoice.subject).toBe(`${catalogText('ar', 'email', 'invoice.subject', { number: '2026-000044' })} · QNCC`);
    expect(invoice.text).toContain('20 مايو 2026 – 19 مايو 2027');
    expect(invoice.text).toContain('1,250.00');
    expect(invoice.html).toContain('<bdi dir="ltr">support@qnlchamber.org</bdi>');
    expect(invoice.html).toContain('<bdi dir="ltr">+974 4000 1200</bdi>');

    const refund = refundEmail({
      to: 'sara@example.com',
      firstName: 'Sara',
      locale: 'nl',
      tierName: 'Professional',
      amountCents: 35_000,
      reason: 'already_member',
      siteUrl: 'https://chamber.example',
    });
    expect(refund.text).toContain(
      catalogText('nl', 'email', 'refund.refunded', { amount: '€\u00A0350,00', tier: '\u2068Professional\u2069' }),
    );
    expect(refund.text).toContain(`${catalogText('nl', 'email', 'refund.signIn')}: https://chamber.example/nl/login`);
  });

  it('thank a new member for joining and a member who renews for renewing', () => {
    const details = {
      invoiceId: 'i',
      invoice: qatariCompanyOutsideEu,
      registrant: { firstName: 'Ann', email: 'a@example.com' },
      tierName: 'Professional',
    };
    const joined = invoiceEmail({ ...details, renewal: false }).text;
    const renewed = invoiceEmail({ ...details, renewal: true }).text;
    expect(joined).toContain(catalogText('ar', 'email', 'invoice.thanks'));
    expect(renewed).toContain(catalogText('ar', 'email', 'invoice.thanksRenewal'));
    expect(renewed).not.toContain(catalogText('ar', 'email', 'invoice.thanks'));
  });

  it('send an invoice to the address it names, with the buyer in copy unless it is the same mailbox', () => {
    expect(invoiceRecipients(qatariCompanyOutsideEu, 'fatima@example.com')).toEqual({
      to: 'finance@alwakra-engineering.example',
      cc: 'fatima@example.com',
    });
    expect(invoiceRecipients(qatariCompanyOutsideEu, 'Finance@AlWakra-Engineering.example')).toEqual({
      to: 'finance@alwakra-engineering.example',
    });
    expect(invoiceRecipients(dutchPrivateBuyerExempt, 'joost.vanleeuwen@example.nl')).toEqual({ to: 'joost.vanleeuwen@example.nl' });
  });

  it('keep the English of the specification', () => {
    const mail = passwordResetEmail({ to: 'a@example.com', firstName: 'Ann', locale: 'en', resetUrl: 'https://chamber.example/r' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Choose a new password: https://chamber.example/r');
  });
});
