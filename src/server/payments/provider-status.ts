import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import type { ProviderPaymentIntent } from './provider';

/**
 * Keeps the provider's last word on a checkout's payment, so the back office
 * lists every payment with its status without asking the provider row by row,
 * and the method the buyer paid with, once the provider names it.
 */
export async function recordProviderStatus(
  db: Database,
  intent: Pick<ProviderPaymentIntent, 'id' | 'status' | 'paymentMethod'>,
): Promise<void> {
  await db
    .update(registrations)
    .set({
      providerStatus: intent.status,
      providerStatusAt: new Date(),
      ...(intent.paymentMethod ? { paymentMethod: intent.paymentMethod } : {}),
    })
    .where(eq(registrations.paymentIntentId, intent.id));
}
