import type { TaxAdvisoryContent } from '@content/services/page-schemas';
import { useLocalized } from '@web/lib/use-locale';
import { CountryCards } from './country-cards';

type TaxSystem = TaxAdvisoryContent['systems']['items'][number];

/** The headline tax rates of each country, side by side. */
export function TaxSystemCards({ systems }: { systems: TaxSystem[] }) {
  const localized = useLocalized();
  return (
    <CountryCards
      items={systems}
      details={(system) => (
        <dl className="mt-6 grid grid-cols-3 gap-3">
          {system.rates.map((rate) => (
            <div key={rate.label.en} className="flex flex-col rounded-xl bg-surface-muted p-3 sm:p-4">
              <dt className="text-xs font-medium text-fg-muted sm:text-sm">{localized(rate.label)}</dt>
              <dd className="order-first mb-1 text-xl font-bold tracking-tight text-primary sm:text-2xl">{localized(rate.value)}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}
