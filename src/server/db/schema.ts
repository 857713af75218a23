import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Localized } from '@shared/locales';
import { paymentMethods, providerPaymentMethods } from '@shared/payment-methods';
import { eventCancellers, eventPriceKinds, eventRegistrationStatuses } from '@shared/event-registration';
import { paymentIntentStatuses } from '@shared/payments';
import { staffRoles } from '@shared/staff-roles';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const membershipTiers = pgTable(
  'membership_tiers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: jsonb('description').$type<Localized>().notNull(),
    features: jsonb('features').$type<Localized[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    /** Only tiers on sale can be bought or renewed; the listing still shows every tier (the spec's page hides basic). */
    onSale: boolean('on_sale').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [check('membership_tiers_price_positive', sql`${table.priceCents} > 0`)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number'),
    companyName: text('company_name'),
    /** Listed in the members-only directory: members opt in from their account. */
    showInDirectory: boolean('show_in_directory').notNull().default(false),
    locale: text('locale').notNull(),
    /** Staff took the member out of the directory; the member's own choice cannot put them back. */
    directoryHiddenAt: timestamp('directory_hidden_at', { withTimezone: true }),
    /** Erased on request (GDPR): the personal fields hold tombstones; invoices keep what they said. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('accounts_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('accounts_email_unique').on(sql`lower(${table.email})`),
  ],
);

/** Why a succeeded payment was given back instead of becoming a membership. */
export const refundReasons = ['account_taken', 'already_member', 'payment_mismatch', 'orphaned_payment'] as const;
export type RefundReason = (typeof refundReasons)[number];
/**
 * Every reason a refund row can have: the automatic ones, staff giving money
 * back from the back office, an event registration cancelled, or event seats
 * paid for after their hold lapsed when they had gone to others.
 */
export const recordedRefundReasons = [...refundReasons, 'staff_refund', 'event_cancellation', 'event_seats_gone'] as const;
export type RecordedRefundReason = (typeof recordedRefundReasons)[number];

export const registrationStatuses = ['pending', 'reserved', 'lapsed', 'completed', 'refunded'] as const;

/**
 * A checkout: what the buyer typed (the password already hashed), the price
 * fixed from the tier, and the payment intent created for it. It belongs to the
 * browser that started it (the hash of its checkout cookie): nobody else can
 * change it or read its client secret. It ends completed (a membership) or
 * refunded (the payment could not become one; the reason says why).
 */
export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tierId: integer('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    accountId: uuid('account_id').references(() => accounts.id),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull(),
    phoneNumber: text('phone_number'),
    locale: text('locale').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    checkoutTokenHash: text('checkout_token_hash').notNull(),
    /** Reserved and lapsed are bank-transfer checkouts: invoiced and waiting for the money, or past their due date unpaid. */
    status: text('status', { enum: registrationStatuses }).notNull().default('pending'),
    lastPaymentError: text('last_payment_error'),
    refundReason: text('refund_reason', { enum: refundReasons }),
    /** The payment intent's status as the provider last told it (webhook, confirm or reconciler); null before the first answer. */
    providerStatus: text('provider_status', { enum: paymentIntentStatuses }),
    providerStatusAt: timestamp('provider_status_at', { withTimezone: true }),
    /** How the buyer pays: the provider's method once it names one, or a bank transfer chosen at checkout; null before either. */
    paymentMethod: text('payment_method', { enum: paymentMethods }),
    /**
     * When a payment the provider had accepted for processing (a SEPA Direct
     * Debit) failed after all; set once, with the buyer's email, so replays
     * and parallel deliveries of the failure tell the buyer once.
     */
    failedAfterProcessingAt: timestamp('failed_after_processing_at', { withTimezone: true }),
    /** When the reconciler last asked the provider about this checkout's payment. */
    reconciledAt: timestamp('reconciled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One open checkout per browser and tier: a second submit from that browser reuses it.
    uniqueIndex('registrations_one_pending_per_checkout_and_tier')
      .on(table.checkoutTokenHash, table.tierId)
      .where(sql`${table.status} = 'pending'`),
    // One bank-transfer reservation waiting per browser and tier: a second submit gets the same invoice.
    uniqueIndex('registrations_one_reserved_per_checkout_and_tier')
      .on(table.checkoutTokenHash, table.tierId)
      .where(sql`${table.status} = 'reserved'`),
    index('registrations_pending_payments')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending' AND ${table.paymentIntentId} IS NOT NULL`),
    check('registrations_amount_positive', sql`${table.amountCents} > 0`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id),
    tierId: integer('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('memberships_expires_at').on(table.expiresAt)],
);

export const receiptNumbers = pgSequence('receipt_number_seq', { startWith: 1001 });

/** One row per succeeded payment intent: the unique id is what makes activation happen once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    registrationId: uuid('registration_id')
      .notNull()
      .unique()
      .references(() => registrations.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    membershipId: uuid('membership_id')
      .notNull()
      .references(() => memberships.id),
    tierId: integer('tier_id')
      .notNull()
      .references(() => membershipTiers.id),
    provider: text('provider').notNull(),
    /** How the money came; payments recorded before methods were told apart were all by card. */
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('card'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    receiptNumber: text('receipt_number').notNull().unique(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_paid_at').on(table.paidAt)],
);

/**
 * Money given back on a succeeded payment. An automatic refund (the payment
 * could not become a membership) gives it all back, once per payment; staff
 * may give back part or all of a payment in one or more refunds. The refund
 * key is the provider's idempotency key, so a refund is recorded once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    refundKey: text('refund_key').notNull().unique(),
    paymentIntentId: text('payment_intent_id').notNull(),
    registrationId: uuid('registration_id').references(() => registrations.id),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason', { enum: recordedRefundReasons }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_payment_intent').on(table.paymentIntentId), check('refunds_amount_positive', sql`${table.amountCents} > 0`)],
);

export const membershipAfterRefund = ['keep', 'end', 'shorten'] as const;

/**
 * A refund staff asked for in the back office, recorded before the provider
 * is called: its amount counts against what remains refundable from that
 * moment, and the key the staff member's dialog sent makes a second press of
 * the same button the same refund.
 */
export const staffRefunds = pgTable(
  'staff_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestKey: text('request_key').notNull().unique(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    membershipAfter: text('membership_after', { enum: membershipAfterRefund }).notNull(),
    /** For 'shorten': the membership's new end. */
    newExpiresAt: timestamp('new_expires_at', { withTimezone: true }),
    reason: text('reason').notNull(),
    staffId: text('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    /** Requested until the provider's refund is recorded; a failed provider call leaves it requested, to be retried with the same key. */
    status: text('status', { enum: ['requested', 'completed'] })
      .notNull()
      .default('requested'),
    refundId: uuid('refund_id').references(() => refunds.id),
    creditNoteId: uuid('credit_note_id').references((): AnyPgColumn => invoices.id),
    lastError: text('last_error'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_refunds_payment').on(table.paymentId),
    check('staff_refunds_amount_positive', sql`${table.amountCents} > 0`),
    check('staff_refunds_shorten_has_date', sql`(${table.membershipAfter} = 'shorten') = (${table.newExpiresAt} IS NOT NULL)`),
  ],
);

/**
 * Durable background work (the transactional outbox): written in the same
 * transaction as what causes it, run by whichever instance claims it first,
 * retried with backoff until it succeeds, so a crash or restart loses none.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** A second enqueue of the same work is a no-op. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** A claimed job is not claimed again before this moment (a crashed runner's claim runs out). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** Gave up after too many attempts: staff must look. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.doneAt} IS NULL AND ${table.failedAt} IS NULL`),
  ],
);

/** Webhook events already handled, so a replayed event does nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Outgoing mail, written in the same transaction as what caused it and sent after commit. */
export const emailDeliveries = pgTable('email_deliveries', {
  id: uuid('id').primaryKey().defaultRandom(),
  dedupeKey: text('dedupe_key').notNull().unique(),
  toAddress: text('to_address').notNull(),
  /** A second reader in copy: the buyer, when an invoice goes to the company's billing address. */
  ccAddress: text('cc_address'),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  status: text('status', { enum: ['pending', 'sent'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  /**
   * The invoice or credit note whose PDF and UBL file go with the message.
   * They are rendered from the frozen document when the message is sent: the
   * same bytes every time, so the queue stores no copy.
   */
  invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id),
  /** Files made once when the message was queued (an event ticket's QR code and calendar file), base64. */
  attachments: jsonb('attachments').$type<StoredAttachment[]>(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A queued message's own file; `contentId` makes it an inline image the HTML part shows (`cid:`). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  contentId?: string;
}

export interface SandboxPaymentError {
  code: string;
  declineCode?: string;
  message: string;
}

/** The sandbox card processor's own ledger, shaped like Stripe's payment intents. */
export const sandboxPaymentIntents = pgTable('sandbox_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'],
  }).notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  lastPaymentError: jsonb('last_payment_error').$type<SandboxPaymentError>(),
  cardLast4: text('card_last4'),
  /** The method the buyer confirmed with; null until confirmed. */
  paymentMethod: text('payment_method', { enum: providerPaymentMethods }),
  /** The iDEAL | Wero bank the buyer chose. */
  bank: text('bank'),
  /** A SEPA debit's account, by its last four characters only, and the mandate the buyer accepted. */
  ibanLast4: text('iban_last4'),
  mandateReference: text('mandate_reference'),
  /** How a processing payment ends when its time comes (a failing test IBAN fails). */
  settleOutcome: text('settle_outcome', { enum: ['succeed', 'fail'] }),
  returnUrl: text('return_url'),
  settlesAt: timestamp('settles_at', { withTimezone: true }),
  amountRefunded: integer('amount_refunded').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The sandbox's refunds, shaped like Stripe's refund objects. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id')
    .notNull()
    .references(() => sandboxPaymentIntents.id),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  amount: integer('amount').notNull(),
  createdAt: createdAt(),
});

/** Double opt-in: a subscription counts once its emailed link is followed. Only token hashes are stored. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    newsletter: text('newsletter').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    confirmTokenHash: text('confirm_token_hash').notNull().unique(),
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** The consent record: when the reader last asked to subscribe, on which page, and which wording they agreed to. */
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    sourcePage: text('source_page'),
    consentTextVersion: text('consent_text_version'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('newsletter_one_per_email').on(sql`lower(${table.email})`, table.newsletter),
    index('newsletter_subscriptions_subscribed_at').on(table.subscribedAt),
  ],
);

const timestampTz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is
 * stored, so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    /** The absolute end, however active the session stays. */
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('sessions_account').on(table.accountId)],
);

/**
 * Failed sign-ins per account name and per client address, kept in the
 * database so the limit holds across several server instances.
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestampTz('window_started_at').notNull(),
  /** No attempt is checked before this moment. */
  blockedUntil: timestampTz('blocked_until'),
});

/** A password-reset link: single use, valid for an hour, stored as a hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [index('password_resets_account').on(table.accountId)],
);

/** Who an invoice is for, as a checkout and an account's next invoices store it; the company fields are empty for a buyer who bought for themselves. */
function billingDetailColumns() {
  return {
    buyingFor: text('buying_for', { enum: ['myself', 'company'] }).notNull(),
    legalName: text('legal_name'),
    registrationNumber: text('registration_number'),
    vatNumber: text('vat_number'),
    street: text('street'),
    postcode: text('postcode'),
    city: text('city'),
    /** ISO 3166-1 alpha-2; for a private buyer the country of their registration, unknown for "other". */
    country: text('country'),
    billingEmail: text('billing_email'),
    purchaseOrder: text('purchase_order'),
  };
}

export const vatCategories = ['S', 'E', 'AE', 'G', 'O'] as const;

/**
 * Who a checkout's invoice is for, and the charge the server priced for it:
 * the VAT treatment and the amounts are fixed here, so the invoice issued at
 * activation says what the card was charged. The company fields are empty for
 * a buyer who bought for themselves.
 */
export const checkoutBilling = pgTable(
  'checkout_billing',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    ...billingDetailColumns(),
    /** How the VAT number was found valid: by its format and check digits, or by the EU's VIES register too. */
    vatNumberCheckedBy: text('vat_number_checked_by', { enum: ['format', 'vies'] }),
    vatCategory: text('vat_category', { enum: vatCategories }).notNull(),
    /** Hundredths of a percent (2100 is 21%), so a rate such as 5.5% stays an integer. */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    exemptionReasonCode: text('exemption_reason_code'),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('checkout_billing_amounts_add_up', sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`),
    check(
      'checkout_billing_company_complete',
      sql`${table.buyingFor} = 'myself' OR (${table.legalName} IS NOT NULL AND ${table.registrationNumber} IS NOT NULL AND ${table.country} IS NOT NULL AND ${table.billingEmail} IS NOT NULL)`,
    ),
  ],
);

export const invoiceKinds = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

/**
 * The last number taken in each series and year. Taking a number updates the
 * row, which locks it until the transaction ends: numbers are handed out one
 * transaction at a time, and a transaction that rolls back gives its number back.
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    series: text('series', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/**
 * Issued invoices and credit notes, each frozen as the document it says. A
 * trigger (migration 0005) refuses every UPDATE, DELETE and TRUNCATE: an
 * issued document is corrected only by a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The numbering series too: invoices and credit notes each count from 1 every year. */
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    /** The payment it is for; empty on an invoice issued before its bank transfer arrived, which names its checkout instead. */
    paymentId: uuid('payment_id').references(() => payments.id),
    registrationId: uuid('registration_id').references(() => registrations.id),
    /** The member's account; empty only on an event registration's invoice bought without one. */
    accountId: uuid('account_id').references(() => accounts.id),
    /** The event registration it is for (paid event seats); empty on membership invoices. */
    eventRegistrationId: uuid('event_registration_id').references((): AnyPgColumn => eventRegistrations.id),
    /** On a credit note, the invoice it corrects. */
    correctsInvoiceId: uuid('corrects_invoice_id').references((): AnyPgColumn => invoices.id),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_series_year_sequence').on(table.kind, table.year, table.sequence),
    uniqueIndex('invoices_one_invoice_per_payment')
      .on(table.paymentId)
      .where(sql`${table.kind} = 'invoice'`),
    // Partial refunds credit an invoice in parts: together they never exceed it (creditInvoice, under the invoice's lock).
    index('invoices_credit_notes_of_invoice').on(table.correctsInvoiceId),
    index('invoices_account').on(table.accountId),
    check('invoices_credit_note_corrects_an_invoice', sql`(${table.kind} = 'credit-note') = (${table.correctsInvoiceId} IS NOT NULL)`),
    check('invoices_sequence_positive', sql`${table.sequence} > 0`),
    check(
      'invoices_for_a_payment_or_checkout',
      sql`${table.paymentId} IS NOT NULL OR ${table.registrationId} IS NOT NULL OR ${table.eventRegistrationId} IS NOT NULL`,
    ),
    check('invoices_account_or_event_registration', sql`${table.accountId} IS NOT NULL OR ${table.eventRegistrationId} IS NOT NULL`),
    index('invoices_registration').on(table.registrationId),
    index('invoices_event_registration').on(table.eventRegistrationId),
  ],
);

export const bankTransferStatuses = ['open', 'paid', 'lapsed'] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];

/**
 * A membership ordered by bank transfer on invoice: the invoice issued at
 * once asks for the amount by the due date, quoting the reference. It is open
 * until finance records the money received (paid, once: the row is locked and
 * the payment's id is unique) or the due date passes (lapsed, the invoice
 * credited in full). Staff may reopen a lapsed one with a new invoice, which
 * then becomes the one it asks to be paid.
 */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .unique()
      .references(() => registrations.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The invoice the buyer is asked to pay: the first, or the one issued at the latest reopening. */
    invoiceId: uuid('invoice_id')
      .notNull()
      .references((): AnyPgColumn => invoices.id),
    /** The ISO 11649 creditor reference of that invoice, electronic form. */
    reference: text('reference').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Calendar dates in the invoicing time zone: the invoice's date and the day payment is due. */
    issuedOn: text('issued_on').notNull(),
    dueOn: text('due_on').notNull(),
    status: text('status', { enum: bankTransferStatuses }).notNull().default('open'),
    /** Set once when finance records the money received. */
    paymentId: uuid('payment_id').references(() => payments.id),
    receivedOn: text('received_on'),
    bankReference: text('bank_reference'),
    markedPaidBy: text('marked_paid_by'),
    /** Set when it lapsed: the credit note that cancelled the invoice. */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
    creditNoteId: uuid('credit_note_id').references((): AnyPgColumn => invoices.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bank_transfers_open_by_due_date')
      .on(table.dueOn)
      .where(sql`${table.status} = 'open'`),
    check('bank_transfers_amount_positive', sql`${table.amountCents} > 0`),
    check('bank_transfers_paid_has_payment', sql`(${table.status} = 'paid') = (${table.paymentId} IS NOT NULL)`),
  ],
);

/**
 * Who the account's next invoices are for, as the member last set it in the
 * member area. Issued invoices keep what they said; a renewal priced after
 * this row changed is invoiced to it (src/server/invoices/next-billing.ts).
 */
export const accountBilling = pgTable(
  'account_billing',
  {
    accountId: uuid('account_id')
      .primaryKey()
      .references(() => accounts.id),
    ...billingDetailColumns(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'account_billing_company_complete',
      sql`${table.buyingFor} = 'myself' OR (${table.legalName} IS NOT NULL AND ${table.registrationNumber} IS NOT NULL AND ${table.country} IS NOT NULL AND ${table.billingEmail} IS NOT NULL)`,
    ),
  ],
);

/**
 * A member's request to delete their account, sent from the member area. It
 * waits on the staff dashboard until staff close it; one open request per account.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    message: text('message'),
    requestedAt: timestampTz('requested_at').notNull().defaultNow(),
    closedAt: timestampTz('closed_at'),
  },
  (table) => [
    uniqueIndex('deletion_requests_one_open_per_account')
      .on(table.accountId)
      .where(sql`${table.closedAt} IS NULL`),
  ],
);

/**
 * The chamber's staff, who sign in to the back office: separate from member
 * accounts, with a password and a TOTP secret each. A disabled account keeps
 * its row (the audit log names it) but can no longer sign in.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Base32, as the authenticator app holds it: TOTP needs the secret itself, so it cannot be hashed. */
    totpSecret: text('totp_secret').notNull(),
    /** The last 30-second step a code was accepted for: a code is good once, never replayed within its window. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabledAt: timestampTz('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('staff_accounts_email_unique').on(sql`lower(${table.email})`),
    check('staff_accounts_role_known', sql`${table.role} IN ('admin', 'finance', 'membership')`),
  ],
);

/** A signed-in staff browser; like member sessions, only the token's SHA-256 is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestampTz('last_seen_at').notNull().defaultNow(),
    /** The absolute end, however active the session stays. */
    expiresAt: timestampTz('expires_at').notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId)],
);

/** One-time codes for a staff member who lost their authenticator: hashed, each good once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [index('staff_recovery_codes_staff').on(table.staffId)],
);

/** An emailed invitation to join the staff: single use, expires, stored as a hash. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    invitedBy: uuid('invited_by').references(() => staffAccounts.id),
    createdAt: createdAt(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (table) => [
    index('staff_invites_email').on(sql`lower(${table.email})`),
    check('staff_invites_role_known', sql`${table.role} IN ('admin', 'finance', 'membership')`),
  ],
);

export const auditActorKinds = ['staff', 'member', 'system', 'cli'] as const;

/**
 * Every staff action and sign-in, append-only: a trigger (migration 0007)
 * refuses UPDATE, DELETE and TRUNCATE, so not even the application can rewrite
 * what happened.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestampTz('at').notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: auditActorKinds }).notNull(),
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    subjectKind: text('subject_kind'),
    subjectId: text('subject_id'),
    reason: text('reason'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at').on(table.at),
    index('audit_log_subject').on(table.subjectKind, table.subjectId),
    check('audit_log_actor_kind_known', sql`${table.actorKind} IN ('staff', 'member', 'system', 'cli')`),
  ],
);

/**
 * The online seats of each event with registration: one row per event, its
 * capacity upserted from the content's registration settings at start-up.
 * Taking seats is one conditional UPDATE (`seats_taken + n <= capacity`), so
 * the last seat goes to exactly one registrant under any concurrency.
 */
export const eventSeats = pgTable(
  'event_seats',
  {
    eventId: text('event_id').primaryKey(),
    /** Seats sold online: the settings' capacity less the seats the events team had already given away. */
    capacity: integer('capacity').notNull(),
    /** Seats held by registrations in a seat-holding status (held, confirmed, offered). */
    seatsTaken: integer('seats_taken').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [check('event_seats_taken_not_negative', sql`${table.seatsTaken} >= 0`)],
);

/**
 * One registration for an event: one person's party of seats. It belongs to
 * the browser that made it (its checkout cookie's hash), and to the member's
 * account when signed in. Decision 0052.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id')
      .notNull()
      .references(() => eventSeats.eventId),
    accountId: uuid('account_id').references(() => accounts.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company'),
    seats: integer('seats').notNull(),
    needs: text('needs'),
    locale: text('locale').notNull(),
    status: text('status', { enum: eventRegistrationStatuses }).notNull(),
    priceKind: text('price_kind', { enum: eventPriceKinds }).notNull(),
    /** Price per seat and the total, fixed when the seats were taken (the member price checked then). */
    unitPriceCents: integer('unit_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    checkoutTokenHash: text('checkout_token_hash').notNull(),
    paymentIntentId: text('payment_intent_id').unique(),
    paymentMethod: text('payment_method', { enum: providerPaymentMethods }),
    providerStatus: text('provider_status', { enum: paymentIntentStatuses }),
    /** When held or offered seats go back to the event unless paid or accepted. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Waitlist order: set when the registration joined the waitlist. */
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    /** The hash of the emailed offer link's token, while offered. */
    offerTokenHash: text('offer_token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Set once by the door's check-in: a conditional update, so a ticket checks in once. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: text('checked_in_by'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: eventCancellers }),
    cancelReason: text('cancel_reason'),
    /** Who added it, when staff did (their id); null for the registrant's own. */
    addedByStaffId: text('added_by_staff_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('event_registrations_event_status').on(table.eventId, table.status),
    index('event_registrations_waitlist')
      .on(table.eventId, table.queuedAt)
      .where(sql`${table.status} = 'waitlisted'`),
    index('event_registrations_expiring')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} IN ('held', 'offered')`),
    index('event_registrations_account').on(table.accountId),
    check('event_registrations_seats_positive', sql`${table.seats} > 0`),
    check('event_registrations_amount_not_negative', sql`${table.amountCents} >= 0 AND ${table.unitPriceCents} >= 0`),
  ],
);

/** One row per succeeded payment for event seats: the unique ids make confirmation happen once. */
export const eventPayments = pgTable(
  'event_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    eventRegistrationId: uuid('event_registration_id')
      .notNull()
      .unique()
      .references(() => eventRegistrations.id),
    provider: text('provider').notNull(),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('event_payments_paid_at').on(table.paidAt), check('event_payments_amount_positive', sql`${table.amountCents} > 0`)],
);
