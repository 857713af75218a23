import { X } from 'lucide-react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { Button } from '@web/components/ui/button';

/**
 * A modal opened by a button: a native <dialog> that the page script binds to
 * its trigger (page-runtime/dialogs.ts). The browser traps focus inside,
 * closes it on Escape, and returns focus to the button.
 */
export function ContentDialog({
  trigger,
  title,
  description,
  closeLabel,
  children,
}: {
  trigger: ReactElement<Record<string, unknown>>;
  title: string;
  description?: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const id = useDomId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  return (
    <>
      {cloneElement(trigger, {
        type: 'button',
        'aria-haspopup': 'dialog',
        'aria-expanded': false,
        'aria-controls': id,
        'data-opens-dialog': id,
      })}
      <dialog
        id={id}
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        className="m-auto max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg grid-cols-[minmax(0,1fr)] gap-5 overflow-y-auto rounded-2xl border border-border bg-surface-raised p-6 text-fg shadow-xl backdrop:bg-black/50 backdrop:backdrop-blur-sm open:grid sm:p-8"
      >
        <div className="grid gap-2 pe-10">
          <h2 id={titleId} className="text-xl font-semibold text-fg">
            {title}
          </h2>
          {description ? (
            <p id={descriptionId} className="text-fg-muted">
              {description}
            </p>
          ) : null}
        </div>
        {children}
        <Button variant="ghost" size="icon" className="absolute end-3 top-3" aria-label={closeLabel} data-close-dialog="">
          <X aria-hidden="true" />
        </Button>
      </dialog>
    </>
  );
}
