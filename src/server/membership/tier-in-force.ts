import { sql } from 'drizzle-orm';
import { memberships, payments } from '../db/schema';

/**
 * The tier a membership has today: the tier of the paid period that covers
 * now. A renewal to another tier is a period that starts when the current one
 * ends, so a dearer tier is never held for a cheaper price. Outside every paid
 * period (expired) it is the tier bought last, which `memberships.tier_id` keeps.
 */
export const tierInForceId = sql<number>`coalesce((
  SELECT ${payments.tierId} FROM ${payments}
  WHERE ${payments.membershipId} = ${memberships.id} AND ${payments.periodStart} <= now() AND ${payments.periodEnd} > now()
  ORDER BY ${payments.periodStart} DESC
  LIMIT 1
), ${memberships.tierId})`;
