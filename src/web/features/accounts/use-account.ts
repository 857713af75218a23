import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@web/lib/api-request';
import { sessionEnded } from '@web/lib/session-store';
import { useSession } from '@web/lib/use-session';
import { fetchAccount, fetchBilling, fetchDeletionRequest, fetchInvoices } from './account-api';

export const accountQueryKey = ['account'] as const;
export const billingQueryKey = [...accountQueryKey, 'billing'] as const;

/**
 * Members-only data, asked for only once the session says someone is signed
 * in; a 401 on the way means the session ran out meanwhile.
 */
export function useMembersOnly<Data>(queryKey: readonly unknown[], queryFn: () => Promise<Data>) {
  const session = useSession();
  // A new search keeps showing the last results until its own arrive, so the search field stays put.
  const query = useQuery({ queryKey, queryFn, enabled: session.status === 'signed-in', placeholderData: keepPreviousData });
  const expired = query.error instanceof ApiError && query.error.status === 401;
  useEffect(() => {
    if (expired) sessionEnded();
  }, [expired]);
  return {
    ...query,
    signedOut: session.status === 'signed-out' || expired,
    loading: session.status === 'unknown' || (session.status === 'signed-in' && query.isPending),
  };
}

/** The signed-in member's account. */
export function useAccount() {
  return useMembersOnly(accountQueryKey, fetchAccount);
}

/** The signed-in member's invoices and credit notes. */
export function useInvoices() {
  return useMembersOnly([...accountQueryKey, 'invoices'], fetchInvoices);
}

/** Whom the member's next invoice is addressed to. */
export function useBilling() {
  return useMembersOnly(billingQueryKey, fetchBilling);
}

export const deletionRequestQueryKey = [...accountQueryKey, 'deletion-request'] as const;

/** The member's open request to delete their account, if any. */
export function useDeletionRequest() {
  return useMembersOnly(deletionRequestQueryKey, fetchDeletionRequest);
}
