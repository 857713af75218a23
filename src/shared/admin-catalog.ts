import arAdmin from '@messages/ar/admin.json';
import enAdmin from '@messages/en/admin.json';
import nlAdmin from '@messages/nl/admin.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The back office frame's and staff access texts (web and server alike); only back-office pages and staff routes import them. */
export const adminCatalog = messagesOf({ en: enAdmin, ar: arAdmin, nl: nlAdmin });
