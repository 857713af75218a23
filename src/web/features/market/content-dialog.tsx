import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/button';

/**
 * A modal opened by a button. Radix traps focus inside, closes on Escape or
 * on the overlay, and returns focus to the button.
 */
export function ContentDialog({
  trigger,
  title,
  description,
  closeLabel,
  children,
}: {
  trigger: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}) {
  // Without a description, tell Radix so explicitly instead of pointing at a missing element.
  const describedBy = description ? {} : { 'aria-describedby': undefined };
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-sm" />
        <Dialog.Content
          {...describedBy}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 grid-cols-[minmax(0,1fr)] gap-5 overflow-y-auto rounded-2xl border border-border bg-surface-raised p-6 shadow-xl sm:p-8"
        >
          <div className="grid gap-2 pe-10">
            <Dialog.Title className="text-xl font-semibold text-fg">{title}</Dialog.Title>
            {description ? <Dialog.Description className="text-fg-muted">{description}</Dialog.Description> : null}
          </div>
          {children}
          <Dialog.Close asChild>
            <Button variant="ghost" size="icon" className="absolute end-3 top-3" aria-label={closeLabel}>
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
