import { useQuery } from '@tanstack/react-query';
import { useHydrated } from '@web/lib/use-hydrated';
import { useSearchParams } from '@web/page-runtime/page-location';
import { takeHandedOverActivation } from '../activation-handover';
import { verifyMembershipPayment } from './verify-membership-payment';

/**
 * Verifies the payment named in the URL once; the checkout hands over its
 * activation directly. The prerendered page knows no query, so nothing is
 * asked before hydration has read the real one.
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
  });
  return { verification, tierSlug: params.get('tier'), verifying: clientSecret !== null };
}
