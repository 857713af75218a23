import { eq } from 'drizzle-orm';
import type { EventRegistrationOutcome } from '@shared/event-registration';
import type { Locale } from '@shared/locales';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import { eventRegistrations } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import { hashToken } from '../security/random-token';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { ticketEmail } from './event-emails';
import { eventError } from './event-error';
import { paymentForHeldSeats } from './event-payment-intent';
import { eventPriceKind, unitPriceCents } from './event-price';
import { registrableEvent } from './registrable-events';

export interface AcceptOfferInput {
  /** The token from the emailed link: proof that the email's reader accepts. */
  token: string;
  locale: Locale;
  /** The signed-in account, if any: with the registration's own, it decides the price now. */
  accountId: string | null;
  /** The accepting browser becomes the registration's owner (it may not be the one that joined the waitlist). */
  checkoutTokenHash: string;
  paymentMethod?: ProviderPaymentMethod | undefined;
  now: Date;
}

/**
 * Accepts a waitlist offer while it stands: a free registration is confirmed
 * with its ticket; a paid one is priced now (the member price for a membership
 * active now) and answered with the payment for the seats held by the offer.
 */
export async function acceptOffer(deps: EventDeps, input: AcceptOfferInput): Promise<EventRegistrationOutcome> {
  const { now, locale } = input;
  const accepted = await deps.db.transaction(async (tx): Promise<EventRegistrationRow> => {
    const [offer] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.offerTokenHash, hashToken(input.token)))
      .for('update');
    if (!offer || offer.status !== 'offered' || !offer.holdExpiresAt || offer.holdExpiresAt <= now) {
      throw eventError(410, locale, 'errors.offerUnknown');
    }
    const registrable = registrableEvent(offer.eventId);
    if (!registrable) throw eventError(404, locale, 'errors.unknownEvent');
    const priceKind = await eventPriceKind(tx, offer.accountId ?? input.accountId, now);
    const unit = offer.addedByStaffId && offer.amountCents === 0 ? 0 : unitPriceCents(registrable.settings, priceKind);
    if (unit === null) throw eventError(403, locale, 'errors.membersOnly');
    const amountCents = unit * offer.seats;
    const free = amountCents === 0;
    const [updated] = await tx
      .update(eventRegistrations)
      .set({
        priceKind,
        unitPriceCents: unit,
        amountCents,
        accountId: offer.accountId ?? input.accountId,
        checkoutTokenHash: input.checkoutTokenHash,
        updatedAt: now,
        ...(free ? { status: 'confirmed' as const, confirmedAt: now, holdExpiresAt: null, offerTokenHash: null } : {}),
      })
      .where(eq(eventRegistrations.id, offer.id))
      .returning();
    if (!updated) throw new Error('offered registration vanished');
    if (free) await enqueueEmail(tx, `event-ticket:${updated.id}`, await ticketEmail(deps, updated));
    return updated;
  });
  if (accepted.status === 'confirmed') {
    return { outcome: 'confirmed', registrationId: accepted.id, seats: accepted.seats, amountCents: 0 };
  }
  return paymentForHeldSeats(deps, accepted, input.paymentMethod);
}
