import { createHash, randomBytes } from 'node:crypto';
import { registrationSettingsFor } from '@content/events/registration-settings';
import { adminEventsCatalog } from '@shared/admin/admin-events-catalog';
import type { StaffAddRegistration } from '@shared/admin/event-operations';
import type { EventRegistrationOutcome } from '@shared/event-registration';
import type { Locale } from '@shared/locales';
import type { EventDeps } from '../../events/event-deps';
import { registerForEvent } from '../../events/register-for-event';
import { HttpError } from '../../http/http-error';
import { recordAudit, type AuditActor } from '../../staff/audit';

export interface StaffActionContext {
  actor: AuditActor;
  ip: string;
  /** The staff member's language, for refusals. */
  locale: Locale;
  now: Date;
}

/**
 * Staff add a registration with a reason: the seats are taken through the
 * same core as anyone's (no overbooking; a full event's waitlist, if it keeps
 * one), at any time of the registration window, and audited in the same
 * transaction. Staff take no payment here, so a paid event's seats are added
 * only free of charge (decision 0055); someone who pays registers themselves.
 */
export async function staffAddRegistration(
  deps: EventDeps,
  eventId: string,
  { reason, waivePayment, ...request }: StaffAddRegistration,
  context: StaffActionContext,
): Promise<EventRegistrationOutcome> {
  const text = adminEventsCatalog.in(context.locale);
  const settings = registrationSettingsFor(eventId);
  if (!settings) throw new HttpError(404, text('errors.eventNotFound'));
  const paid = settings.memberPriceCents > 0 || settings.nonMemberPriceCents !== 0;
  if (paid && !waivePayment) throw new HttpError(422, text('errors.mustWaive'));
  if (context.actor.kind !== 'staff') throw new Error('staff add registrations');
  const staffId = context.actor.id;
  // Nobody's browser owns a registration staff made: its owner token is random and thrown away.
  const checkoutTokenHash = createHash('sha256').update(randomBytes(32)).digest('hex');
  return deps.db.transaction(async (tx) => {
    const outcome = await registerForEvent(
      { ...deps, db: tx },
      {
        eventId,
        request,
        accountId: null,
        checkoutTokenHash,
        now: context.now,
        addedByStaffId: staffId,
        staffWaivesPayment: paid,
      },
    );
    await recordAudit(tx, {
      actor: context.actor,
      action: 'event-registration.add',
      subject: { kind: 'event-registration', id: outcome.registrationId },
      reason,
      ip: context.ip,
      before: null,
      after: { eventId, seats: request.seats, outcome: outcome.outcome, paymentWaived: paid },
    });
    return outcome;
  });
}
