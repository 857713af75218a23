import arMethods from '@messages/ar/payment-methods.json';
import enMethods from '@messages/en/payment-methods.json';
import nlMethods from '@messages/nl/payment-methods.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The names of the ways to pay, as mails and invoices name the one used. */
export const paymentMethodNames = messagesOf({ en: enMethods, ar: arMethods, nl: nlMethods });
