import type { ReactNode } from 'react';
import type { CountryCard } from '@content/services/service-types';
import { Card } from '@web/components/ui/card';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';
import { CheckList } from './check-list';
import { CountryFlag } from '@web/components/country-flag';

/**
 * Qatar and the Netherlands side by side, each with a description and key
 * points; `details` adds a block of its own between the two (e.g. tax rates).
 */
export function CountryCards<Item extends CountryCard>({ items, details }: { items: Item[]; details?: (item: Item) => ReactNode }) {
  const localized = useLocalized();
  return (
    <ul className="grid gap-6 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.country} className="flex">
          <Card
            className={clsx('flex w-full flex-col border-t-4 sm:p-8', item.country === 'qatar' ? 'border-t-primary' : 'border-t-secondary')}
          >
            <div className="flex items-center gap-3">
              <CountryFlag country={item.country} size="large" />
              <h3 className="text-xl font-semibold text-fg">{localized(item.title)}</h3>
            </div>
            <p className="mt-4 text-fg-muted">{localized(item.description)}</p>
            {details?.(item)}
            <CheckList items={item.points} className="mt-6" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
