import arEventRegistration from '@messages/ar/event-registration.json';
import enEventRegistration from '@messages/en/event-registration.json';
import nlEventRegistration from '@messages/nl/event-registration.json';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

/** The event page's, the registration pages' and the member area's registration texts; read them with useMessages(eventRegistrationMessages). */
export const eventRegistrationMessages = messagesOf({ en: enEventRegistration, ar: arEventRegistration, nl: nlEventRegistration });

export type EventRegistrationTranslate = Translate<typeof enEventRegistration>;
