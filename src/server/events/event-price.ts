import { and, eq, gt } from 'drizzle-orm';
import type { EventRegistrationSettings } from '@content/events/registration-settings';
import type { EventPriceKind } from '@shared/event-registration';
import type { Database } from '../db/client';
import { memberships } from '../db/schema';

/**
 * Which price a registration pays, decided at `now`: the member price only for
 * a signed-in account whose membership is active at that moment.
 */
export async function eventPriceKind(db: Database, accountId: string | null, now: Date): Promise<EventPriceKind> {
  if (!accountId) return 'non-member';
  const [active] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.accountId, accountId), gt(memberships.expiresAt, now)));
  return active ? 'member' : 'non-member';
}

/** The price per seat in cents, or null when the event does not sell to this kind (members only). */
export function unitPriceCents(settings: EventRegistrationSettings, kind: EventPriceKind): number | null {
  return kind === 'member' ? settings.memberPriceCents : settings.nonMemberPriceCents;
}
