import type enMethods from '@messages/en/payment-methods.json';
import { areaCatalog } from './area-catalog';

/**
 * The names of the ways to pay, in the page's language: the checkout, the
 * success page and the member area name the method used. Islands that show
 * one name this catalog in their definitions.
 */
export const paymentMethodNames = areaCatalog<typeof enMethods>({
  en: () => import('@messages/en/payment-methods.json'),
  ar: () => import('@messages/ar/payment-methods.json'),
  nl: () => import('@messages/nl/payment-methods.json'),
});
