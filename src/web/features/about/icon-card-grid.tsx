import type { Localized } from '@shared/locales';
import { IconCard } from '@web/components/icon-card';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';
import { aboutIcons, type AboutIconName } from './about-icons';

interface IconCardItem {
  icon: AboutIconName;
  title: Localized;
  text: Localized;
}

/** Cards of an icon, an h3 title and a short text: core values, mission pillars, partner benefits. */
export function IconCardGrid({ items, columns = 3 }: { items: IconCardItem[]; columns?: 3 | 4 }) {
  const localized = useLocalized();
  return (
    <ul className={clsx('grid gap-6 sm:grid-cols-2', columns === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}>
      {items.map((item) => {
        const Icon = aboutIcons[item.icon];
        return (
          <li key={item.title.en}>
            <IconCard icon={Icon} title={localized(item.title)} text={localized(item.text)} />
          </li>
        );
      })}
    </ul>
  );
}
