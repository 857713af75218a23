import { Building, MapPin, Users } from 'lucide-react';
import type { TradeFairsContent } from '@content/services/page-schemas';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { TagList } from './tag-list';
import { servicesMessages } from './services-messages';

type MajorEvents = TradeFairsContent['majorEvents'];

/** The recurring trade fairs we support, with where, what, how often and how many attend. */
export function TradeEventCards({ majorEvents }: { majorEvents: MajorEvents }) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {majorEvents.items.map((event) => {
        const details = [
          { icon: MapPin, label: t('tradeFairs.location'), value: localized(event.location) },
          { icon: Building, label: t('tradeFairs.sector'), value: localized(event.sector) },
          { icon: Users, label: t('tradeFairs.attendance'), value: localized(event.attendance) },
        ];
        return (
          <li key={event.name.en} className="flex">
            <Card className="flex w-full flex-col">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <h3 className="text-lg font-semibold text-fg">{localized(event.name)}</h3>
                <Badge tone={event.frequency === 'annual' ? 'primary' : 'secondary'}>{t(`tradeFairs.frequency.${event.frequency}`)}</Badge>
              </div>
              <p className="mt-2 text-fg-muted">{localized(event.description)}</p>
              <dl className="mt-5 grid gap-3 sm:grid-cols-3">
                {details.map(({ icon: Icon, label, value }) => (
                  <div key={label} className="rounded-xl bg-surface-muted p-3">
                    <dt className="flex items-center gap-1.5 text-xs font-medium text-fg-muted">
                      <Icon className="size-3.5" aria-hidden="true" />
                      {label}
                    </dt>
                    <dd className="mt-1 text-sm font-semibold text-fg">{value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-5 mb-2 text-sm font-semibold text-fg">{t('tradeFairs.opportunities')}</p>
              <TagList items={event.opportunities} size="sm" />
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
