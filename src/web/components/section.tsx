import type { ReactNode } from 'react';
import { clsx } from 'clsx';

/**
 * A page band with an h2 and an optional introduction. Alternate `tone` between
 * neighbouring sections so the page reads in distinct blocks.
 */
export function Section({
  id,
  heading,
  intro,
  tone = 'plain',
  children,
  className,
}: {
  id?: string;
  heading?: string;
  intro?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
  className?: string;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={heading ? headingId : undefined}
      className={clsx(tone === 'muted' ? 'bg-surface-muted' : 'bg-surface', 'scroll-mt-20', className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        {heading ? (
          <div className="mb-10 max-w-3xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">
              {heading}
            </h2>
            {intro ? <p className="mt-3 text-base text-fg-muted sm:text-lg">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
