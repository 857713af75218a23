import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { textDirection } from '@shared/locales';
import { clsx } from 'clsx';
import { useLocale } from '@web/lib/use-locale';
import { dismissToast, type ToastMessage } from './toast-store';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/** The toasts with Radix's announcements, swipe and F8 hotkey; loaded with the first toast. */
export function ToastList({ toasts }: { toasts: ToastMessage[] }) {
  const { t } = useTranslation();
  const swipeDirection = textDirection(useLocale()) === 'rtl' ? 'left' : 'right';
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={swipeDirection}
      swipeThreshold={SWIPE_THRESHOLD_PX}
      label={t('toast.region')}
    >
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
          className={clsx(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg',
            toast.variant === 'error' ? 'border-danger/40 bg-surface-raised text-fg' : 'border-border bg-surface-raised text-fg',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className={clsx('text-sm font-semibold', toast.variant === 'error' && 'text-danger')}>
              {toast.title}
            </ToastPrimitive.Title>
            {toast.description ? (
              <ToastPrimitive.Description className="text-sm text-fg-muted">{toast.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close className="absolute end-2 top-2 rounded-md p-1 text-fg-muted hover:text-fg" aria-label={t('toast.close')}>
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed top-0 z-[100] flex max-h-dvh w-full flex-col-reverse gap-2 p-4 sm:bottom-0 sm:end-0 sm:top-auto sm:flex-col md:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}
