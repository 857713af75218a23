import escapeHtml from 'escape-html';
import { textDirection, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { emailMessages, greeting } from './email-messages';
import { htmlWithIsolates, isolate, isolateLeftToRight } from './isolates';
import { formatDate } from '@shared/format/dates';
import { formatAmountPaid } from './mail-formats';
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

/** The receipt sent once when a payment activates a membership. */
export function receiptEmail(details: ReceiptDetails): MailMessage {
  const { locale } = details;
  const text = emailMessages.in(locale);
  const date = (day: Date) => formatDate(day, locale, 'long');
  const rows: Array<[string, string]> = [
    [text('receipt.receiptNumber'), isolateLeftToRight(details.receiptNumber)],
    [text('receipt.membership'), isolate(details.tierName)],
    [text('receipt.amount'), formatAmountPaid(details.amountCents, locale)],
    [text('receipt.period'), `${date(details.periodStart)} – ${date(details.periodEnd)}`],
    [text('receipt.paidOn'), date(details.paidAt)],
  ];
  const chamber = site.name[locale];
  const opening = greeting(locale, details.firstName);
  const contact = text('receipt.questions', {
    email: isolateLeftToRight(site.supportEmail),
    phone: isolateLeftToRight(site.supportPhone),
  });

  const plain = [
    opening,
    '',
    text('receipt.thanks'),
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
<p>${htmlWithIsolates(opening)}</p>
<p>${htmlWithIsolates(text('receipt.thanks'))}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;padding:8px 0;border-bottom:1px solid #e4e1dd;color:#52525b;font-weight:normal">${htmlWithIsolates(label)}</th><td style="text-align:end;padding:8px 0;border-bottom:1px solid #e4e1dd;font-weight:bold">${htmlWithIsolates(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="color:#52525b">${htmlWithIsolates(contact)}</p>
</td></tr>
</table>
</body>
</html>`;

  return {
    to: details.to,
    subject: `${text('receipt.subject', { receiptNumber: details.receiptNumber })} · ${site.shortName}`,
    text: plain,
    html,
  };
}
