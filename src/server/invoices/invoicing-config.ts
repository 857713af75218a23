import type { InvoiceParty } from '@shared/invoices/invoice-document';

/**
 * How the chamber's dues meet VAT, for buyers whose purchase is taxed in the
 * chamber's own country: exempt, the listed price including VAT at the rate,
 * or VAT added to the listed price at the rate.
 */
export const vatModes = ['exempt', 'included', 'added'] as const;
export type VatMode = (typeof vatModes)[number];

export interface VatRules {
  mode: VatMode;
  /** Hundredths of a percent: 2100 is 21%. Not used when the mode is exempt. */
  rateBasisPoints: number;
  /** Where the chamber is established for VAT: an EU member state. */
  sellerCountry: string;
}

export interface InvoicingConfig {
  /** The chamber as its invoices name it. */
  seller: Omit<InvoiceParty, 'contactName'>;
  vat: VatRules;
  /** Invoice dates, and so the year a number belongs to, are days in this zone. */
  timeZone: string;
  /** Ask the EU's VIES register about EU VAT numbers at checkout (network); otherwise format and check digits only. */
  viesLookup: boolean;
}
