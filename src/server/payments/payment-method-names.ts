import arMethods from '@messages/ar/payment-methods.json';
import enMethods from '@messages/en/payment-methods.json';
import nlMethods from '@messages/nl/payment-methods.json';
import type { Locale } from '@shared/locales';
import { messagesOf } from '@shared/messages/messages-of';
import type { PaymentMethod } from '@shared/payment-methods';

const methodMessages = messagesOf({ en: enMethods, ar: arMethods, nl: nlMethods });

/** How a payment method is called to a reader of `locale` (pages, mails, invoices). */
export function paymentMethodName(method: PaymentMethod, locale: Locale): string {
  return methodMessages.in(locale)(`method.${method}`);
}
