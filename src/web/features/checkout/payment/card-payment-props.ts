import type { ReactNode } from 'react';
import type { Locale } from '@shared/locales';

/** Every card provider's component: it supplies the controller and renders the form around its fields. */
export interface CardPaymentProps {
  amountCents: number;
  locale: Locale;
  children: (fields: ReactNode) => ReactNode;
}
