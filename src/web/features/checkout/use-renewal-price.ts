import { useQuery } from '@tanstack/react-query';
import { priceRenewal } from './membership-payment-api';
import type { CheckoutPrice } from './use-checkout-price';

/**
 * A renewal's figures as the server will charge them: the member's next
 * invoice decides the VAT, so only the server knows the total (it may differ
 * from the listed price when VAT is added).
 */
export function useRenewalPrice(tierSlug: string, enabled: boolean): CheckoutPrice {
  const query = useQuery({ queryKey: ['renewal-price', tierSlug], queryFn: () => priceRenewal(tierSlug), enabled });
  return { charge: query.data, busy: query.isFetching, failed: query.isError };
}
