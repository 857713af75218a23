import { FactTiles } from '@web/components/fact-tiles';
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
          {registration.eventTitle}
          {registration.eventDate ? (
            <span className="block text-sm font-normal text-fg-muted">{formatDate(registration.eventDate, locale, 'long')}</span>
          ) : null}
        </p>
      </div>
      <FactTiles facts={facts} className="grid gap-3 sm:grid-cols-2" />
      {registration.eventDate ? (
        <LocalizedLink
          to={pathTo('eventDetail', { eventId: registration.eventId })}
          className="justify-self-start text-sm font-semibold text-primary underline"
        >
          {t('status.backToEvent')}
        </LocalizedLink>
      ) : null}
    </Card>
  );
}
