import type { EventRegistrationConfig } from './event-config';

const HOUR_MS = 60 * 60 * 1000;

/** Whether the registrant may still cancel: until the cut-off before the event starts. */
export function cancellableBy(startsAt: Date, now: Date, config: EventRegistrationConfig): boolean {
  return now.getTime() <= startsAt.getTime() - config.cancelCutoffHours * HOUR_MS;
}

/**
 * What a registrant's cancellation gives back of what they paid: all of it
 * until `refundFullUntilDays` before the start, then `refundLatePercent` of
 * it (rounded down to the cent) until the cut-off, nothing after.
 */
export function refundOnCancelCents(paidCents: number, startsAt: Date, now: Date, config: EventRegistrationConfig): number {
  if (paidCents <= 0 || !cancellableBy(startsAt, now, config)) return 0;
  if (now.getTime() <= startsAt.getTime() - config.refundFullUntilDays * 24 * HOUR_MS) return paidCents;
  return Math.floor((paidCents * config.refundLatePercent) / 100);
}
