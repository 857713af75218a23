import { describe, expect, it } from 'vitest';
import { marketExpansion } from './market-expansion';
import { marketExpansionSchema } from './page-schemas';

describe('market expansion content', () => {
  it('matches its schema', () => {
    expect(marketExpansionSchema.safeParse(marketExpansion).error?.issues).toBeUndefined();
  });

  it('runs its four phases at weeks 1-2, 3-6, 7-16 and ongoing', () => {
    expect(marketExpansion.process.steps.map((step) => step.duration?.en)).toEqual(['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-16', 'Ongoing']);
  });

  it('leads its buttons to the market expansion department and the process', () => {
    expect(marketExpansion.heroActions.map((action) => action.href)).toEqual(['/contact?department=market-expansion', '#process']);
    expect(marketExpansion.cta.primary.href).toBe('/contact?department=market-expansion');
  });
});
