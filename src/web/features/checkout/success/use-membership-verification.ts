import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from '@web/page-runtime/page-location';
import { takeHandedOverActivation } from '../activation-handover';
import { isStillProcessing, verifyMembershipPayment } from './verify-membership-payment';

/** How often the page asks again while the bank is still processing the payment (a SEPA Direct Debit). */
const PROCESSING_POLL_MS = 3000;

/**
 * Verifies the payment named in the URL; the checkout hands over its
 * activation directly. While the provider says the payment is processing,
 * it asks again every few seconds, so the page turns into the welcome by
 * itself once the payment settles. The prerendered page knows no query, so
 * nothing is asked before hydration has read the real one.
 */
export function useMembershipVerification() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const verification = useQuery({
    queryKey: ['membership-verification', paymentIntentId, clientSecret],
    enabled: hydrated,
    queryFn: async () => takeHandedOverActivation(paymentIntentId) ?? (await verifyMembershipPayment({ paymentIntentId, clientSecret })),
    refetchInterval: (query) => (isStillProcessing(query.state.error) ? PROCESSING_POLL_MS : false),
  });
  return { verification, tierSlug: params.get('tier'), verifying: clientSecret !== null };
}
