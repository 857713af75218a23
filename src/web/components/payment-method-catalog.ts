import type enMethods from '@messages/en/payment-methods.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/** The names of the ways to pay, in the page's language only: where a page names the method used. */
export const paymentMethodCatalog = areaCatalog<typeof enMethods>({
  en: () => import('@messages/en/payment-methods.json'),
  ar: () => import('@messages/ar/payment-methods.json'),
  nl: () => import('@messages/nl/payment-methods.json'),
});
