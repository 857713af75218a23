import arContact from '@messages/ar/contact.json';
import enContact from '@messages/en/contact.json';
import nlContact from '@messages/nl/contact.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The contact page's texts in its three languages; read them with useMessages(contactMessages). */
export const contactMessages = messagesOf({ en: enContact, ar: arContact, nl: nlContact });
