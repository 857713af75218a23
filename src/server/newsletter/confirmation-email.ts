import escapeHtml from 'escape-html';
import { textDirection, type Locale, type Localized } from '@shared/locales';
import { site } from '@shared/site';
import type { MailMessage } from '../mail/mail-transport';

const text = {
  subject: {
    en: 'Please confirm your newsletter subscription',
    ar: 'يرجى تأكيد اشتراكك في النشرة الإخبارية',
    nl: 'Bevestig uw aanmelding voor de nieuwsbrief',
  },
  intro: {
    en: 'You asked to receive our newsletter. Confirm your subscription with this link:',
    ar: 'طلبت تلقي نشرتنا الإخبارية. أكّد اشتراكك عبر هذا الرابط:',
    nl: 'U heeft gevraagd onze nieuwsbrief te ontvangen. Bevestig uw aanmelding via deze link:',
  },
  confirm: { en: 'Confirm subscription', ar: 'تأكيد الاشتراك', nl: 'Aanmelding bevestigen' },
  ignore: {
    en: 'If you did not ask for this, ignore this message and nothing will be sent to you.',
    ar: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة ولن يُرسل إليك شيء.',
    nl: 'Heeft u hier niet om gevraagd? Negeer dit bericht; u ontvangt dan niets.',
  },
  unsubscribe: {
    en: 'You can unsubscribe at any time:',
    ar: 'يمكنك إلغاء الاشتراك في أي وقت:',
    nl: 'U kunt zich op elk moment afmelden:',
  },
} satisfies Record<string, Localized>;

export function newsletterConfirmationEmail(input: {
  to: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { locale } = input;
  const plain = [
    text.intro[locale],
    input.confirmUrl,
    '',
    text.ignore[locale],
    '',
    `${text.unsubscribe[locale]} ${input.unsubscribeUrl}`,
    '',
    site.name[locale],
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f;background:#f6f4f2;margin:0;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border-top:6px solid #8a1538"><tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(site.name[locale])}</h1>
<p>${escapeHtml(text.intro[locale])}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#8a1538;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(text.confirm[locale])}</a></p>
<p style="color:#52525b">${escapeHtml(text.ignore[locale])}</p>
<p style="color:#52525b;font-size:13px">${escapeHtml(text.unsubscribe[locale])} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p>
</td></tr></table>
</body>
</html>`;
  return { to: input.to, subject: text.subject[locale], text: plain, html };
}
