import { and, asc, eq, gt, inArray, isNotNull, lt, or, isNull, sql } from 'drizzle-orm';
import { registrations } from '../db/schema';
import { settlePayment, type SettlementDeps, type SettlementOutcome } from './settle-payment';

export interface ReconcileOptions {
  /** A checkout younger than this is left to its browser and webhooks. */
  graceSeconds: number;
  /** Checkouts asked about per run. */
  batch?: number;
}

/** A payment may succeed long after its checkout (bank debits settle in days), so open checkouts are asked about this long. */
const WATCH_DAYS = 30;
/** A checkout asked about is not asked again for this long. */
const RECHECK_MINUTES = 10;

/**
 * Settles payments nobody settled: a webhook lost, or a crash between the
 * payment and the buyer's confirm. Asks the provider about open checkouts
 * with a payment intent, least recently asked first, and settles each whose
 * payment succeeded (activated or refunded). Returns the outcomes of those.
 */
export async function reconcilePayments(
  deps: SettlementDeps,
  { graceSeconds, batch = 100 }: ReconcileOptions,
): Promise<SettlementOutcome[]> {
  const { db } = deps;
  const due = await db
    .select({ id: registrations.id, paymentIntentId: registrations.paymentIntentId })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, 'pending'),
        isNotNull(registrations.paymentIntentId),
        lt(registrations.updatedAt, sql`now() - make_interval(secs => ${graceSeconds})`),
        gt(registrations.createdAt, sql`now() - make_interval(days => ${WATCH_DAYS})`),
        or(isNull(registrations.reconciledAt), lt(registrations.reconciledAt, sql`now() - make_interval(mins => ${RECHECK_MINUTES})`)),
      ),
    )
    .orderBy(sql`${registrations.reconciledAt} ASC NULLS FIRST`, asc(registrations.updatedAt))
    .limit(batch);
  if (due.length === 0) return [];
  await db
    .update(registrations)
    .set({ reconciledAt: new Date() })
    .where(
      inArray(
        registrations.id,
        due.map((row) => row.id),
      ),
    );
  const settled: SettlementOutcome[] = [];
  for (const { paymentIntentId } of due) {
    if (!paymentIntentId) continue;
    const outcome = await settlePayment(deps, paymentIntentId);
    if (outcome.kind === 'activated' || outcome.kind === 'refunded') settled.push(outcome);
  }
  return settled;
}
