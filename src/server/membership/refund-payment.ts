import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { localeOrDefault } from '@shared/locales';
import { enqueueJob, type JobHandler } from '../background/job-queue';
import type { Database } from '../db/client';
import { membershipTiers, refundReasons, refunds, registrations } from '../db/schema';
import { creditInvoice, invoiceOfPaymentIntent } from '../invoices/issue-invoice';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { enqueueEmail } from '../mail/email-outbox';
import { refundEmail } from '../mail/refund-email';
import type { PaymentProvider } from '../payments/provider';

export const refundPaymentJob = 'payments.refund';

const payloadSchema = z.object({
  paymentIntentId: z.string(),
  registrationId: z.uuid(),
  reason: z.enum(refundReasons),
});

type RefundOrder = z.infer<typeof payloadSchema>;

/**
 * Decides, inside the settling transaction, that a succeeded payment goes
 * back: the checkout is closed as refunded (unless the payment was not the
 * checkout's own) and the refund is queued, so it happens even if the process
 * dies right after the commit.
 */
export async function decideRefund(tx: Database, order: RefundOrder, closesCheckout: boolean): Promise<void> {
  if (closesCheckout) {
    await tx
      .update(registrations)
      .set({ status: 'refunded', refundReason: order.reason, updatedAt: new Date() })
      .where(and(eq(registrations.id, order.registrationId), eq(registrations.status, 'pending')));
  }
  await enqueueJob(tx, { kind: refundPaymentJob, payload: order, dedupeKey: `refund:${order.paymentIntentId}` });
}

export interface RefundJobDeps {
  db: Database;
  provider: PaymentProvider;
  siteUrl: string;
  invoicing: InvoicingConfig;
  /** Called after the refund email was queued. */
  onEmailQueued: () => void;
}

/**
 * Refunds through the provider, then records the refund, credits the
 * payment's invoice if it had one, and queues the email to the payer in one
 * transaction. The provider's idempotency key makes a retry after a crash
 * between the two steps return the same refund.
 */
export function refundPayment({ db, provider, siteUrl, invoicing, onEmailQueued }: RefundJobDeps): JobHandler {
  return async (payload) => {
    const order = payloadSchema.parse(payload);
    const refundKey = `refund-${order.paymentIntentId}`;
    const [done] = await db.select({ id: refunds.id }).from(refunds).where(eq(refunds.refundKey, refundKey));
    if (done) return;
    const refund = await provider.refundPaymentIntent(order.paymentIntentId, refundKey);
    await db.transaction(async (tx) => {
      const [checkout] = await tx
        .select({ registration: registrations, tierName: membershipTiers.name })
        .from(registrations)
        .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
        .where(eq(registrations.id, order.registrationId));
      const recorded = await tx
        .insert(refunds)
        .values({
          refundKey,
          paymentIntentId: order.paymentIntentId,
          registrationId: order.registrationId,
          provider: provider.name,
          providerRefundId: refund.id,
          amountCents: refund.amountCents,
          currency: checkout?.registration.currency ?? 'eur',
          reason: order.reason,
        })
        .onConflictDoNothing({ target: refunds.refundKey })
        .returning({ id: refunds.id, refundedAt: refunds.refundedAt });
      const [record] = recorded;
      if (!record) return;
      const invoice = await invoiceOfPaymentIntent(tx, order.paymentIntentId);
      const creditNote = invoice
        ? await creditInvoice(tx, invoicing, invoice.id, { reference: refund.id, refundedAt: record.refundedAt })
        : undefined;
      if (!checkout) return;
      const { registration } = checkout;
      await enqueueEmail(
        tx,
        `refund:${order.paymentIntentId}`,
        refundEmail({
          to: registration.email,
          firstName: registration.firstName,
          locale: localeOrDefault(registration.locale),
          tierName: checkout.tierName,
          amountCents: refund.amountCents,
          reason: order.reason,
          siteUrl,
          ...(creditNote ? { creditNote: { id: creditNote.id, document: creditNote.document } } : {}),
        }),
      );
    });
    onEmailQueued();
  };
}
