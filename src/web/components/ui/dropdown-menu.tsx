import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/** The header's menus: a panel under the trigger's end edge. */
export function MenuContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        className={clsx('z-50 rounded-xl border border-border bg-surface-raised p-1 text-fg shadow-lg', className)}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return <DropdownMenu.Label className="px-3 py-1.5 text-xs font-medium text-fg-muted">{children}</DropdownMenu.Label>;
}

export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-surface-muted';
