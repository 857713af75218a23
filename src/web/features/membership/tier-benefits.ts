import type { MembershipTier } from '@shared/membership';

export interface TierBenefits {
  tier: MembershipTier;
  /** The cheaper tier whose every benefit this one also gives, if it has one. */
  builds: MembershipTier | undefined;
  /** What this tier adds to `builds`; all its benefits when it builds on none. */
  added: string[];
}

/**
 * Reads the tiers (cheapest first) as a ladder: a tier that keeps every
 * benefit of the one before it shows only what it adds. Checked on the data,
 * so a tier that drops a benefit lists all of its own instead.
 */
export function tierLadder(tiers: readonly MembershipTier[]): TierBenefits[] {
  return tiers.map((tier, index) => {
    const previous = tiers[index - 1];
    const builds = previous && previous.features.every((feature) => tier.features.includes(feature)) ? previous : undefined;
    return { tier, builds, added: builds ? tier.features.filter((feature) => !builds.features.includes(feature)) : tier.features };
  });
}

/** Every benefit of any tier, once, in the order the ladder introduces them. */
export function comparedBenefits(tiers: readonly MembershipTier[]): string[] {
  return [...new Set(tiers.flatMap((tier) => tier.features))];
}
