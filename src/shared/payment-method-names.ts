import arMethods from '@messages/ar/payment-methods.json';
import enMethods from '@messages/en/payment-methods.json';
import nlMethods from '@messages/nl/payment-methods.json';
import { messagesOf } from './messages/messages-of';

/**
 * The names of the ways to pay in every language: the server's mails and
 * invoices and the browser's checkout, success page and member area name the
 * method used. Five short names, shared with the server, so bound with
 * messagesOf rather than loaded as an area catalog (decision 0041).
 */
export const paymentMethodNames = messagesOf({ en: enMethods, ar: arMethods, nl: nlMethods });
