import type { Localized } from '@shared/locales';
import { useLocalized } from '@web/lib/use-locale';

/** A cloud of short labels: matters, sectors, opportunities. */
export function TagList({ items, size = 'md' }: { items: Localized[]; size?: 'sm' | 'md' }) {
  const localized = useLocalized();
  const itemClass =
    size === 'sm'
      ? 'rounded-full bg-surface-muted px-3 py-1 text-xs font-medium text-fg'
      : 'rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-medium text-fg shadow-sm';
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.en} className={itemClass}>
          {localized(item)}
        </li>
      ))}
    </ul>
  );
}
