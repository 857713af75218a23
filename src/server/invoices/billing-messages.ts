import arBilling from '@messages/ar/billing.json';
import enBilling from '@messages/en/billing.json';
import nlBilling from '@messages/nl/billing.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The words an issued invoice is frozen with, in the buyer's language: its line and why it charges no VAT. */
export const billingMessages = messagesOf({ en: enBilling, ar: arBilling, nl: nlBilling });
