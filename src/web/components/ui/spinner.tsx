import { LoaderCircle } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A busy indicator with a text for assistive technology. */
export function Spinner({ label, className }: { label: string; className?: string }) {
  return (
    <div role="status" className={cn('flex items-center justify-center gap-3 py-10 text-fg-muted', className)}>
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
