import type { LucideIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';

/** What a filtered list shows when nothing matches, with a way back to everything. */
export function EmptyState({
  icon: Icon,
  title,
  text,
  actionLabel,
  onAction,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-border px-6 py-16 text-center">
      <Icon className="size-10 text-fg-muted" aria-hidden="true" />
      <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
      <p className="mt-2 text-fg-muted">{text}</p>
      <Button type="button" variant="outline" className="mt-6" onClick={onAction}>
        {actionLabel}
      </Button>
    </div>
  );
}
