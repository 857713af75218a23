import arTransfers from '@messages/ar/admin-bank-transfers.json';
import enTransfers from '@messages/en/admin-bank-transfers.json';
import nlTransfers from '@messages/nl/admin-bank-transfers.json';
import { messagesOf } from '../messages/messages-of';

/** The back office's bank transfers: the list, the mark-received and reopen dialogs, and the API's refusals. */
export const adminBankTransfersCatalog = messagesOf({ en: enTransfers, ar: arTransfers, nl: nlTransfers });
