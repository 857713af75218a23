import type { Event, Offer } from 'schema-dts';
import { programmeReviewedOn, type ChamberEvent, type EventTimeZone } from '@content/events/events';
import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { zonedIsoDateTime } from '@web/features/events/zoned-time';
import { eventSpan } from '@web/features/events/event-dates';
import { organizationId } from './json-ld';

const countryOfZone: Record<EventTimeZone, string> = { 'Asia/Qatar': 'QA', 'Europe/Amsterdam': 'NL' };

/**
 * The price a visitor pays, from the English price text: its first euro
 * amount (the guests' price where members pay less or nothing), nothing at
 * all for a free event, and no offer for one by invitation.
 */
export function headlinePriceEuros(priceText: string): number | undefined {
  const amount = /€\s?([\d,]+)/.exec(priceText)?.[1];
  if (amount) return Number(amount.replace(/,/g, ''));
  return /^free\b/i.test(priceText) ? 0 : undefined;
}

function eventOffer(event: ChamberEvent, locale: Locale, origin: string): Offer | undefined {
  const price = headlinePriceEuros(event.price.en);
  if (price === undefined) return undefined;
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'EUR',
    description: event.price[locale],
    url: `${origin}${localizePath(event.registrationUrl, locale)}`,
    availability: 'https://schema.org/InStock',
  };
}

/**
 * One event of the programme: its dates as the programme shows them (an
 * annual event's next edition), with the zone's offset, its place, and its
 * price. `url` is the event's own absolute URL; the organizer is the chamber
 * of the same site.
 */
export function eventJsonLd(event: ChamberEvent, locale: Locale, url: string): Event {
  const origin = new URL(url).origin;
  const span = eventSpan(event, programmeReviewedOn);
  const location = event.location[locale];
  const offer = eventOffer(event, locale, origin);
  return {
    '@type': 'Event',
    '@id': url,
    url,
    name: event.title[locale],
    description: event.description[locale],
    inLanguage: locale,
    startDate: zonedIsoDateTime(span.start, event.startTime, event.timeZone),
    endDate: zonedIsoDateTime(span.end, event.endTime, event.timeZone),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: location,
      address: {
        '@type': 'PostalAddress',
        addressLocality: location.split(/[,،]\s*/).at(-1) ?? location,
        addressCountry: countryOfZone[event.timeZone],
      },
    },
    organizer: {
      '@type': 'Organization',
      '@id': organizationId(origin),
      name: site.name[locale],
      url: `${origin}${localizePath('/', locale)}`,
    },
    ...(event.capacity === undefined ? {} : { maximumAttendeeCapacity: event.capacity }),
    ...(offer ? { offers: offer } : {}),
  };
}
