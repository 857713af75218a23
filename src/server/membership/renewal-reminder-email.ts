import { intlLocale, type Locale, type Localized } from '@shared/locales';
import { actionEmail } from '../mail/action-email';
import type { MailMessage } from '../mail/mail-transport';
import type { ReminderKind } from './renewal-reminders';

const text = {
  subject: {
    soon: { en: 'Your membership ends on {date}', ar: 'تنتهي عضويتك في {date}', nl: 'Uw lidmaatschap loopt af op {date}' },
    expired: { en: 'Your membership has ended', ar: 'انتهت عضويتك', nl: 'Uw lidmaatschap is verlopen' },
  },
  greeting: { en: 'Dear {name},', ar: 'عزيزي/عزيزتي {name}،', nl: 'Beste {name},' },
  body: {
    soon: {
      en: 'Your {tier} membership of the chamber ends on {date}, in {days} days. Renew now to keep your member benefits without interruption; the new year starts when the current one ends.',
      ar: 'تنتهي عضويتك من فئة {tier} في الغرفة في {date}، أي بعد {days} يومًا. جدّد الآن لتستمر مزايا عضويتك دون انقطاع؛ تبدأ السنة الجديدة عند انتهاء السنة الحالية.',
      nl: 'Uw {tier}-lidmaatschap van de Kamer loopt af op {date}, over {days} dagen. Verleng nu om uw ledenvoordelen zonder onderbreking te behouden; het nieuwe jaar begint wanneer het huidige afloopt.',
    },
    expired: {
      en: 'Your {tier} membership of the chamber ended on {date}. Renew to restore your member benefits and your place in the member directory.',
      ar: 'انتهت عضويتك من فئة {tier} في الغرفة في {date}. جدّد عضويتك لاستعادة مزاياك ومكانك في دليل الأعضاء.',
      nl: 'Uw {tier}-lidmaatschap van de Kamer is op {date} afgelopen. Verleng om uw ledenvoordelen en uw plaats in de ledengids terug te krijgen.',
    },
  },
  action: { en: 'Renew my membership', ar: 'تجديد عضويتي', nl: 'Mijn lidmaatschap verlengen' },
  note: {
    en: 'You receive this message because you are a member of the chamber. Questions? Reply to membership@qnlchamber.org.',
    ar: 'تصلك هذه الرسالة لأنك عضو في الغرفة. لديك أسئلة؟ راسلنا على membership@qnlchamber.org.',
    nl: 'U ontvangt dit bericht omdat u lid bent van de Kamer. Vragen? Mail naar membership@qnlchamber.org.',
  },
} satisfies Record<string, Localized | Record<string, Localized>>;

export function renewalReminderEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  expiresAt: Date;
  daysLeft: number;
  kind: ReminderKind;
  renewUrl: string;
}): MailMessage {
  const { locale } = input;
  const tone = input.kind === 'expired' ? 'expired' : 'soon';
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(input.expiresAt);
  const fill = (template: string) =>
    template
      .replace('{date}', date)
      .replace('{tier}', input.tierName)
      .replace('{days}', String(input.daysLeft))
      .replace('{name}', input.firstName);
  return actionEmail({
    to: input.to,
    locale,
    subject: fill(text.subject[tone][locale]),
    greeting: fill(text.greeting[locale]),
    paragraphs: [fill(text.body[tone][locale])],
    action: { label: text.action[locale], url: input.renewUrl },
    note: text.note[locale],
  });
}
