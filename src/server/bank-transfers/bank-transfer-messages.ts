import arMethods from '@messages/ar/payment-methods.json';
import arTransfer from '@messages/ar/bank-transfer.json';
import enMethods from '@messages/en/payment-methods.json';
import enTransfer from '@messages/en/bank-transfer.json';
import nlMethods from '@messages/nl/payment-methods.json';
import nlTransfer from '@messages/nl/bank-transfer.json';
import { messagesOf } from '@shared/messages/messages-of';
/** Bank transfer on invoice, for buyers: the API's refusals, the emails, the invoice's payment instructions. */
export const bankTransferMessages = messagesOf({ en: enTransfer, ar: arTransfer, nl: nlTransfer });

/** The names of the ways to pay, as the mails and the invoice name the one used. */
export const paymentMethodNames = messagesOf({ en: enMethods, ar: arMethods, nl: nlMethods });
