import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { jobs } from '../db/schema';

export interface NewJob {
  kind: string;
  payload: Record<string, unknown>;
  /** The same work enqueued twice (a replayed event, a second instance) runs once. */
  dedupeKey: string;
  runAt?: Date;
}

/** Does the work or throws; a throw is retried later, so handlers must be safe to run twice. */
export type JobHandler = (payload: unknown) => Promise<void>;

/** A claimed job nobody finished (its runner crashed) may be claimed again after this. */
const CLAIM_SECONDS = 60;
/** Retries wait 2, 4, 8 … seconds, never more than an hour, and stop after this many attempts. */
const MAX_ATTEMPTS = 15;
const MAX_BACKOFF_SECONDS = 60 * 60;
/** One pass runs at most this many jobs, so a backlog cannot starve the timers that share the process. */
const BATCH = 50;

/**
 * Adds a job inside the caller's transaction, so it exists exactly when what
 * caused it was committed (the transactional outbox). Returns whether this call added it.
 */
export async function enqueueJob(db: Database, job: NewJob): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, dedupeKey: job.dedupeKey, runAt: job.runAt ?? new Date() })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return added.length > 0;
}

interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Takes the next due job for this runner. SKIP LOCKED lets several instances
 * claim side by side without waiting on, or taking, each other's jobs.
 */
async function claimNext(db: Database): Promise<ClaimedJob | undefined> {
  const [job] = await queryRows<ClaimedJob>(
    db,
    sql`UPDATE ${jobs}
        SET locked_until = now() + make_interval(secs => ${CLAIM_SECONDS}), attempts = attempts + 1
        WHERE id = (
          SELECT id FROM ${jobs}
          WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
            AND (locked_until IS NULL OR locked_until <= now())
          ORDER BY run_at, id
          LIMIT 1
          FOR UPDATE SKIP LOCKED
        )
        RETURNING id, kind, payload, attempts`,
  );
  return job;
}

function retryDelaySeconds(attempts: number): number {
  return Math.min(2 ** attempts, MAX_BACKOFF_SECONDS);
}

/** An error's message, bounded: errors here come from providers and databases, never from people's input. */
function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export interface JobRunner {
  /** Runs due jobs until none is left (or one batch is done); returns how many ran. */
  runDue(): Promise<number>;
  /** Runs due jobs soon, without waiting for the next timer tick (after enqueueing). */
  kick(): void;
}

export function createJobRunner(db: Database, handlers: Record<string, JobHandler>, log: FastifyBaseLogger): JobRunner {
  let running: Promise<number> | undefined;

  async function finish(job: ClaimedJob, error: unknown): Promise<void> {
    if (error === undefined) {
      await db.update(jobs).set({ doneAt: new Date(), lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
      return;
    }
    const message = describeError(error);
    const givesUp = job.attempts >= MAX_ATTEMPTS || !(job.kind in handlers);
    log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error: message, givesUp }, 'background job failed');
    await db
      .update(jobs)
      .set(
        givesUp
          ? { failedAt: new Date(), lockedUntil: null, lastError: message }
          : { runAt: sql`now() + make_interval(secs => ${retryDelaySeconds(job.attempts)})`, lockedUntil: null, lastError: message },
      )
      .where(eq(jobs.id, job.id));
  }

  async function runBatch(): Promise<number> {
    let ran = 0;
    while (ran < BATCH) {
      const job = await claimNext(db);
      if (!job) break;
      ran += 1;
      const handler = handlers[job.kind];
      try {
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        await handler(job.payload);
        await finish(job, undefined);
      } catch (error) {
        await finish(job, error);
      }
    }
    return ran;
  }

  const runDue = () => {
    // One pass at a time per process; a call during a pass waits for it.
    running ??= runBatch().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    runDue,
    kick() {
      setImmediate(() => {
        runDue().catch((error: unknown) => log.error({ error: describeError(error) }, 'running background jobs failed'));
      });
    },
  };
}
