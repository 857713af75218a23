import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import type { ActivatedMembership } from '@shared/membership';
import type { SuccessLocationState } from '../use-checkout-submit';
import { verifyMembershipPayment } from './verify-membership-payment';

function activationFromState(state: unknown): ActivatedMembership | undefined {
  return (state as Partial<SuccessLocationState> | null)?.activation;
}

/** Verifies the payment named in the URL once; the checkout hands over its activation directly. */
export function useMembershipVerification() {
  const [params] = useSearchParams();
  const location = useLocation();
  const handedOver = activationFromState(location.state);
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('payment_intent_client_secret');
  const verification = useQuery({
    queryKey: ['membership-verification', paymentIntentId, clientSecret],
    queryFn: async () => handedOver ?? (await verifyMembershipPayment({ paymentIntentId, clientSecret })),
  });
  return { verification, tierSlug: params.get('tier') };
}
