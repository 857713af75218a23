import arEvents from '@messages/ar/admin-events.json';
import enEvents from '@messages/en/admin-events.json';
import nlEvents from '@messages/nl/admin-events.json';
import { messagesOf } from '../messages/messages-of';

/** The back office's events: the lists, the add and cancel dialogs, the check-in page and the API's refusals. */
export const adminEventsCatalog = messagesOf({ en: enEvents, ar: arEvents, nl: nlEvents });
