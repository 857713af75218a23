import { and, eq, lte } from 'drizzle-orm';
import { electronicFormatIBAN } from 'ibantools';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import type { SandboxPaymentMethod } from '@shared/payments';
import type { Database } from '../../db/client';
import { sandboxPaymentIntents, sandboxRefunds } from '../../db/schema';
import { clientSecretFor, stripeLikeId } from '../ids';
import type { CreatePaymentIntentInput, ProviderPaymentIntent } from '../provider';
import { cardError } from './card-errors';
import { evaluateCard } from './test-cards';
import { settleOutcomeOf } from './test-ibans';

/** The buttons of the sandbox's bank page. */
export type BankPageAnswer = 'approve' | 'cancel' | 'fail';

export type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
type IntentStatus = IntentRow['status'];

export interface SandboxEvent {
  id: string;
  object: 'event';
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed';
  created: number;
  data: { object: SandboxIntentJson };
}

export interface SandboxIntentJson {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: IntentStatus;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
  /** Stripe names a confirmed intent's method by its PaymentMethod's type; the sandbox inlines that much. */
  payment_method: { type: ProviderPaymentMethod } | null;
}

export class SandboxError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export function toIntentJson(row: IntentRow): SandboxIntentJson {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    client_secret: row.clientSecret,
    metadata: row.metadata,
    last_payment_error: row.lastPaymentError
      ? {
          code: row.lastPaymentError.code,
          message: row.lastPaymentError.message,
          ...(row.lastPaymentError.declineCode ? { decline_code: row.lastPaymentError.declineCode } : {}),
        }
      : null,
    payment_method: row.paymentMethod ? { type: row.paymentMethod } : null,
  };
}

export function toProviderIntent(row: IntentRow): ProviderPaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    metadata: row.metadata,
    lastPaymentError: row.lastPaymentError?.message,
    paymentMethod: row.paymentMethod ?? undefined,
    mandateReference: row.mandateReference ?? undefined,
  };
}

export interface SandboxRefund {
  id: string;
  amount: number;
}

/**
 * Queues an event for delivery inside the transaction that changed the
 * payment, so no committed change goes unannounced, even across a crash.
 */
export type AnnounceEvent = (tx: Database, event: SandboxEvent) => Promise<void>;

/**
 * A card processor that behaves like Stripe in test mode, with its ledger in
 * our own database so it survives restarts and is shared by every instance.
 * Every state change is announced as a signed webhook event, as Stripe would.
 */
export class SandboxProcessor {
  constructor(
    private readonly db: Database,
    private readonly settleSeconds: number,
    private readonly announce: AnnounceEvent,
  ) {}

