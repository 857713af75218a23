import { clsx } from 'clsx';

export interface StatItem {
  value: string;
  label: string;
  description?: string;
}

const columnClasses = {
  1: '',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const;

export type StatColumns = keyof typeof columnClasses;

/** A row of headline figures; the value is the visual anchor, the label says what it counts. */
export function StatGrid({ items, columns = 4, className }: { items: StatItem[]; columns?: StatColumns; className?: string }) {
  return (
    <dl className={clsx('grid gap-4', columnClasses[columns], className)}>
      {items.map((item) => (
        <div key={item.label} className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
          <dt className="text-sm font-medium text-fg-muted">{item.label}</dt>
          <dd className="order-first text-3xl font-bold tracking-tight text-primary">
            {/* bdi keeps '150+' as written inside right-to-left text. */}
            <bdi>{item.value}</bdi>
          </dd>
          {item.description ? <dd className="mt-1 text-sm text-fg-muted">{item.description}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
