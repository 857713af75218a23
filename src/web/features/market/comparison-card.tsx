import { Clock, Lightbulb, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import type { ComparisonIcon, CultureComparison } from '@content/market/cultural-differences';
import { useMessages } from '@web/i18n/use-messages';
import { clsx } from 'clsx';
import { useLocalized } from '@web/lib/use-locale';
import { CountryFlag } from '@web/components/country-flag';
import { marketMessages } from './market-messages';

const comparisonIcons: Record<ComparisonIcon, LucideIcon> = {
  meeting: Users,
  communication: MessagesSquare,
  time: Clock,
};

/** One topic with Qatar's and the Netherlands' practices side by side, and a tip for both. */
export function ComparisonCard({ comparison }: { comparison: CultureComparison }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const Icon = comparisonIcons[comparison.icon];
  const countries = [
    { country: 'qatar', name: t('culture.qatar'), practices: comparison.qatar },
    { country: 'netherlands', name: t('culture.netherlands'), practices: comparison.netherlands },
  ] as const;
  return (
    <article id={comparison.id} className="scroll-mt-24 overflow-hidden rounded-2xl border border-border bg-surface-raised shadow-sm">
      <h3 className="flex items-center gap-3 border-b border-border px-6 py-5 text-xl font-semibold text-fg sm:px-8">
        <span className="grid size-10 place-items-center rounded-xl bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        {localized(comparison.topic)}
      </h3>
      <div className="grid md:grid-cols-2 md:divide-x md:divide-border md:rtl:divide-x-reverse">
        {countries.map(({ country, name, practices }) => (
          <div key={country} className="px-6 py-6 sm:px-8">
            <h4 className="flex items-center gap-2.5 font-semibold text-fg">
              <CountryFlag country={country} />
              {name}
            </h4>
            <ul className="mt-4 grid gap-3">
              {practices.map((practice) => (
                <li key={practice.en} className="flex gap-3 text-fg-muted">
                  <span
                    className={clsx('mt-2 size-1.5 shrink-0 rounded-full', country === 'qatar' ? 'bg-primary' : 'bg-accent')}
                    aria-hidden="true"
                  />
                  {localized(practice)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="flex gap-3 border-t border-border bg-secondary-soft px-6 py-5 text-fg sm:px-8">
        <Lightbulb className="mt-0.5 size-5 shrink-0 text-secondary" aria-hidden="true" />
        <span>
          <strong className="font-semibold">{t('culture.tip')}: </strong>
          {localized(comparison.tip)}
        </span>
      </p>
    </article>
  );
}
