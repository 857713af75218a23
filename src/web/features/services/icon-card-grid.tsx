import type { IconCard } from '@content/services/service-types';
import { Card } from '@web/components/ui/card';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';
import { CheckList } from './check-list';
import { ServiceIcon } from './service-icon';

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
} as const;

/** Cards with an icon, a title, a description and optional feature points. */
export function IconCardGrid({ items, columns = 4 }: { items: IconCard[]; columns?: keyof typeof columnClasses }) {
  const localized = useLocalized();
  return (
    <ul className={clsx('grid gap-6', columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title.en} className="flex">
          <Card className="flex w-full flex-col">
            <ServiceIcon name={item.icon} />
            <h3 className="mt-5 text-lg font-semibold text-fg">{localized(item.title)}</h3>
            <p className="mt-2 text-fg-muted">{localized(item.description)}</p>
            {item.points ? <CheckList items={item.points} className="mt-5 border-t border-border pt-5" /> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
