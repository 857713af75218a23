import type { Localized } from '@shared/locales';
import type { AboutIcon } from '@content/about/overview';
import { useLocalized } from '@web/lib/use-locale';
import { aboutIcons } from './about-icons';

export function HeroBadges({ items }: { items: Array<{ icon: AboutIcon; label: Localized }> }) {
  const localized = useLocalized();
  return (
    <ul className="mt-8 flex flex-wrap gap-3">
      {items.map((item) => {
        const Icon = aboutIcons[item.icon];
        return (
          <li
            key={item.label.en}
            className="inline-flex items-center gap-2 rounded-full border border-border bg-surface-raised px-4 py-2 text-sm font-medium text-fg shadow-sm"
          >
            <Icon className="size-4 text-primary" aria-hidden="true" />
            {localized(item.label)}
          </li>
        );
      })}
    </ul>
  );
}
