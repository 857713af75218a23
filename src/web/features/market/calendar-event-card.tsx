import { CalendarDays } from 'lucide-react';
import type { CalendarEvent } from '@content/market/cultural-differences';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { CountryFlag } from '@web/components/country-flag';
import { marketMessages } from './market-messages';

export function CalendarEventCard({ event }: { event: CalendarEvent }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
      <p className="flex items-center gap-2 text-sm font-medium text-fg-muted">
        <CountryFlag country={event.country} />
        {t(`culture.${event.country}`)}
      </p>
      <h3 className="mt-4 text-lg font-semibold text-fg">{localized(event.name)}</h3>
      <p className="mt-2 text-fg-muted">{localized(event.description)}</p>
      <dl className="mt-5 grid gap-3 border-t border-border pt-5 text-sm">
        <div>
          <dt className="flex items-center gap-1.5 font-semibold text-fg">
            <CalendarDays className="size-4 text-primary" aria-hidden="true" />
            {t('culture.timing')}
          </dt>
          <dd className="mt-1 text-fg-muted">{localized(event.timing)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-fg">{t('culture.businessImpact')}</dt>
          <dd className="mt-1 text-fg-muted">{localized(event.businessImpact)}</dd>
        </div>
      </dl>
    </article>
  );
}
