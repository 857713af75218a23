import type { CountryHighlights } from '@content/market/overview';
import { useLocalized } from '@web/lib/use-locale';
import { CountryFlag } from '@web/components/country-flag';

export function EconomicHighlights({ countries }: { countries: CountryHighlights[] }) {
  const localized = useLocalized();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {countries.map((country) => (
        <article key={country.country} className="rounded-2xl border border-border bg-surface-raised p-6 shadow-sm sm:p-8">
          <h3 className="flex items-center gap-3 text-xl font-semibold text-fg">
            <CountryFlag country={country.country} />
            {localized(country.name)}
          </h3>
          <p className="mt-3 text-fg-muted">{localized(country.summary)}</p>
          <dl className="mt-6 divide-y divide-border border-y border-border">
            {country.facts.map((fact) => (
              <div key={fact.label.en} className="flex items-baseline justify-between gap-6 py-3">
                <dt className="text-sm text-fg-muted">{localized(fact.label)}</dt>
                <dd className="text-end font-semibold text-fg">{localized(fact.value)}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}
