import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalPath, statistic } from './content-schema';
import { localizedText } from '../localized-text';
import { aboutOverview } from './overview';

const iconCard = z.object({ icon: z.string(), title: localizedText, text: localizedText }).strict();

const schema = z
  .object({
    badges: z.array(z.object({ icon: z.string(), label: localizedText }).strict()).length(3),
    coreValues: z.object({ heading: localizedText, intro: localizedText, items: z.array(iconCard).length(3) }).strict(),
    sections: z
      .object({
        heading: localizedText,
        intro: localizedText,
        items: z.array(iconCard.extend({ href: internalPath })).length(4),
      })
      .strict(),
    stats: z.object({ heading: localizedText, items: z.array(statistic).length(4) }).strict(),
    closing: z.object({ heading: localizedText, text: localizedText }).strict(),
  })
  .strict();

describe('about overview content', () => {
  it('matches its schema with every language written', () => {
    expect(() => schema.parse(aboutOverview)).not.toThrow();
  });

  it('shows the badges, core values and figures of the specification', () => {
    expect(aboutOverview.badges.map((badge) => badge.label.en)).toEqual(['Global Network', 'Bilateral Relations', '800+ Members']);
    expect(aboutOverview.coreValues.items.map((value) => value.title.en)).toEqual(['Inform', 'Inspire', 'Connect']);
    expect(aboutOverview.stats.items.map((item) => item.value.en)).toEqual(['100+', '800+', '€30B+', '50+']);
  });

  it('links to the four about sub-pages', () => {
    expect(aboutOverview.sections.items.map((item) => item.href)).toEqual([
      '/about/mission-values',
      '/about/history',
      '/about/board',
      '/about/premium-partners',
    ]);
  });
});
