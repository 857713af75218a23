import type { Event, Offer } from 'schema-dts';
import { programmeReviewedOn, type ChamberEvent, type EventTimeZone } from '@content/events/events';
import { registrationSettingsFor } from '@content/events/registration-settings';
import { localizePath, type Locale } from '@shared/locales';
import { pathTo } from '@shared/routes';
import { site } from '@shared/site';
import { zonedIsoDateTime } from '@shared/events/zoned-time';
import { eventSpan } from '@shared/events/event-dates';
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

/** The event's own page in the visitor's language, absolute. */
export function eventPageUrl(eventId: string, locale: Locale, origin: string): string {
  return `${origin}${localizePath(pathTo('eventDetail', { eventId }), locale)}`;
}

/**
 * What a visitor is charged: with online registration, the price the
 * settings charge a non-member (or a member, for members-only events);
 * otherwise the headline price of the programme's text.
 */
function eventOffer(event: ChamberEvent, locale: Locale, origin: string): Offer | undefined {
  const settings = registrationSettingsFor(event.id);
  const cents = settings ? (settings.nonMemberPriceCents ?? settings.memberPriceCents) : undefined;
  const price = cents === undefined ? headlinePriceEuros(event.price.en) : cents / 100;
  if (price === undefined) return undefined;
  return {
    '@type': 'Offer',
    price,
    priceCurrency: 'EUR',
    description: event.price[locale],
    url: settings ? `${eventPageUrl(event.id, locale, origin)}#register` : `${origin}${localizePath(event.registrationUrl, locale)}`,
    availability: 'https://schema.org/InStock',
    ...(settings ? { validFrom: settings.opensAt, validThrough: settings.closesAt } : {}),
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
