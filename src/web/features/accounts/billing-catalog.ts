import arBilling from '@messages/ar/account-billing.json';
import enBilling from '@messages/en/account-billing.json';
import nlBilling from '@messages/nl/account-billing.json';
import { messagesOf } from '@shared/messages/messages-of';

/**
 * The texts of the member area's billing section. Apart from the account
 * catalog so they travel with the section, which loads only for a signed-in
 * member, and stay out of the account page's first load.
 */
export const billingCatalog = messagesOf({ en: enBilling, ar: arBilling, nl: nlBilling });
