import { localizePath, type Locale, type Localized } from '@shared/locales';
import { site } from '@shared/site';
import type { RefundReason } from '../db/schema';
import { actionEmail } from './action-email';
import { formatAmountPaid } from './format-amount';
import type { MailMessage } from './mail-transport';

export interface RefundDetails {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  amountCents: number;
  reason: RefundReason;
  siteUrl: string;
}

const text = {
  subject: { en: 'Your payment has been refunded', ar: 'تم استرداد مبلغ دفعتك', nl: 'Uw betaling is terugbetaald' },
  greeting: { en: 'Dear', ar: 'عزيزي/عزيزتي', nl: 'Beste' },
  refunded: {
    en: 'We have refunded your payment of {amount} for the {tier} membership in full.',
    ar: 'قمنا برد كامل دفعتك البالغة {amount} مقابل عضوية {tier}.',
    nl: 'Wij hebben uw betaling van {amount} voor het lidmaatschap {tier} volledig terugbetaald.',
  },
  arrives: {
    en: 'Depending on your bank, the money is back on your account within 5 to 10 working days.',
    ar: 'بحسب مصرفك، يعود المبلغ إلى حسابك خلال 5 إلى 10 أيام عمل.',
    nl: 'Afhankelijk van uw bank staat het bedrag binnen 5 tot 10 werkdagen weer op uw rekening.',
  },
  note: {
    en: `Questions? Contact us at ${site.supportEmail}.`,
    ar: `هل لديك أسئلة؟ تواصل معنا عبر ${site.supportEmail}.`,
    nl: `Vragen? Neem contact met ons op via ${site.supportEmail}.`,
  },
} satisfies Record<string, Localized>;

/** Why the payment could not become a membership, and what to do instead. */
const reasons: Record<RefundReason, { why: Localized; action: Localized; path: string }> = {
  account_taken: {
    why: {
      en: 'While you were paying, someone else completed a membership with the same username or email address, so we could not create your account.',
      ar: 'أثناء عملية الدفع، أكمل شخص آخر عضوية باسم المستخدم نفسه أو البريد الإلكتروني نفسه، لذلك تعذّر إنشاء حسابك.',
      nl: 'Terwijl u betaalde, heeft iemand anders een lidmaatschap afgerond met dezelfde gebruikersnaam of hetzelfde e-mailadres, waardoor wij uw account niet konden aanmaken.',
    },
    action: { en: 'Choose a membership again', ar: 'اختر عضوية من جديد', nl: 'Kies opnieuw een lidmaatschap' },
    path: '/membership',
  },
  already_member: {
    why: {
      en: 'This email address already has a membership paid from another checkout, so this second payment was not needed.',
      ar: 'لدى هذا البريد الإلكتروني عضوية مدفوعة بالفعل من عملية شراء أخرى، لذلك لم تكن هذه الدفعة الثانية ضرورية.',
      nl: 'Dit e-mailadres heeft al een lidmaatschap dat via een andere bestelling is betaald, dus deze tweede betaling was niet nodig.',
    },
    action: { en: 'Sign in to your account', ar: 'سجّل الدخول إلى حسابك', nl: 'Log in op uw account' },
    path: '/login',
  },
  payment_mismatch: {
    why: {
      en: 'The payment did not match the membership it was made for, so we could not activate it.',
      ar: 'لم تتطابق الدفعة مع العضوية التي أُجريت من أجلها، لذلك تعذّر تفعيلها.',
      nl: 'De betaling kwam niet overeen met het lidmaatschap waarvoor zij was bedoeld, dus wij konden het niet activeren.',
    },
    action: { en: 'Choose a membership again', ar: 'اختر عضوية من جديد', nl: 'Kies opnieuw een lidmaatschap' },
    path: '/membership',
  },
  orphaned_payment: {
    why: {
      en: 'This payment belonged to a checkout that had already been replaced by a newer one, so it was not needed.',
      ar: 'كانت هذه الدفعة تخص عملية شراء استُبدلت بعملية أحدث، لذلك لم تكن ضرورية.',
      nl: 'Deze betaling hoorde bij een bestelling die al door een nieuwere was vervangen, dus zij was niet nodig.',
    },
    action: { en: 'See your membership', ar: 'اطّلع على عضويتك', nl: 'Bekijk uw lidmaatschap' },
    path: '/account',
  },
};

/** Tells the payer that their payment was given back, and why. */
export function refundEmail(details: RefundDetails): MailMessage {
  const { locale } = details;
  const amount = formatAmountPaid(details.amountCents, locale);
  const reason = reasons[details.reason];
  return actionEmail({
    to: details.to,
    locale,
    subject: `${text.subject[locale]} · ${site.shortName}`,
    greeting: `${text.greeting[locale]} ${details.firstName},`,
    paragraphs: [
      text.refunded[locale].replace('{amount}', amount).replace('{tier}', details.tierName),
      reason.why[locale],
      text.arrives[locale],
    ],
    action: { label: reason.action[locale], url: `${details.siteUrl}${localizePath(reason.path, locale)}` },
    note: text.note[locale],
  });
}
