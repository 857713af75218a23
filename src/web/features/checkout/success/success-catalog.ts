import type enMembershipSuccess from '@messages/en/membership-success.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/**
 * The success page's texts, in the page's language only: loaded before its
 * island hydrates, never with the checkout, which the buyer sees first.
 */
export type SuccessMessages = typeof enMembershipSuccess;

export const successCatalog = areaCatalog<SuccessMessages>({
  en: () => import('@messages/en/membership-success.json'),
  ar: () => import('@messages/ar/membership-success.json'),
  nl: () => import('@messages/nl/membership-success.json'),
});
