import { useSyncExternalStore } from 'react';

/** Only one toast shows at a time; a newer one replaces it. */
const TOAST_LIMIT = 1;
/** A dismissed toast stays mounted this long so its exit animation can finish. */
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastMessage {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'error';
  open: boolean;
}

type Listener = (toasts: ToastMessage[]) => void;

let toasts: ToastMessage[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function publish(next: ToastMessage[]) {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((toast) => toast.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dismissToast(id?: string): void {
  for (const toast of toasts) {
    if (id === undefined || toast.id === id) scheduleRemoval(toast.id);
  }
  publish(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
}

let toasterRoot: Promise<void> | undefined;

/** The toast region is created with the first toast, so pages that never show one load none of its code. */
function ensureToasterRoot(): void {
  toasterRoot ??= import('./toaster-root').then((module) => module.mountToasterRoot());
}

export function showToast(message: Omit<ToastMessage, 'id' | 'open' | 'variant'> & { variant?: ToastMessage['variant'] }): string {
  nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(nextId);
  const toast: ToastMessage = { variant: 'default', ...message, id, open: true };
  publish([toast, ...toasts].slice(0, TOAST_LIMIT));
  ensureToasterRoot();
  return id;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastMessage[] = [];

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
