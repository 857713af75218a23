import type {
  ActivatedMembership,
  ConfirmMembershipPaymentRequest,
  CreateMembershipPaymentRequest,
  CreateMembershipPaymentResponse,
} from '@shared/membership';
import { apiRequest } from '@web/lib/api-request';

export function createMembershipPayment(body: CreateMembershipPaymentRequest): Promise<CreateMembershipPaymentResponse> {
  return apiRequest('POST', '/api/create-membership-payment', body);
}

export function confirmMembershipPayment(body: ConfirmMembershipPaymentRequest): Promise<ActivatedMembership> {
  return apiRequest('POST', '/api/confirm-membership-payment', body);
}

/** A signed-in member's renewal: the server takes the member's details from the session. */
export function createRenewalPayment(tierSlug: string): Promise<CreateMembershipPaymentResponse> {
  return apiRequest('POST', '/api/account/renewal-payment', { tierSlug });
}
