import type enEvents from '@messages/en/admin-events.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/** The back office's event texts (lists, dialogs, check-in), in the page's language only. */
export const adminEventsText = areaCatalog<typeof enEvents>({
  en: () => import('@messages/en/admin-events.json'),
  ar: () => import('@messages/ar/admin-events.json'),
  nl: () => import('@messages/nl/admin-events.json'),
});
