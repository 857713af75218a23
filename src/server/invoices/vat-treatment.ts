import { isEuCountry } from '@shared/invoices/countries';
import type { VatCategory } from '@shared/invoices/invoice-document';
import type { VatRules } from './invoicing-config';

/** Why an invoice charges no VAT; each has its wording in the billing catalog. */
export type NoVatReason = 'reverseCharge' | 'exempt' | 'outsideEu';

export interface VatTreatment {
  category: VatCategory;
  /** Hundredths of a percent; 0 whenever no VAT is charged. */
  rateBasisPoints: number;
  exemption?: { reason: NoVatReason; code: string };
}

export interface VatBuyer {
  kind: 'company' | 'person';
  /** ISO 3166-1 alpha-2, when known (a private buyer from "other" countries gives none). */
  country: string | undefined;
  /** A VAT number that passed the checks the configuration asks for (format and check digits, VIES when on). */
  hasValidVatNumber: boolean;
}

/** The VATEX codes Peppol BIS 3.0 expects beside each reason. */
const exemptionCodes: Record<NoVatReason, string> = {
  reverseCharge: 'VATEX-EU-AE',
  exempt: 'VATEX-EU-132',
  outsideEu: 'VATEX-EU-O',
};

function noVat(category: VatCategory, reason: NoVatReason): VatTreatment {
  return { category, rateBasisPoints: 0, exemption: { reason, code: exemptionCodes[reason] } };
}

/**
 * Where the supply is taxed decides first: a buyer established outside the
 * EU is outside EU VAT; an EU company in another member state with a valid
 * VAT number accounts for the VAT itself (reverse charge). Everyone else is
 * taxed in the chamber's country, where the configured mode applies. A buyer
 * whose country is unknown is taxed there too.
 */
export function vatTreatment(buyer: VatBuyer, rules: VatRules): VatTreatment {
  if (buyer.country && !isEuCountry(buyer.country)) return noVat('O', 'outsideEu');
  if (buyer.kind === 'company' && buyer.hasValidVatNumber && buyer.country && buyer.country !== rules.sellerCountry) {
    return noVat('AE', 'reverseCharge');
  }
  if (rules.mode === 'exempt') return noVat('E', 'exempt');
  return { category: 'S', rateBasisPoints: rules.rateBasisPoints };
}
