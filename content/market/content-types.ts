import type { Localized } from '@shared/locales';

/** A link to a page of the route table (English path; the page adds the language prefix). */
export interface LinkContent {
  label: Localized;
  href: string;
}

/** The closing band of a page: a heading, a sentence and two actions. */
export interface CallToActionContent {
  heading: Localized;
  text: Localized;
  primary: LinkContent;
  secondary: LinkContent;
}

/** A headline figure: the value is shown large, the label says what it counts. */
export interface StatisticContent {
  value: Localized;
  label: Localized;
  description?: Localized;
}
