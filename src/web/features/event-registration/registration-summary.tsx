import { FactTiles } from '@web/components/fact-tiles';
import { events } from '@content/events/events';
import { formatDate } from '@shared/format/dates';
import { pathTo } from '@shared/routes';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import type { EventRegistrationView } from '@shared/event-registration';
import { amountText } from './seat-price';

/** What was registered: the event (with a link back), its date, the seats and the amount at which price. */
export function RegistrationSummary({ registration }: { registration: EventRegistrationView }) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const event = events.find((item) => item.id === registration.eventId);
  const facts = [
    { label: t('status.seats'), value: String(registration.seats) },
    {
      label: t('status.amount'),
      value:
        registration.amountCents > 0
          ? `${amountText(registration.amountCents, locale, t)} (${t('status.priceKind', { kind: registration.priceKind })})`
          : amountText(0, locale, t),
    },
  ];
  return (
    <Card className="grid gap-4">
      <div>
        <p className="text-xs font-medium text-fg-muted">{t('status.event')}</p>
        <p className="mt-1 text-lg font-semibold text-fg">
          {event ? event.title[locale] : registration.eventId}
          {event ? <span className="block text-sm font-normal text-fg-muted">{formatDate(event.date, locale, 'long')}</span> : null}
        </p>
      </div>
      <FactTiles facts={facts} className="grid gap-3 sm:grid-cols-2" />
      {event ? (
        <LocalizedLink
          to={pathTo('eventDetail', { eventId: event.id })}
          className="justify-self-start text-sm font-semibold text-primary underline"
        >
          {t('status.backToEvent')}
        </LocalizedLink>
      ) : null}
    </Card>
  );
}
