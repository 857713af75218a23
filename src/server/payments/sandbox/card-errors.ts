import type { Locale, Localized } from '@shared/locales';
import type { SandboxPaymentError } from '../../db/schema';

/**
 * What the sandbox tells a buyer whose card it refuses, keyed by Stripe's
 * decline or error code. The ledger keeps the English, as Stripe's does; the
 * buyer reads it in the page's language, as Stripe.js shows it.
 */
const cardErrorTexts = {
  incorrect_number: {
    en: 'Your card number is incorrect.',
    ar: 'رقم بطاقتك غير صحيح.',
    nl: 'Uw kaartnummer is onjuist.',
  },
  expired_card: {
    en: 'Your card has expired.',
    ar: 'انتهت صلاحية بطاقتك.',
    nl: 'Uw kaart is verlopen.',
  },
  invalid_expiry: {
    en: "Your card's expiration date is invalid.",
    ar: 'تاريخ انتهاء صلاحية بطاقتك غير صالح.',
    nl: 'De vervaldatum van uw kaart is ongeldig.',
  },
  incorrect_cvc: {
    en: "Your card's security code is incorrect.",
    ar: 'رمز الأمان لبطاقتك غير صحيح.',
    nl: 'De beveiligingscode van uw kaart is onjuist.',
  },
  generic_decline: {
    en: 'Your card was declined.',
    ar: 'تم رفض بطاقتك.',
    nl: 'Uw kaart is geweigerd.',
  },
  insufficient_funds: {
    en: 'Your card has insufficient funds.',
    ar: 'لا يتوفر رصيد كافٍ في بطاقتك.',
    nl: 'Het saldo op uw kaart is onvoldoende.',
  },
  test_mode_live_card: {
    en: 'Your card was declined. The sandbox accepts only its documented test cards; no real money moves.',
    ar: 'تم رفض بطاقتك. لا تقبل بيئة الاختبار إلا بطاقات الاختبار الموثقة، ولا تُحوَّل أي أموال حقيقية.',
    nl: 'Uw kaart is geweigerd. De testomgeving accepteert alleen de gedocumenteerde testkaarten; er wordt geen echt geld overgemaakt.',
  },
  payment_intent_authentication_failure: {
    en: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    ar: 'تعذّر علينا التحقق من وسيلة الدفع الخاصة بك. يرجى اختيار وسيلة دفع أخرى والمحاولة مرة أخرى.',
    nl: 'Wij kunnen uw betaalmethode niet verifiëren. Kies een andere betaalmethode en probeer het opnieuw.',
  },
} satisfies Record<string, Localized>;

type CardErrorKey = keyof typeof cardErrorTexts;

/** Stripe reports these as code card_declined with the reason as decline_code. */
const declineCodes: ReadonlySet<CardErrorKey> = new Set(['generic_decline', 'insufficient_funds', 'test_mode_live_card']);

/** A refusal as the ledger stores it: Stripe's codes and the English message. */
export function cardError(key: CardErrorKey): SandboxPaymentError {
  const message = cardErrorTexts[key].en;
  return declineCodes.has(key) ? { code: 'card_declined', declineCode: key, message } : { code: key, message };
}

/** The refusal in the buyer's language (the stored English when the code is not one of ours). */
export function cardErrorMessage(error: SandboxPaymentError, locale: Locale): string {
  const key = error.declineCode ?? error.code;
  return key in cardErrorTexts ? cardErrorTexts[key as CardErrorKey][locale] : error.message;
}
