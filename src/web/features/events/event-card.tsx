import { ArrowRight, CalendarDays, Clock, MapPin, Repeat, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { categoryLabels, eventsPage } from '@content/events/events-page';
import { formatDateSpan } from '@shared/format/dates';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { AddToCalendarButton } from './add-to-calendar-button';
import { EventStatusBadge } from './event-status-badge';
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

export function EventCard({ item }: { item: ResolvedEvent }) {
  const locale = useLocale();
  const localized = useLocalized();
  const { event, span, status } = item;
  const labels = eventsPage.card;
  const multiDay = span.start !== span.end;
  const places = placesText(item, labels, locale);
  const titleId = `event-${event.id}-title`;

  return (
    <article
      id={`event-${event.id}`}
      aria-labelledby={titleId}
      className="flex h-full scroll-mt-24 flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm"
    >
      <div className="flex flex-wrap gap-2">
        <EventStatusBadge status={status} />
        <Badge tone="primary">{localized(categoryLabels[event.category])}</Badge>
        {event.isPartnerEvent ? <Badge tone="neutral">{localized(labels.partnerEvent)}</Badge> : null}
        {event.annual ? (
          <Badge tone="neutral">
            <Repeat className="size-3" aria-hidden="true" />
            {localized(labels.annual)}
          </Badge>
        ) : null}
      </div>
      <h3 id={titleId} className="mt-4 text-lg font-semibold text-balance text-fg">
        {localized(event.title)}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-fg-muted">{localized(event.description)}</p>
      <dl className="mt-5 grid gap-2.5 border-t border-border pt-5">
        <Detail icon={<CalendarDays className="size-4" aria-hidden="true" />} label={localized(labels.date)}>
          {formatDateSpan(span.start, span.end, locale)}
        </Detail>
        <Detail icon={<Clock className="size-4" aria-hidden="true" />} label={localized(labels.time)}>
          <span dir="ltr">{`${event.startTime}–${event.endTime}`}</span>{' '}
          <span className="text-fg-muted">({localized(multiDay ? labels.dailyHours : labels.localTime)})</span>
        </Detail>
        <Detail icon={<MapPin className="size-4" aria-hidden="true" />} label={localized(labels.location)}>
          {localized(event.location)}
        </Detail>
        <Detail icon={<Ticket className="size-4" aria-hidden="true" />} label={localized(labels.price)}>
          {localized(event.price)}
        </Detail>
        {places ? (
          <Detail icon={<Users className="size-4" aria-hidden="true" />} label={localized(labels.places)}>
            {places}
          </Detail>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-6">
        {status === 'past' ? (
          <p className="text-sm font-medium text-fg-muted">{localized(labels.ended)}</p>
        ) : (
          <Button asChild size="sm">
            <LocalizedLink to={event.registrationUrl} aria-describedby={titleId}>
              {localized(labels.register)}
              <ArrowRight className="rtl:rotate-180" aria-hidden="true" />
            </LocalizedLink>
          </Button>
        )}
        <AddToCalendarButton event={event} span={span} label={localized(labels.addToCalendar)} />
      </div>
    </article>
  );
}
