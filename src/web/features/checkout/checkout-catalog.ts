import type enCheckout from '@messages/en/checkout.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/**
 * The checkout's texts, in the page's language only: loaded before its
 * island hydrates, never with the site catalog every other island page
 * loads. The success page has its own (success/success-catalog.ts).
 */
export type CheckoutMessages = typeof enCheckout;

export const checkoutCatalog = areaCatalog<CheckoutMessages>({
  en: () => import('@messages/en/checkout.json'),
  ar: () => import('@messages/ar/checkout.json'),
  nl: () => import('@messages/nl/checkout.json'),
});
