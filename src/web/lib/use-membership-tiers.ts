import { useQuery } from '@tanstack/react-query';
import type { MembershipTier } from '@shared/membership';

/** The tier list from GET /api/membership-tiers, in the page's language. */
export function useMembershipTiers() {
  return useQuery<MembershipTier[]>({ queryKey: ['/api/membership-tiers'] });
}
