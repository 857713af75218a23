import { LoaderCircle } from 'lucide-react';
import { clsx } from 'clsx';

/** A busy indicator with a text for assistive technology. */
export function Spinner({ label, className = 'py-10' }: { label: string; className?: string }) {
  return (
    <div role="status" className={clsx('flex items-center justify-center gap-3 text-fg-muted', className)}>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
