import type { ReactNode } from 'react';

export const headerCell = 'px-3 py-2 text-start text-xs font-medium whitespace-nowrap text-fg-muted';
export const bodyCell = 'px-3 py-3 align-top text-sm text-fg';

/** A wide table that scrolls sideways on a phone; the region takes focus so keyboard users can scroll it too. */
export function ScrollingTable({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus for keyboard users (WCAG 2.1.1)
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
    >
      <table className={`w-full text-sm ${className}`}>{children}</table>
    </div>
  );
}
