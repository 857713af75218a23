import type enPaymentForm from '@messages/en/payment-form.json';
import { areaCatalog } from '@web/i18n/area-catalog';

/** The checkout's ways to pay and the success page's waiting and failure texts, in the page's language only. */
export const paymentFormCatalog = areaCatalog<typeof enPaymentForm>({
  en: () => import('@messages/en/payment-form.json'),
  ar: () => import('@messages/ar/payment-form.json'),
  nl: () => import('@messages/nl/payment-form.json'),
});
