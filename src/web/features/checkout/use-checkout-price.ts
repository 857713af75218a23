import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { CheckoutCharge, CheckoutSubmission, PriceMembershipRequest } from '@shared/membership';
import { pricedBuyerOf, type CheckoutFormValues } from './checkout-form-values';
import { priceMembership } from './membership-payment-api';

/** Typing a VAT number or going through the country list asks for one price after a pause, not one per key. */
const REPRICE_DELAY_MS = 400;

export interface CheckoutPrice {
  /** The server's latest figures; undefined until the first answer. */
  charge: CheckoutCharge | undefined;
  /** A newer price is on its way: the figures shown are the previous ones. */
  busy: boolean;
  /** The latest pricing failed: the figures shown, if any, may be out of date. */
  failed: boolean;
}

interface Settled {
  request: string;
  charge: CheckoutCharge | undefined;
  failed: boolean;
}

/**
 * The order summary's figures as the server computes them for the tier and
 * whoever the form says is buying, asked again when what decides the price
 * changes (the registration country, "Buying for", the billing country, the
 * VAT number). An answer that arrives after a newer question is dropped.
 */
export function useCheckoutPrice(
  tierSlug: string,
  control: Control<CheckoutFormValues, unknown, CheckoutSubmission>,
  /** False while a signed-in member renews: their price comes from the renewal's own pricing. */
  enabled: boolean,
): CheckoutPrice {
  const [registrationCountry, billing] = useWatch({ control, name: ['country', 'billing'] });
  const body: PriceMembershipRequest = { tierSlug, buyer: pricedBuyerOf(registrationCountry, billing) };
  const request = JSON.stringify(body);
  const [settled, setSettled] = useState<Settled>({ request: '', charge: undefined, failed: false });
  const asked = useRef(false);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    const delay = asked.current ? REPRICE_DELAY_MS : 0;
    asked.current = true;
    const timer = setTimeout(() => {
      priceMembership(JSON.parse(request) as PriceMembershipRequest).then(
        (charge) => {
          if (current) setSettled({ request, charge, failed: false });
        },
        () => {
          if (current) setSettled((previous) => ({ ...previous, request, failed: true }));
        },
      );
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [request, enabled]);

  const busy = settled.request !== request;
  return { charge: settled.charge, busy, failed: !busy && settled.failed };
}
