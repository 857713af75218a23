import type { Locale, Localized } from '@shared/locales';
import { actionEmail } from '../mail/action-email';
import type { MailMessage } from '../mail/mail-transport';

const text = {
  subject: { en: 'Reset your password', ar: 'إعادة تعيين كلمة المرور', nl: 'Stel uw wachtwoord opnieuw in' },
  greeting: { en: 'Dear {name},', ar: 'عزيزي/عزيزتي {name}،', nl: 'Beste {name},' },
  intro: {
    en: 'We received a request to reset the password of your chamber account. The link below is valid for one hour and can be used once.',
    ar: 'تلقينا طلبًا لإعادة تعيين كلمة المرور لحسابك في الغرفة. الرابط أدناه صالح لمدة ساعة واحدة ويمكن استخدامه مرة واحدة.',
    nl: 'We hebben een verzoek ontvangen om het wachtwoord van uw account bij de Kamer opnieuw in te stellen. De link hieronder is één uur geldig en kan één keer worden gebruikt.',
  },
  action: { en: 'Choose a new password', ar: 'اختر كلمة مرور جديدة', nl: 'Kies een nieuw wachtwoord' },
  note: {
    en: 'If you did not ask for this, ignore this message: your password stays as it is.',
    ar: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
    nl: 'Heeft u hier niet om gevraagd? Negeer dit bericht; uw wachtwoord blijft ongewijzigd.',
  },
} satisfies Record<string, Localized>;

export function passwordResetEmail(input: { to: string; firstName: string; locale: Locale; resetUrl: string }): MailMessage {
  const { locale } = input;
  return actionEmail({
    to: input.to,
    locale,
    subject: text.subject[locale],
    greeting: text.greeting[locale].replace('{name}', input.firstName),
    paragraphs: [text.intro[locale]],
    action: { label: text.action[locale], url: input.resetUrl },
    note: text.note[locale],
  });
}
