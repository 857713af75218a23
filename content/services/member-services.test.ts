import { describe, expect, it } from 'vitest';
import { memberServices } from './member-services';
import { memberServicesSchema } from './page-schemas';

describe('member services content', () => {
  it('matches its schema', () => {
    expect(memberServicesSchema.safeParse(memberServices).error?.issues).toBeUndefined();
  });

  it('counts 45, 32, 28 and 21 providers in its four categories', () => {
    expect(memberServices.categories.items.map((category) => [category.title.en, category.providerCount])).toEqual([
      ['Professional Services', 45],
      ['Technical Services', 32],
      ['Business Support', 28],
      ['Specialized Expertise', 21],
    ]);
  });

  it('features providers with more than two languages, so each shows a +N count', () => {
    for (const provider of memberServices.featured.items) expect(provider.languages.length).toBeGreaterThan(2);
  });

  it('shows the network figures and the four steps of How It Works', () => {
    expect(memberServices.networkStats.items.map((stat) => stat.value.en)).toEqual(['200+', '4.8/5', '95%', '50+']);
    expect(memberServices.howItWorks.steps.map((step) => step.title.en)).toEqual(['Search', 'Compare', 'Connect', 'Collaborate']);
  });
});
