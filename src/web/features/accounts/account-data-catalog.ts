import arAccountData from '@messages/ar/account-data.json';
import enAccountData from '@messages/en/account-data.json';
import nlAccountData from '@messages/nl/account-data.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The own-data section's texts (download, deletion request): only its lazily loaded chunk imports them (decision 0037's treatment). */
export const accountDataCatalog = messagesOf({ en: enAccountData, ar: arAccountData, nl: nlAccountData });
