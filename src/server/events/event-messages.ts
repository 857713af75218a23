import arEventServer from '@messages/ar/event-server.json';
import enEventServer from '@messages/en/event-server.json';
import nlEventServer from '@messages/nl/event-server.json';
import type { MessageKey } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

/** The event registration API's answers, its emails and its invoice line, in the registrant's language. */
export const eventMessages = messagesOf({ en: enEventServer, ar: arEventServer, nl: nlEventServer });

export type EventMessageKey = MessageKey<typeof enEventServer>;
