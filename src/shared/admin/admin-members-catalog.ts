import adminMembersAr from '@messages/ar/admin-members.json';
import adminMembersEn from '@messages/en/admin-members.json';
import adminMembersNl from '@messages/nl/admin-members.json';
import { messagesOf } from '../messages/messages-of';

/** The back office's member texts: its pages, its form errors (browser and server) and the API's refusals. */
export const adminMembersCatalog = messagesOf({ en: adminMembersEn, ar: adminMembersAr, nl: adminMembersNl });
