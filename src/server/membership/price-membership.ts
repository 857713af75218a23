import type { z } from 'zod';
import { normalizeVatNumber, vatNumberProblem } from '@shared/invoices/vat-number';
import type { Locale } from '@shared/locales';
import type { CheckoutCharge, priceMembershipSchema } from '@shared/membership';
import { chargeFor, registrationCountryCode, type TaxedBuyer } from '../invoices/price-checkout';
import { tierOnSale, type MembershipDeps } from './registration-payment';

type PricedBuyer = z.infer<ReturnType<typeof priceMembershipSchema>>['buyer'];

/**
 * A VAT number still being typed, or a wrong one, prices as none: the summary
 * shows what would be charged without it while the form says what is wrong.
 */
function taxedBuyerOf(buyer: PricedBuyer): TaxedBuyer {
  if (buyer.buyingFor === 'myself') {
    const country = (buyer.country && registrationCountryCode(buyer.country)) ?? buyer.residenceCountry;
    return { kind: 'person', country, vatNumber: null };
  }
  const { country } = buyer;
  const vatNumber = country && buyer.vatNumber ? normalizeVatNumber(buyer.vatNumber, country) : '';
  const valid = country !== undefined && vatNumber !== '' && !vatNumberProblem(vatNumber, country);
  return { kind: 'company', country, vatNumber: valid ? vatNumber : null };
}

/**
 * The order summary's figures before paying, computed exactly as the payment
 * will be: the browser sends who buys, never an amount or a rate. A VAT number
 * the register does not know prices with VAT here; paying with it is refused.
 */
export async function priceMembership(
  deps: Pick<MembershipDeps, 'tiers' | 'invoicing'>,
  request: { tierSlug: string; buyer: PricedBuyer },
  locale: Locale,
): Promise<CheckoutCharge> {
  const tier = await tierOnSale(deps, request.tierSlug, locale);
  const { charge } = await chargeFor(deps.invoicing, tier.priceCents, taxedBuyerOf(request.buyer), locale, 'charge-vat');
  return charge;
}
