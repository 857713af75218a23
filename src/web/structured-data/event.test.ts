import { describe, expect, it } from 'vitest';
import { events, type ChamberEvent } from '@content/events/events';
import { eventJsonLd, headlinePriceEuros } from './event';

function eventById(id: string): ChamberEvent {
  const event = events.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`No event ${id}`);
  return event;
}

const url = 'https://www.example.org/nl/events#event-x';

describe('eventJsonLd', () => {
  it('gives the start and end with the offset of the event’s own zone on that day', () => {
    const doha = eventJsonLd(eventById('energy-transition-forum-2026'), 'en', url);
    expect(doha).toMatchObject({ startDate: '2026-02-17T09:00:00+03:00', endDate: '2026-02-17T17:00:00+03:00' });
    const hague = eventJsonLd(eventById('ai-digital-trade-summit-2027'), 'nl', url);
    expect(hague).toMatchObject({ startDate: '2027-02-09T09:00:00+01:00', endDate: '2027-02-09T18:00:00+01:00' });
  });

  it('dates an annual event at the edition the programme shows, and offers its online registration at the settings’ price', () => {
    const reception = eventJsonLd(eventById('qatar-national-day-reception'), 'ar', url);
    expect(reception).toMatchObject({
      startDate: '2026-12-18T18:30:00+01:00',
      eventStatus: 'https://schema.org/EventScheduled',
      offers: {
        price: 0,
        url: 'https://www.example.org/ar/events/qatar-national-day-reception#register',
        validThrough: '2026-12-16T17:00:00+01:00',
      },
    });
  });

  it('names the place, the chamber as organizer and the registration as the offer, in the page’s language', () => {
    const forum = eventJsonLd(eventById('energy-transition-forum-2026'), 'nl', url);
    expect(forum).toMatchObject({
      '@id': url,
      name: 'Forum energietransitie: LNG, waterstof en verder',
      location: { '@type': 'Place', name: 'Al Dafna Conference Centre, Doha', address: { addressLocality: 'Doha', addressCountry: 'QA' } },
      organizer: { '@id': 'https://www.example.org/#organization', name: 'Qatarees-Nederlandse Kamer van Koophandel' },
      offers: { price: 195, priceCurrency: 'EUR', url: 'https://www.example.org/nl/contact?department=events' },
    });
  });
});

describe('headlinePriceEuros', () => {
  it('reads the first euro amount, zero for a free event, nothing for an invitation', () => {
    expect(headlinePriceEuros('€1,450 (QAR 5,800) per delegate, excluding flights')).toBe(1450);
    expect(headlinePriceEuros('Free for members; guests €45 (QAR 180)')).toBe(45);
    expect(headlinePriceEuros('Free for selected startups; application required')).toBe(0);
    expect(headlinePriceEuros('By invitation; members may register one guest free of charge')).toBeUndefined();
  });
});
