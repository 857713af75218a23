import type { Localized } from '@shared/locales';

/** One numbered part of a legal page: a heading followed by plain paragraphs. */
export interface LegalSection {
  heading: Localized;
  paragraphs: Localized[];
}

/** A complete legal page (privacy policy, terms and conditions). */
export interface LegalDocument {
  /** ISO date of the last revision, e.g. '2026-11-22'. */
  lastUpdated: string;
  sections: LegalSection[];
}
