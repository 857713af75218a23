import type { Stat } from '@content/services/service-types';
import { StatGrid, type StatColumns } from '@web/components/stat-grid';
import { useLocalized } from '@web/lib/use-locale';

/** The shared stat grid, fed with a service page's figures in the page's language. */
export function ServiceStats({ items, columns, className }: { items: Stat[]; columns?: StatColumns; className?: string }) {
  const localized = useLocalized();
  return (
    <StatGrid
      columns={columns}
      className={className}
      items={items.map((stat) => ({
        value: localized(stat.value),
        label: localized(stat.label),
        description: stat.description ? localized(stat.description) : undefined,
      }))}
    />
  );
}
