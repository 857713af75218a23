import type { ReactNode } from 'react';
import type { Locale } from '@shared/locales';

/** Every payment provider's component: it supplies the controller and renders the form around its fields. */
export interface CardPaymentProps {
  amountCents: number;
  locale: Locale;
  /** The buyer's country (ISO 3166 alpha-2) once the form knows it: the provider offers that country's methods first. */
  country?: string | undefined;
  children: (fields: ReactNode) => ReactNode;
}
