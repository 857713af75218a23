import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { site } from '@shared/site';
import { localizedText } from '../localized-text';
import { contactPage } from './contact-page';

const counted = z.object({ one: localizedText, other: localizedText }).strict();
const schema = z
  .object({
    directory: z
      .object({
        heading: localizedText,
        intro: localizedText,
        filterLabel: localizedText,
        applyFilter: localizedText,
        resultCount: counted,
        empty: localizedText,
        showAll: localizedText,
        phoneLabel: localizedText,
        emailLabel: localizedText,
      })
      .strict(),
    offices: z.object({ heading: localizedText, intro: localizedText, addressLabel: localizedText }).strict(),
    practical: z.object({ heading: localizedText }).strict(),
    hours: z
      .object({
        heading: localizedText,
        items: z.array(z.object({ office: localizedText, days: localizedText, hours: localizedText }).strict()).length(2),
      })
      .strict(),
    quickContact: z
      .object({
        heading: localizedText,
        intro: localizedText,
        items: z.array(z.object({ label: localizedText, email: z.email() }).strict()).length(2),
      })
      .strict(),
  })
  .strict();

describe('contact page content', () => {
  it('matches its schema with every language written', () => {
    expect(() => schema.parse(contactPage)).not.toThrow();
  });

  it('shows the business hours of the specification', () => {
    expect(contactPage.hours.items.map((item) => `${item.days.en} ${item.hours.en}`)).toEqual([
      'Sun-Thu 8:00-17:00 GMT+3',
      'Mon-Fri 9:00-17:30 CET',
    ]);
  });

  it('takes the quick contact addresses from the site configuration', () => {
    expect(contactPage.quickContact.items.map((item) => item.email)).toEqual([site.generalEmail, site.membershipEmail]);
  });

  it('counts with a {count} placeholder', () => {
    expect(Object.values(contactPage.directory.resultCount.other).every((text) => text.includes('{count}'))).toBe(true);
  });
});
