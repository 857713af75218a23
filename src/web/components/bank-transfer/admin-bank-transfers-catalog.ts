import type enTransfers from '@messages/en/admin-bank-transfers.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/** The back office's bank-transfer texts (the list, its dialogs, the dashboard's figures), in the page's language only. */
export const adminBankTransfersText = areaCatalog<typeof enTransfers>({
  en: () => import('@messages/en/admin-bank-transfers.json'),
  ar: () => import('@messages/ar/admin-bank-transfers.json'),
  nl: () => import('@messages/nl/admin-bank-transfers.json'),
});
