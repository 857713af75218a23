import arAccount from '@messages/ar/account.json';
import enAccount from '@messages/en/account.json';
import nlAccount from '@messages/nl/account.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The member area's texts. Only the account pages import them, so they travel in those pages' chunks, not in the site catalog. */
export const accountCatalog = messagesOf({ en: enAccount, ar: arAccount, nl: nlAccount });
