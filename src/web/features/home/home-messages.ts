import arHome from '@messages/ar/home.json';
import enHome from '@messages/en/home.json';
import nlHome from '@messages/nl/home.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The home page's labels in its three languages; read them with useMessages(homeMessages). */
export const homeMessages = messagesOf({ en: enHome, ar: arHome, nl: nlHome });
