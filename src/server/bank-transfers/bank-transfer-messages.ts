import arTransfer from '@messages/ar/bank-transfer.json';
import enTransfer from '@messages/en/bank-transfer.json';
import nlTransfer from '@messages/nl/bank-transfer.json';
import { messagesOf } from '@shared/messages/messages-of';

/** Bank transfer on invoice, for buyers: the API's refusals, the emails, the invoice's payment instructions. */
export const bankTransferMessages = messagesOf({ en: enTransfer, ar: arTransfer, nl: nlTransfer });
