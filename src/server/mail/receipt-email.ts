import escapeHtml from 'escape-html';
import { intlLocale, textDirection, type Locale, type Localized } from '@shared/locales';
import { site } from '@shared/site';
import { formatAmountPaid } from './format-amount';
import type { MailMessage } from './mail-transport';

export interface ReceiptDetails {
  to: string;
  firstName: string;
  locale: Locale;
  receiptNumber: string;
  tierName: string;
  amountCents: number;
  periodStart: Date;
  periodEnd: Date;
  paidAt: Date;
}

const text = {
  subject: { en: 'Your membership receipt', ar: 'إيصال عضويتك', nl: 'Uw lidmaatschapsbewijs' },
  greeting: { en: 'Dear', ar: 'عزيزي/عزيزتي', nl: 'Beste' },
  thanks: {
    en: 'Thank you for joining. Your membership is active; this is your receipt.',
    ar: 'شكرًا لانضمامك. عضويتك مفعّلة، وهذا إيصالك.',
    nl: 'Hartelijk dank voor uw aanmelding. Uw lidmaatschap is actief; dit is uw betalingsbewijs.',
  },
  receiptNumber: { en: 'Receipt number', ar: 'رقم الإيصال', nl: 'Bonnummer' },
  membership: { en: 'Membership', ar: 'العضوية', nl: 'Lidmaatschap' },
  amount: { en: 'Amount paid', ar: 'المبلغ المدفوع', nl: 'Betaald bedrag' },
  period: { en: 'Membership period', ar: 'مدة العضوية', nl: 'Lidmaatschapsperiode' },
  paidOn: { en: 'Paid on', ar: 'تاريخ الدفع', nl: 'Betaald op' },
  questions: {
    en: 'Questions about your membership? Contact us at',
    ar: 'هل لديك أسئلة حول عضويتك؟ تواصل معنا عبر',
    nl: 'Vragen over uw lidmaatschap? Neem contact met ons op via',
  },
  or: { en: 'or', ar: 'أو', nl: 'of' },
} satisfies Record<string, Localized>;

/** The receipt sent once when a payment activates a membership. */
export function receiptEmail(details: ReceiptDetails): MailMessage {
  const { locale } = details;
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const amount = formatAmountPaid(details.amountCents, locale);
  const rows: Array<[string, string]> = [
    [text.receiptNumber[locale], details.receiptNumber],
    [text.membership[locale], details.tierName],
    [text.amount[locale], amount],
    [text.period[locale], `${date.format(details.periodStart)} – ${date.format(details.periodEnd)}`],
    [text.paidOn[locale], date.format(details.paidAt)],
  ];
  const chamber = site.name[locale];
  const contact = `${text.questions[locale]} ${site.supportEmail} ${text.or[locale]} ${site.supportPhone}.`;

  const plain = [
    `${text.greeting[locale]} ${details.firstName},`,
    '',
    text.thanks[locale],
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    contact,
    '',
    chamber,
  ].join('\n');

  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f;background:#f6f4f2;margin:0;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border-top:6px solid #8a1538">
<tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(chamber)}</h1>
<p>${escapeHtml(text.greeting[locale])} ${escapeHtml(details.firstName)},</p>
<p>${escapeHtml(text.thanks[locale])}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;padding:8px 0;border-bottom:1px solid #e4e1dd;color:#52525b;font-weight:normal">${escapeHtml(label)}</th><td style="text-align:end;padding:8px 0;border-bottom:1px solid #e4e1dd;font-weight:bold">${escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="color:#52525b">${escapeHtml(contact)}</p>
</td></tr>
</table>
</body>
</html>`;

  return { to: details.to, subject: `${text.subject[locale]} ${details.receiptNumber} · ${site.shortName}`, text: plain, html };
}
