import type { AccountOverview, DirectoryEntry, ProfileUpdate, SignedInMember } from '@shared/accounts';
import type { DeletionRequestStatus } from '@shared/deletion-request';
import type { AccountInvoice } from '@shared/invoices/account-invoices';
import type { BillingDetails } from '@shared/invoices/billing-details';
import { apiRequest } from '@web/lib/api-request';

export function signIn(body: { identifier: string; password: string }): Promise<{ member: SignedInMember }> {
  return apiRequest('POST', '/api/session', body);
}

export function fetchAccount(): Promise<AccountOverview> {
  return apiRequest('GET', '/api/account');
}

export function fetchInvoices(): Promise<AccountInvoice[]> {
  return apiRequest('GET', '/api/account/invoices');
}

export function fetchBilling(): Promise<BillingDetails> {
  return apiRequest('GET', '/api/account/billing');
}

/** Answers with the details the next invoice will carry, as the GET does. */
export function updateBilling(body: BillingDetails): Promise<BillingDetails> {
  return apiRequest('PUT', '/api/account/billing', body);
}

export function updateProfile(body: ProfileUpdate): Promise<AccountOverview> {
  return apiRequest('PATCH', '/api/account', body);
}

export function changePassword(body: { currentPassword: string; newPassword: string }): Promise<{ status: string }> {
  return apiRequest('POST', '/api/account/password', body);
}

export function requestPasswordReset(body: { email: string }): Promise<{ status: string }> {
  return apiRequest('POST', '/api/password-resets', body);
}

export function completePasswordReset(body: { token: string; password: string }): Promise<{ status: string }> {
  return apiRequest('POST', '/api/password-resets/complete', body);
}

export function fetchMemberDirectory(query: { q: string; country: string }): Promise<DirectoryEntry[]> {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.country) params.set('country', query.country);
  const search = params.toString();
  return apiRequest('GET', `/api/member-directory${search ? `?${search}` : ''}`);
}

export function fetchDeletionRequest(): Promise<DeletionRequestStatus> {
  return apiRequest('GET', '/api/account/deletion-request');
}

export function requestAccountDeletion(body: { message?: string }): Promise<DeletionRequestStatus> {
  return apiRequest('POST', '/api/account/deletion-request', body);
}
