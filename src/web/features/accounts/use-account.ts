import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@web/lib/api-request';
import { sessionEnded } from '@web/lib/session-store';
import { useHydrated } from '@web/lib/use-hydrated';
import { fetchAccount } from './account-api';

export const accountQueryKey = ['account'] as const;

/** The signed-in member's account; a 401 means nobody is signed in (or the session ran out). */
export function useAccount() {
  const hydrated = useHydrated();
  const account = useQuery({ queryKey: accountQueryKey, queryFn: fetchAccount, enabled: hydrated });
  const signedOut = account.error instanceof ApiError && account.error.status === 401;
  useEffect(() => {
    if (signedOut) sessionEnded();
  }, [signedOut]);
  return { ...account, signedOut, loading: !hydrated || account.isPending };
}
