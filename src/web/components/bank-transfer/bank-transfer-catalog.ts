import type enTransfer from '@messages/en/bank-transfer.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/** Bank transfer on invoice for buyers (the checkout's choice, the instructions, the member area), in the page's language only. */
export const bankTransferCatalog = areaCatalog<typeof enTransfer>({
  en: () => import('@messages/en/bank-transfer.json'),
  ar: () => import('@messages/ar/bank-transfer.json'),
  nl: () => import('@messages/nl/bank-transfer.json'),
});
