import arServer from '@messages/ar/server.json';
import enServer from '@messages/en/server.json';
import nlServer from '@messages/nl/server.json';
import { messagesOf } from '@shared/messages/messages-of';

/** What the API says to people (errors, refusals, the sandbox's pages), in the language of the request. */
export const serverMessages = messagesOf({ en: enServer, ar: arServer, nl: nlServer });
