import { describe, expect, it } from 'vitest';
import { tradeFairsSchema } from './page-schemas';
import { tradeFairs } from './trade-fairs';

describe('trade fairs content', () => {
  it('matches its schema', () => {
    expect(tradeFairsSchema.safeParse(tradeFairs).error?.issues).toBeUndefined();
  });

  it('offers the four services the specification names', () => {
    expect(tradeFairs.services.items.map((service) => service.title.en)).toEqual([
      'Exhibition Stand Services',
      'B2B Matchmaking',
      'Market Entry Support',
      'Delegation Services',
    ]);
  });

  it('keeps the upcoming events on March 15-18, April 22-25, May 10-12 and June 5-8', () => {
    expect(tradeFairs.upcoming.items.map((event) => event.dates)).toEqual([
      { month: 3, startDay: 15, endDay: 18 },
      { month: 4, startDay: 22, endDay: 25 },
      { month: 5, startDay: 10, endDay: 12 },
      { month: 6, startDay: 5, endDay: 8 },
    ]);
  });

  it('shows the specification’s impact figures', () => {
    expect(tradeFairs.impact.items.map((stat) => `${stat.value.en} ${stat.label.en}`)).toEqual([
      '150+ Events Supported Annually',
      '2,500+ B2B Meetings Last Year',
      '85% Lead Conversion',
      '€50M+ Deals Facilitated',
    ]);
  });

  it('sends every call to action to the events department', () => {
    const targets = [tradeFairs.upcoming.registerInterest, tradeFairs.cta.primary, tradeFairs.cta.secondary];
    expect(targets.map((action) => action?.href)).toEqual(Array(3).fill('/contact?department=events'));
  });
});
