import { and, eq, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '@shared/locales';
import type { NewsletterStatus } from '@shared/newsletter';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { hashToken, newToken } from '../security/random-token';
import { enqueueEmail } from '../mail/email-outbox';
import { newsletterConfirmationEmail } from './confirmation-email';
import { consentTextVersion } from './consent-text';

/**
 * Subscribes an address to a newsletter, idempotently: one row per address and
 * newsletter. A new or lapsed subscription gets fresh links by email; a
 * confirmed one is left alone and nothing is sent.
 */
export async function subscribe(
  db: Database,
  siteUrl: string,
  input: { email: string; newsletter: string; locale: Locale; page?: string | undefined },
): Promise<{ status: NewsletterStatus; emailQueued: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(
        and(
          sql`lower(${newsletterSubscriptions.email}) = ${input.email.toLowerCase()}`,
          eq(newsletterSubscriptions.newsletter, input.newsletter),
        ),
      )
      .for('update');
    if (existing?.status === 'confirmed') return { status: 'confirmed', emailQueued: false };

    const confirm = newToken();
    const unsubscribe = newToken();
    const values = {
      email: input.email,
      newsletter: input.newsletter,
      locale: input.locale,
      status: 'pending' as const,
      confirmTokenHash: confirm.hash,
      unsubscribeTokenHash: unsubscribe.hash,
      unsubscribedAt: null,
      confirmedAt: null,
      subscribedAt: new Date(),
      sourcePage: input.page ?? null,
      consentTextVersion: consentTextVersion(input.locale),
    };
    const [row] = existing
      ? await tx.update(newsletterSubscriptions).set(values).where(eq(newsletterSubscriptions.id, existing.id)).returning()
      : await tx.insert(newsletterSubscriptions).values(values).onConflictDoNothing().returning();
    // No row: a simultaneous request for the same address just created it and sends the email.
    if (!row) return { status: 'pending', emailQueued: false };

    const link = (path: string, token: string) => `${siteUrl}${localizePath(path, input.locale)}?token=${token}`;
    await enqueueEmail(
      tx,
      `newsletter-confirm:${row.id}:${confirm.hash}`,
      newsletterConfirmationEmail({
        to: input.email,
        locale: input.locale,
        confirmUrl: link('/newsletter/confirm', confirm.token),
        unsubscribeUrl: link('/newsletter/unsubscribe', unsubscribe.token),
      }),
    );
    return { status: 'pending', emailQueued: true };
  });
}

/** Follows an emailed link. undefined when the token matches no subscription. */
export async function applyToken(db: Database, action: 'confirm' | 'unsubscribe', token: string): Promise<NewsletterStatus | undefined> {
  const hash = hashToken(token);
  const column = action === 'confirm' ? newsletterSubscriptions.confirmTokenHash : newsletterSubscriptions.unsubscribeTokenHash;
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(column, hash));
  if (!row) return undefined;
  if (action === 'confirm') {
    // A used confirmation link confirms nothing new, and cannot undo an unsubscribe.
    if (row.status !== 'pending') return row.status;
    await db
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: new Date() })
      .where(and(eq(newsletterSubscriptions.id, row.id), eq(newsletterSubscriptions.status, 'pending')));
    return 'confirmed';
  }
  await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletterSubscriptions.id, row.id));
  return 'unsubscribed';
}
