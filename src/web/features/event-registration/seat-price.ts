import { formatAmount } from '@shared/format/numbers';
import type { Locale } from '@shared/locales';
import type { EventRegistrationTranslate } from './event-registration-messages';

/** A price per seat as the registration panel states it: "Free", or "€90.00 per seat". */
export function seatPriceText(cents: number, locale: Locale, t: EventRegistrationTranslate): string {
  return cents === 0 ? t('register.free') : t('register.perSeat', { amount: formatAmount(cents / 100, 'EUR', locale) });
}

/** An amount charged, or "Free". */
export function amountText(cents: number, locale: Locale, t: EventRegistrationTranslate): string {
  return cents === 0 ? t('account.free') : formatAmount(cents / 100, 'EUR', locale);
}
