import { FileText } from 'lucide-react';
import type { CoverTone } from '@content/market/publications';
import { clsx } from 'clsx';

const toneClasses: Record<CoverTone, string> = {
  maroon: 'bg-primary-soft text-primary',
  blue: 'bg-secondary-soft text-secondary',
  orange: 'bg-accent/15 text-accent-strong',
};

/** A drawn cover in the report's tone: no cover images exist, and it is purely decorative. */
export function PublicationCover({ tone }: { tone: CoverTone }) {
  return (
    <div aria-hidden="true" className={clsx('relative h-36 overflow-hidden', toneClasses[tone])}>
      <svg
        viewBox="0 0 320 144"
        width="320"
        height="144"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 size-full opacity-40"
      >
        <g fill="none" stroke="currentColor" strokeWidth="1.2">
          {[40, 70, 100, 130, 160].map((radius) => (
            <circle key={radius} cx="300" cy="144" r={radius} />
          ))}
          <path d="M0 112h120M0 124h84" />
        </g>
      </svg>
      <span className="absolute start-6 top-6 grid size-14 place-items-center rounded-xl bg-surface-raised shadow-sm">
        <FileText className="size-7" />
      </span>
    </div>
  );
}
