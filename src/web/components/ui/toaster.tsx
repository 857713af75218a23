import { lazy, Suspense } from 'react';
import { useToasts } from './toast-store';

const ToastList = lazy(async () => ({ default: (await import('./toast-list')).ToastList }));

/** Renders nothing, and loads no toast code, until there is something to say. */
export function Toaster() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}
