import { describe, expect, it } from 'vitest';
import type { MembershipTier } from '@shared/membership';
import { comparedBenefits, tierLadder } from './tier-benefits';

function tier(slug: string, features: string[]): MembershipTier {
  return { id: slug.length, slug, name: slug, description: '', priceEur: '1.00', features };
}

describe('the tier ladder', () => {
  it('shows each tier as what it adds to the one before it', () => {
    const tiers = [
      tier('a', ['news', 'events']),
      tier('b', ['news', 'events', 'intros']),
      tier('c', ['news', 'events', 'intros', 'manager']),
    ];
    expect(tierLadder(tiers).map(({ tier: { slug }, builds, added }) => [slug, builds?.slug, added])).toEqual([
      ['a', undefined, ['news', 'events']],
      ['b', 'a', ['intros']],
      ['c', 'b', ['manager']],
    ]);
    expect(comparedBenefits(tiers)).toEqual(['news', 'events', 'intros', 'manager']);
  });

  it('lists all of a tier’s benefits when it drops one of the previous tier’s', () => {
    const tiers = [tier('a', ['news', 'events']), tier('b', ['news', 'intros'])];
    expect(tierLadder(tiers)[1]).toMatchObject({ builds: undefined, added: ['news', 'intros'] });
    expect(comparedBenefits(tiers)).toEqual(['news', 'events', 'intros']);
  });
});
