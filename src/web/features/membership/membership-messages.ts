import arMembership from '@messages/ar/membership.json';
import enMembership from '@messages/en/membership.json';
import nlMembership from '@messages/nl/membership.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The membership page's UI labels; its options, programmes and the tiers themselves are content and data. */
export const membershipMessages = messagesOf({ en: enMembership, ar: arMembership, nl: nlMembership });