  async create(input: CreatePaymentIntentInput): Promise<IntentRow> {
    const id = stripeLikeId('pi');
    await this.db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: clientSecretFor(id),
        idempotencyKey: input.idempotencyKey,
        amount: input.amountCents,
        currency: input.currency,
        status: 'requires_payment_method',
        metadata: input.metadata,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey });
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    if (!row) throw new Error('sandbox intent vanished after insert');
    if (row.amount !== input.amountCents || row.currency !== input.currency) {
      throw new SandboxError(400, 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return row;
  }

  async find(id: string): Promise<IntentRow | undefined> {
    await this.settleDue();
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row;
  }

  async findByClientSecret(id: string, clientSecret: string): Promise<IntentRow> {
    const row = await this.find(id);
    if (!row || row.clientSecret !== clientSecret) throw new SandboxError(404, 'No such payment intent.');
    return row;
  }

  async confirm(id: string, clientSecret: string, method: SandboxPaymentMethod, returnUrl: string): Promise<IntentRow> {
    const row = await this.findByClientSecret(id, clientSecret);
    if (row.status !== 'requires_payment_method') {
      throw new SandboxError(400, `This payment cannot be confirmed: its status is ${row.status}.`);
    }
    const chosen = { paymentMethod: method.type, lastPaymentError: null };
    switch (method.type) {
      case 'card':
        return this.confirmCard(row, method.card, returnUrl);
      case 'ideal':
        return this.transition(row, 'requires_action', { ...chosen, bank: method.bank, returnUrl });
      case 'bancontact':
        return this.transition(row, 'requires_action', { ...chosen, returnUrl });
      case 'sepa_debit':
        return this.transition(row, 'processing', {
          ...chosen,
          ibanLast4: (electronicFormatIBAN(method.iban) ?? '').slice(-4),
          mandateReference: stripeLikeId('mandate'),
          settleOutcome: settleOutcomeOf(method.iban),
          settlesAt: new Date(Date.now() + this.settleSeconds * 1000),
        });
    }
  }

  private async confirmCard(row: IntentRow, card: { number: string; expiry: string; cvc: string }, returnUrl: string) {
    const outcome = evaluateCard(card, new Date());
    const known = { paymentMethod: 'card' as const, cardLast4: card.number.replace(/\D/g, '').slice(-4) };
    switch (outcome.kind) {
      case 'succeeded':
        return this.transition(row, 'succeeded', { ...known, lastPaymentError: null });
      case 'failed':
        return this.transition(row, 'requires_payment_method', { ...known, lastPaymentError: outcome.error });
      case 'requires_action':
        return this.transition(row, 'requires_action', { ...known, returnUrl, lastPaymentError: null });
      case 'processing':
        return this.transition(row, 'processing', {
          ...known,
          lastPaymentError: null,
          settleOutcome: 'succeed',
          settlesAt: new Date(Date.now() + this.settleSeconds * 1000),
        });
    }
  }

  /**
   * The buyer's answer on the sandbox's bank page (3-D Secure for a card,
   * the bank's own page for iDEAL | Wero and Bancontact). Approve pays;
   * Cancel and Fail hand the payment back to the buyer to try again, each
   * with Stripe's error for it.
   */
  async answerBankPage(id: string, clientSecret: string, answer: BankPageAnswer): Promise<IntentRow> {
    const row = await this.findByClientSecret(id, clientSecret);
    if (row.status !== 'requires_action') {
      throw new SandboxError(400, `This payment does not need authentication: its status is ${row.status}.`);
    }
    if (answer === 'approve') return this.transition(row, 'succeeded', { lastPaymentError: null });
    const atBank = row.paymentMethod === 'ideal' || row.paymentMethod === 'bancontact';
    const refusal = !atBank
      ? cardError('payment_intent_authentication_failure')
      : cardError(answer === 'cancel' ? 'payment_intent_payment_attempt_failed' : 'payment_method_provider_decline');
    return this.transition(row, 'requires_payment_method', { lastPaymentError: refusal });
  }

  /**
   * Payments left processing (the settles-later card, SEPA debits) end once
   * their time has come: succeeded, or failed for the failing test IBAN (the
   * debit came back). Another request or instance ending the same payment
   * first is no failure.
   */
  async settleDue(): Promise<void> {
    const due = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(and(eq(sandboxPaymentIntents.status, 'processing'), lte(sandboxPaymentIntents.settlesAt, new Date())));
    for (const row of due) {
      try {
        await (row.settleOutcome === 'fail'
          ? this.transition(row, 'requires_payment_method', {
              settlesAt: null,
              lastPaymentError: cardError('payment_method_provider_decline'),
            })
          : this.transition(row, 'succeeded', { settlesAt: null }));
      } catch (error) {
        if (!(error instanceof SandboxError && error.statusCode === 409)) throw error;
      }
    }
  }

  /**
   * Gives a succeeded payment back, all that remains or `amount` of it, as
   * Stripe's refunds endpoint does: a repeated idempotency key answers the
   * first refund again; more than remains refundable is refused.
   */
  async refund(id: string, idempotencyKey: string, amount?: number): Promise<SandboxRefund> {
    return this.db.transaction(async (tx) => {
      // The payment's lock comes first: a simultaneous call with the same key
      // then waits for the first to commit and finds its refund, as Stripe
      // answers a repeated key with the first result instead of an error.
      const [intent] = await tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).for('update');
      const [earlier] = await tx.select().from(sandboxRefunds).where(eq(sandboxRefunds.idempotencyKey, idempotencyKey));
      if (earlier) {
        if (earlier.paymentIntentId !== id || (amount !== undefined && earlier.amount !== amount)) {
          throw new SandboxError(400, 'Keys for idempotent requests can only be used with the same parameters they were first used with.');
        }
        return { id: earlier.id, amount: earlier.amount };
      }
      if (!intent) throw new SandboxError(404, `No such payment_intent: '${id}'`);
      if (intent.status !== 'succeeded') throw new SandboxError(400, 'This PaymentIntent does not have a successful charge to refund.');
      const remaining = intent.amount - intent.amountRefunded;
      if (remaining <= 0) throw new SandboxError(400, 'Charge has already been refunded.');
      if (amount !== undefined && (!Number.isSafeInteger(amount) || amount <= 0 || amount > remaining)) {
        throw new SandboxError(400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`);
      }
      const refund = { id: stripeLikeId('re'), paymentIntentId: id, idempotencyKey, amount: amount ?? remaining };
      await tx.insert(sandboxRefunds).values(refund);
      await tx
        .update(sandboxPaymentIntents)
        .set({ amountRefunded: intent.amountRefunded + refund.amount, updatedAt: new Date() })
        .where(eq(sandboxPaymentIntents.id, id));
      return { id: refund.id, amount: refund.amount };
    });
  }

  private async transition(
    row: IntentRow,
    status: IntentStatus,
    changes: Partial<Omit<IntentRow, 'id' | 'status' | 'updatedAt'>>,
  ): Promise<IntentRow> {
    return this.db.transaction(async (tx) => {
      // The status in the WHERE clause makes each transition happen once, even
      // when two requests (or two instances) race for it.
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set({ ...changes, status, updatedAt: new Date() })
        .where(and(eq(sandboxPaymentIntents.id, row.id), eq(sandboxPaymentIntents.status, row.status)))
        .returning();
      if (!updated) throw new SandboxError(409, 'This payment changed at the same time; please try again.');
      if (status === 'succeeded' || (status === 'requires_payment_method' && changes.lastPaymentError)) {
        await this.announce(tx, {
          id: stripeLikeId('evt'),
          object: 'event',
          type: status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed',
          created: Math.floor(Date.now() / 1000),
          data: { object: toIntentJson(updated) },
        });
      }
      return updated;
    });
  }
}
