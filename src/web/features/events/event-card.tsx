import { ArrowRight, CalendarDays, Clock, MapPin, Repeat, Ticket, Users } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { registrationSettingsFor } from '@content/events/registration-settings';
import type { EventAvailability } from '@shared/event-registration';
import { formatDateSpan } from '@shared/format/dates';
import { pathTo } from '@shared/routes';
import { Badge } from '@web/components/ui/badge';
import { ButtonLink } from '@web/components/ui/button-link';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { AddToCalendarButton } from './add-to-calendar-button';
import { EventAvailabilityBadge } from './event-availability-badge';
import { EventStatusBadge } from './event-status-badge';
import { eventsMessages } from './events-messages';
import type { ResolvedEvent } from './filter-events';
import { placesText } from './places-text';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2.5">
      <dt className="mt-0.5 shrink-0 text-primary">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 text-sm text-fg">{children}</dd>
    </div>
  );
}

/** Where Register leads: the event's own page and form when it takes registrations online, else the events team. */
function registerTarget(eventId: string, fallback: string): string {
  return registrationSettingsFor(eventId) ? `${pathTo('eventDetail', { eventId })}#register` : fallback;
}

interface CardPartProps {
  item: ResolvedEvent;
  titleId: string;
}

/** Everything the programme says about the event: what changes only with the day it is read. */
const EventSummary = memo(function EventSummary({ item, titleId }: CardPartProps) {
  const locale = useLocale();
  const localized = useLocalized();
  const t = useMessages(eventsMessages);
  const { event, span, status } = item;
  const multiDay = span.start !== span.end;
  const places = placesText(item, t);

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <EventStatusBadge status={status} />
        <Badge tone="primary">{t(`category.${event.category}`)}</Badge>
        {event.isPartnerEvent ? <Badge tone="neutral">{t('card.partnerEvent')}</Badge> : null}
        {event.annual ? (
          <Badge tone="neutral">
            <Repeat className="size-3" aria-hidden="true" />
            {t('card.annual')}
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-balance text-fg">
        {localized(event.title)}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{localized(event.description)}</p>
      <dl className="mt-5 grid gap-2.5 border-t border-border pt-5">
        <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label={t('card.date')}>
          {formatDateSpan(span.start, span.end, locale)}
        </Detail>
        <Detail icon={<Clock className="size-4" aria-hidden="true" />} label={t('card.time')}>
          <span dir="ltr">{`${event.startTime}–${event.endTime}`}</span>{' '}
          <span className="text-fg-muted">({t(multiDay ? 'card.dailyHours' : 'card.localTime')})</span>
        </Detail>
        <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label={t('card.location')}>
          {localized(event.location)}
        </Detail>
        <Detail icon={<Ticket className="size-4" aria-hidden="true" />} label={t('card.price')}>
          {localized(event.price)}
        </Detail>
        {places ? (
          <Detail icon={<Users className="size-4" aria-hidden="true" />} label={t('card.places')}>
            {places}
          </Detail>
        ) : null}
      </dl>
    </>
  );
});

/** Register (or "ended") and add to calendar. */
const EventActions = memo(function EventActions({ item, titleId }: CardPartProps) {
  const t = useMessages(eventsMessages);
  const { event, span, status } = item;

  return (
    <div className="flex flex-wrap items-center gap-3 pt-3">
      {status === 'past' ? (
        <p className="text-sm font-medium text-fg-muted">{t('card.ended')}</p>
      ) : (
        <ButtonLink size="sm" to={registerTarget(event.id, event.registrationUrl)} aria-describedby={titleId}>
          {t('card.register')}
          <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
        </ButtonLink>
      )}
      <AddToCalendarButton event={event} span={span} label={t('card.addToCalendar')} />
    </div>
  );
});

/**
 * One event of the programme. Its parts re-render only when what they show
 * changes: the live availability arriving for the whole list, or a filter
 * changing, re-renders a line per card, not every card whole in one task.
 */
export const EventCard = memo(function EventCard({
  item,
  availability,
}: {
  item: ResolvedEvent;
  availability?: EventAvailability | undefined;
}) {
  const titleId = `event-${item.event.id}-title`;

  return (
    <article
      id={`event-${item.event.id}`}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm"
    >
      <EventSummary item={item} titleId={titleId} />
      <div className="mt-auto pt-6">{item.status === 'past' ? null : <EventAvailabilityBadge availability={availability} />}</div>
      <EventActions item={item} titleId={titleId} />
    </article>
  );
});
