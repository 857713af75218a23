import type {
  ActivatedMembership,
  CheckoutCharge,
  ConfirmMembershipPaymentRequest,
  CreateMembershipPaymentRequest,
  CreateMembershipPaymentResponse,
  PriceMembershipRequest,
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

/** What the signed-in member's renewal would charge, priced by the server from the account's billing details. */
export function priceRenewal(tierSlug: string): Promise<CheckoutCharge> {
  return apiRequest('POST', '/api/account/renewal-price', { tierSlug });
}

/** The server's figures for the order summary before paying: the browser says who buys, the server prices. */
export function priceMembership(body: PriceMembershipRequest): Promise<CheckoutCharge> {
  return apiRequest('POST', '/api/price-membership', body);
}
