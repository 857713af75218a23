import arSearch from '@messages/ar/search.json';
import enSearch from '@messages/en/search.json';
import nlSearch from '@messages/nl/search.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The search page's and the 404 page's texts in their three languages; read them with useMessages(searchMessages). */
export const searchMessages = messagesOf({ en: enSearch, ar: arSearch, nl: nlSearch });
