import type { VatMode } from './invoicing-config';
import type { VatTreatment } from './vat-treatment';

export interface ChargeAmounts {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

const WHOLE = 10_000;

/** numerator / denominator rounded half up, for non-negative integers, without floating point. */
export function roundedQuotient(numerator: number, denominator: number): number {
  const quotient = Math.floor(numerator / denominator);
  return 2 * (numerator - quotient * denominator) >= denominator ? quotient + 1 : quotient;
}

/**
 * The amounts of one line priced at the tier's listed price, rounded per line
 * to whole cents:
 * - VAT included: the listed price is the gross; VAT = gross × rate / (1 + rate)
 *   rounded half up, net = gross − VAT, so net and VAT always add up to what the card is charged;
 * - VAT added: the listed price is the net; VAT = net × rate rounded half up;
 * - no VAT (exempt, reverse charge, outside the EU) or exempt mode: the listed price is net and gross.
 */
export function chargeAmounts(listedCents: number, treatment: VatTreatment, mode: VatMode): ChargeAmounts {
  if (!Number.isSafeInteger(listedCents) || listedCents <= 0) throw new RangeError(`not a price in cents: ${listedCents}`);
  const rate = treatment.rateBasisPoints;
  if (treatment.category !== 'S' || rate === 0) return { netCents: listedCents, vatCents: 0, grossCents: listedCents };
  if (mode === 'included') {
    const vatCents = roundedQuotient(listedCents * rate, WHOLE + rate);
    return { netCents: listedCents - vatCents, vatCents, grossCents: listedCents };
  }
  const vatCents = roundedQuotient(listedCents * rate, WHOLE);
  return { netCents: listedCents, vatCents, grossCents: listedCents + vatCents };
}
