import { CalendarDays, Clock, MapPin, Tag, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ChamberEvent } from '@content/events/events';
import { formatDateSpan } from '@shared/format/dates';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // The icon belongs to the term: a group in a description list holds only its terms and descriptions.
  return (
    <div>
      <dt className="flex items-center gap-3 text-xs font-medium text-fg-muted">
        <span className="size-5 shrink-0 text-primary" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 ps-8 text-fg">{children}</dd>
    </div>
  );
}

/** An event's facts: its days and hours on its own clock, its place, category and the price as the programme states it. */
export function EventFacts({
  event,
  span,
  categoryLabel,
  calendar,
}: {
  event: ChamberEvent;
  span: { start: string; end: string };
  categoryLabel: string;
  /** The add-to-calendar control (an island: it builds the file in the browser). */
  calendar: ReactNode;
}) {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const localized = useLocalized();
  const zone = event.timeZone === 'Asia/Qatar' ? 'doha' : 'amsterdam';
  const multiDay = span.start !== span.end;
  return (
    <Card className="grid content-start gap-5">
      <h2 className="text-lg font-semibold text-fg">{t('details.heading')}</h2>
      <dl className="grid gap-4">
        <Fact icon={<CalendarDays className="size-5" />} label={t('details.date')}>
          {formatDateSpan(span.start, span.end, locale, 'long')}
        </Fact>
        <Fact icon={<Clock className="size-5" />} label={t('details.time')}>
          <span dir="ltr">{`${event.startTime}–${event.endTime}`}</span>{' '}
          <span className="text-fg-muted">
            ({multiDay ? `${t('details.daily')}, ` : ''}
            {t('details.timeZone', { zone })})
          </span>
        </Fact>
        <Fact icon={<MapPin className="size-5" />} label={t('details.location')}>
          {localized(event.location)}
        </Fact>
        <Fact icon={<Tag className="size-5" />} label={t('details.category')}>
          {categoryLabel}
        </Fact>
        <Fact icon={<Ticket className="size-5" />} label={t('details.price')}>
          {localized(event.price)}
        </Fact>
      </dl>
      {calendar}
    </Card>
  );
}
