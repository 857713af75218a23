import type { ReactNode } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { useMessages } from '@web/i18n/use-messages';
import { reportsCatalog } from './reports-catalog';

/**
 * A wide table at 360 px: a region that scrolls sideways, named for screen
 * readers and reachable with the keyboard (arrow keys scroll it once focused).
 */
export function TableRegion({ name, children }: { name: string; children: ReactNode }) {
  const text = useMessages(reportsCatalog);
  const id = useDomId();
  return (
    <div
      role="region"
      aria-labelledby={id}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus for keyboard users (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <span id={id} className="sr-only">
        {text('common.tableRegion', { name })}
      </span>
      {children}
    </div>
  );
}

export const headerCell = 'px-3 py-2 text-start text-xs font-medium whitespace-nowrap text-fg-muted';
export const bodyCell = 'px-3 py-3 align-top text-sm text-fg';
