import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * The header's menus: a panel under the button's end edge, hidden until the
 * button opens it (page-runtime/header/menu-button.ts).
 */
export function MenuContent({ id, label, className, children }: { id: string; label: string; className?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="menu"
      aria-label={label}
      hidden
      className={clsx(
        'absolute end-0 top-full z-50 mt-1.5 rounded-xl border border-border bg-surface-raised p-1 text-fg shadow-lg',
        className,
      )}
    >
      {children}
    </div>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="px-3 py-1.5 text-xs font-medium text-fg-muted">{children}</div>;
}

export const menuItemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none hover:bg-surface-muted focus-visible:bg-surface-muted focus:bg-surface-muted';
