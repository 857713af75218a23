import type { Locale } from '@shared/locales';
import { paymentMethodNames } from '@shared/payment-method-names';
import type { PaymentMethod } from '@shared/payment-methods';

export { paymentMethodNames };

/** How a payment method is called to a reader of `locale` (pages, mails, invoices). */
export function paymentMethodName(method: PaymentMethod, locale: Locale): string {
  return paymentMethodNames.in(locale)(`method.${method}`);
}
