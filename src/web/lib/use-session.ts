import { useEffect, useSyncExternalStore } from 'react';
import { currentSession, loadSession, subscribeToSession, unknownSession, type SessionState } from './session-store';

/** The signed-in member, asked for after hydration so prerendered pages stay the same for everyone. */
export function useSession(): SessionState {
  useEffect(() => {
    void loadSession();
  }, []);
  return useSyncExternalStore(subscribeToSession, currentSession, () => unknownSession);
}
