import type {
  ActivatedMembership,
  ConfirmMembershipPaymentRequest,
  CreateMembershipPaymentRequest,
  CreateMembershipPaymentResponse,
} from '@shared/membership';
import { apiRequest } from '@web/lib/api-request';
import { reloadSession } from '@web/lib/session-store';

export function createMembershipPayment(body: CreateMembershipPaymentRequest): Promise<CreateMembershipPaymentResponse> {
  return apiRequest('POST', '/api/create-membership-payment', body);
}

/** Confirming an activated payment signs its buying browser in, so the session is asked for again. */
export async function confirmMembershipPayment(body: ConfirmMembershipPaymentRequest): Promise<ActivatedMembership> {
  const activation = await apiRequest<ActivatedMembership>('POST', '/api/confirm-membership-payment', body);
  void reloadSession();
  return activation;
}

/** A signed-in member's renewal: the server takes the member's details from the session. */
export function createRenewalPayment(tierSlug: string): Promise<CreateMembershipPaymentResponse> {
  return apiRequest('POST', '/api/account/renewal-payment', { tierSlug });
}
