import arEvents from '@messages/ar/events.json';
import enEvents from '@messages/en/events.json';
import nlEvents from '@messages/nl/events.json';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

/** The events page's texts in its three languages; read them with useMessages(eventsMessages). */
export const eventsMessages = messagesOf({ en: enEvents, ar: arEvents, nl: nlEvents });

export type EventsTranslate = Translate<typeof enEvents>;
