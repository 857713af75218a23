import type { Event, WithContext } from 'schema-dts';
import type { ChamberEvent } from '@content/events/events';
import type { EventRegistrationSettings } from '@content/events/registration-settings';
import { centsToEuroString } from '@shared/money';
import type { Locale } from '@shared/locales';

/** The offset of the event's clock on a given day: Doha keeps +03:00; Amsterdam +01:00 in winter, +02:00 in summer (last Sunday of March to last Sunday of October). */
function utcOffset(event: ChamberEvent, isoDate: string): string {
  if (event.timeZone === 'Asia/Qatar') return '+03:00';
  const year = Number(isoDate.slice(0, 4));
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return new Date(Date.UTC(year, month, last.getUTCDate() - last.getUTCDay())).toISOString().slice(0, 10);
  };
  return isoDate >= lastSunday(2) && isoDate < lastSunday(9) ? '+02:00' : '+01:00';
}

function instant(event: ChamberEvent, isoDate: string, time: string): string {
  return `${isoDate}T${time}:00${utcOffset(event, isoDate)}`;
}

/**
 * The event as schema.org Event data for search engines: its dates in its own
 * time zone, its place, and an offer per price when it takes registrations.
 */
export function eventJsonLd(params: {
  event: ChamberEvent;
  span: { start: string; end: string };
  settings: EventRegistrationSettings | undefined;
  locale: Locale;
  organizer: string;
}): WithContext<Event> {
  const { event, span, settings, locale, organizer } = params;
  const prices = settings ? [settings.memberPriceCents, settings.nonMemberPriceCents].filter((cents) => cents !== null) : [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title[locale],
    description: event.description[locale],
    startDate: instant(event, span.start, event.startTime),
    endDate: instant(event, span.end, event.endTime),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location[locale], address: event.location[locale] },
    organizer: { '@type': 'Organization', name: organizer },
    inLanguage: locale,
    ...(settings
      ? {
          offers: [...new Set(prices)].map((cents) => ({
            '@type': 'Offer' as const,
            price: centsToEuroString(cents),
            priceCurrency: 'EUR',
            validFrom: settings.opensAt,
            availability: 'https://schema.org/InStock' as const,
          })),
        }
      : {}),
  };
}
