import arMethods from '@messages/ar/payment-methods.json';
import enMethods from '@messages/en/payment-methods.json';
import nlMethods from '@messages/nl/payment-methods.json';
import type { Locale } from '@shared/locales';
import { messagesOf } from '@shared/messages/messages-of';
import type { PaymentMethod } from '@shared/payment-methods';

/** The names of the ways to pay in every language, as the server's mails and invoices name the method used. */
export const paymentMethodNames = messagesOf({ en: enMethods, ar: arMethods, nl: nlMethods });

/** How a payment method is called to a reader of `locale` (mails, invoices). */
export function paymentMethodName(method: PaymentMethod, locale: Locale): string {
  return paymentMethodNames.in(locale)(`method.${method}`);
}
