import { describe, expect, it } from 'vitest';
import { taxAdvisorySchema } from './page-schemas';
import { taxAdvisory } from './tax-advisory';

describe('tax advisory content', () => {
  it('matches its schema', () => {
    expect(taxAdvisorySchema.safeParse(taxAdvisory).error?.issues).toBeUndefined();
  });

  it('shows the rates of both countries as the specification gives them', () => {
    const rates = taxAdvisory.systems.items.map((system) => system.rates.map((rate) => rate.value.en));
    expect(rates).toEqual([
      ['10%', '0%', '0%'],
      ['25.8%', 'up to 49.5%', '21%'],
    ]);
  });

  it('sends people to the finance department', () => {
    expect(taxAdvisory.cta.primary.href).toBe('/contact?department=finance');
  });
});
