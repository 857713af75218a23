import arServices from '@messages/ar/services.json';
import enServices from '@messages/en/services.json';
import nlServices from '@messages/nl/services.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The service pages' UI labels; the service texts themselves are content (content/services). */
export const servicesMessages = messagesOf({ en: enServices, ar: arServices, nl: nlServices });
