import type { SignedInMember } from '@shared/accounts';

/**
 * Who is signed in: unknown until the session was asked for (and always on
 * the server). Plain TypeScript, no framework: the header's controls read it
 * on every page, and islands through useSession.
 */
export type SessionState = { status: 'unknown' } | { status: 'signed-out' } | { status: 'signed-in'; member: SignedInMember };

export const unknownSession: SessionState = { status: 'unknown' };
let state: SessionState = unknownSession;
let request: Promise<void> | undefined;
const listeners = new Set<() => void>();

function publish(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSession(): SessionState {
  return state;
}

/** Asks the server once per page load; the session cookie is HttpOnly, so the browser cannot tell by itself. */
export function loadSession(): Promise<void> {
  request ??= fetch('/api/session', { credentials: 'include' })
    .then((response) => (response.ok ? (response.json() as Promise<{ member: SignedInMember | null }>) : { member: null }))
    .then(({ member }) => publish(member ? { status: 'signed-in', member } : { status: 'signed-out' }))
    .catch(() => publish({ status: 'signed-out' }));
  return request;
}

/** Asks the server again: a call that may have signed this browser in (confirming its membership payment) has answered. */
export function reloadSession(): Promise<void> {
  request = undefined;
  return loadSession();
}

export function signedIn(member: SignedInMember): void {
  publish({ status: 'signed-in', member });
}

export async function signOut(): Promise<void> {
  await fetch('/api/session', { method: 'DELETE', credentials: 'include' });
  publish({ status: 'signed-out' });
}

/** Forgets the signed-in member after the server said the session is gone (a 401). */
export function sessionEnded(): void {
  publish({ status: 'signed-out' });
}
