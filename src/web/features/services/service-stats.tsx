import type { Stat } from '@content/services/service-types';
import { StatGrid } from '@web/components/stat-grid';
import { useLocalized } from '@web/lib/use-locale';

/** The shared stat grid, fed with a service page's figures in the page's language. */
export function ServiceStats({ items, className }: { items: Stat[]; className?: string }) {
  const localized = useLocalized();
  return (
    <StatGrid
      className={className}
      items={items.map((stat) => ({
        value: localized(stat.value),
        label: localized(stat.label),
        description: stat.description ? localized(stat.description) : undefined,
      }))}
    />
  );
}
