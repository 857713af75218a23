import { ArrowRight } from 'lucide-react';
import type { TradeFairsContent } from '@content/services/page-schemas';
import { dateTimeFormat } from '@shared/format/cached-formats';
import type { Locale } from '@shared/locales';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale, useLocalized } from '@web/lib/use-locale';
import { ActionButton } from './action-button';
import { toIsoDate, toUtcDate, type DateRange } from './next-occurrence';
import { servicesMessages } from './services-messages';

type Upcoming = TradeFairsContent['upcoming'];
type UpcomingEvent = Upcoming['items'][number];

/** Any leap year: only its month and day are ever shown. */
const yearNotShown = 2000;

/**
 * "March 15–18, 2027" in the page's language. Built from the parts of the
 * first day rather than with formatRange, whose spacing differs between the
 * ICU data of Node and of browsers and would break hydration. A range never
 * crosses a month, so the day part is simply replaced by the day range.
 */
function formatDates(event: UpcomingEvent, occurrence: DateRange | undefined, locale: Locale): string {
  const { month, startDay, endDay } = event.dates;
  const format = dateTimeFormat(
    locale,
    occurrence ? { month: 'long', day: 'numeric', year: 'numeric' } : { month: 'long', day: 'numeric' },
  );
  return format
    .formatToParts(toUtcDate(occurrence?.start ?? { year: yearNotShown, month, day: startDay }))
    .map((part) => (part.type === 'day' ? `${startDay}–${endDay}` : part.value))
    .join('');
}

function shortMonth(month: number, locale: Locale): string {
  return dateTimeFormat(locale, { month: 'short' }).format(toUtcDate({ year: yearNotShown, month, day: 1 }));
}

/** A trade mission with its dates, place, focus and who takes part. */
export function UpcomingEventCard({
  event,
  occurrence,
  registerInterest,
}: {
  event: UpcomingEvent;
  occurrence: DateRange | undefined;
  registerInterest: Upcoming['registerInterest'];
}) {
  const localized = useLocalized();
  const t = useMessages(servicesMessages);
  const locale = useLocale();
  const name = localized(event.name);
  const dates = formatDates(event, occurrence, locale);
  const details = [
    { label: t('tradeFairs.location'), value: event.location },
    { label: t('tradeFairs.focus'), value: event.focus },
    { label: t('tradeFairs.participants'), value: event.participants },
  ];
  return (
    <li className="flex gap-5 rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
      <div
        aria-hidden="true"
        className="flex w-20 shrink-0 flex-col items-center self-start rounded-xl bg-primary-soft px-2 py-3 text-center text-primary"
      >
        <span className="text-xs font-semibold tracking-wide uppercase">{shortMonth(event.dates.month, locale)}</span>
        <span className="mt-1 text-lg leading-tight font-bold whitespace-nowrap">
          {event.dates.startDay}–{event.dates.endDay}
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col">
        <h3 className="text-lg font-semibold text-fg">{name}</h3>
        <p className="mt-1 text-sm font-medium text-primary">
          {occurrence ? <time dateTime={toIsoDate(occurrence.start)}>{dates}</time> : dates}
        </p>
        <dl className="mt-4 grid gap-2 text-sm">
          {details.map((detail) => (
            <div key={detail.label} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-fg">{detail.label}:</dt>
              <dd className="text-fg-muted">{localized(detail.value)}</dd>
            </div>
          ))}
        </dl>
        <ActionButton
          action={registerInterest}
          context={name}
          variant="outline"
          size="sm"
          className="mt-5 self-start"
          icon={<ArrowRight className="rtl:rotate-180" aria-hidden="true" />}
        />
      </div>
    </li>
  );
}
