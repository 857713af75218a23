import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventRegistrations } from '../db/schema';
import type { EventRegistrationRow } from './event-deps';

/** A waitlisted registration's place in line (1 is next), by the time it joined. */
export async function waitlistPosition(db: Database, registration: Pick<EventRegistrationRow, 'id' | 'eventId' | 'queuedAt'>): Promise<number> {
  if (!registration.queuedAt) return 0;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, 'waitlisted'),
        sql`(${eventRegistrations.queuedAt}, ${eventRegistrations.id}) < (${registration.queuedAt.toISOString()}::timestamptz, ${registration.id}::uuid)`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}
