import type enAccount from '@messages/en/account.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/**
 * The member area's texts, in the page's language only: loaded before the
 * account islands hydrate (they name it in their definitions), never with
 * the site catalog every page loads.
 */
export const accountCatalog = areaCatalog<typeof enAccount>({
  en: () => import('@messages/en/account.json'),
  ar: () => import('@messages/ar/account.json'),
  nl: () => import('@messages/nl/account.json'),
});
