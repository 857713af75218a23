import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerMemberDataRoutes } from './accounts/member-data-routes';
import { registerAdminRoutes } from './admin/admin-routes';
import { lapseOverdueTransfers, queueTransferReminders } from './bank-transfers/transfer-lifecycle';
import { registerTransferRoutes } from './bank-transfers/transfer-routes';
import { finishStaffRefund, staffRefundJob } from './admin/members/staff-refund';
import { registerRenewalRoutes } from './accounts/renewal-routes';
import { registerSessionRoutes } from './accounts/session-routes';
import { deleteExpiredSessions } from './accounts/sessions';
import { deleteStaleCounters } from './accounts/sign-in-throttle';
import type { AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { registerHealthRoutes } from './health/routes';
import { eventRefundHandler, eventRefundJob } from './events/event-refund';
import { registerEventFormRoutes } from './events/event-form-routes';
import { registerEventRoutes } from './events/event-routes';
import { syncEventSeats } from './events/event-seats';
import { lapseExpiredHolds } from './events/lapse-expired';
import { settleEventPayment } from './events/settle-event-payment';
import { registerPageFormRoutes } from './forms/page-form-routes';
import { registerClientErrorRoutes } from './http/client-error-routes';
import { FORM_BODY_LIMIT_BYTES, registerBodyLimits } from './http/body-limits';
import { registerControlCharacterCheck } from './http/control-characters';
import { registerErrorHandling } from './http/errors';
import { HttpError } from './http/http-error';
import { registerJsonDepthLimit } from './http/json-depth';
import { loggerOptions } from './http/log-safety';
import { registerPages } from './http/pages';
import { requestLocale } from './http/request-locale';
import { registerSecurityHeaders } from './http/security-headers';
import { serverMessages } from './http/server-messages';
import { createJobRunner } from './background/job-queue';
import { timeoutOptions } from './http/timeouts';
import { fastifyTrustProxy } from './http/trusted-proxies';
import { every } from './jobs';
import { registerInvoiceRoutes } from './invoices/invoice-routes';
import { deliverQueuedEmails } from './mail/email-outbox';
import { createMailTransport } from './mail/mail-transport';
import { offlineVatRegister, viesVatRegister } from './invoices/vies';
import { registerMembershipRoutes } from './membership/routes';
import { registerContactRoutes } from './contact/contact-routes';
import { registerNewsletterRoutes } from './newsletter/routes';
import { reconcilePayments } from './membership/reconcile-payments';
import { refundPayment, refundPaymentJob } from './membership/refund-payment';
import { queueRenewalReminders } from './membership/renewal-reminders';
import { TierCatalog } from './membership/tier-catalog';
import { createPayments } from './payments/create-payments';
import { deliverSandboxEventJob, sandboxEventDelivery } from './payments/sandbox/deliver-sandbox-event';
import { registerSandboxRoutes } from './payments/sandbox/routes';
import { registerWebhookRoutes } from './payments/webhook-routes';
import { deleteExpiredStaffSessions } from './staff/staff-sessions';

export interface AppOptions {
  /** An already opened and migrated database (tests share one per file). */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: Writable;
  /** Told of every route as it is registered (the route inventory test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Queued jobs (webhook deliveries, refunds) wait at most this long after a restart or a retry falls due. */
const JOB_POLL_MS = 1_000;
/** How often open checkouts are checked with the provider for payments nobody settled. */
const RECONCILE_INTERVAL_MS = 15_000;
/** Event holds last minutes: their lapse (and the waitlist's offer of the freed seats) is looked for this often. */
const EVENT_HOLD_INTERVAL_MS = 30_000;
/** Reminders are due by the day, so looking once an hour is plenty. */
const REMINDER_INTERVAL_MS = 60 * 60 * 1000;

/** Builds the whole site (API and pages) from a config; index.ts only listens. */
export async function buildApp(config: AppConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: FORM_BODY_LIMIT_BYTES,
    ...timeoutOptions(config.timeouts),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerBodyLimits(app);
  registerJsonDepthLimit(app);
  registerControlCharacterCheck(app);

  const database =
    options.database ??
    openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') });
  if (!options.database) {
    await database.migrate();
    app.addHook('onClose', () => database.close());
  }
  await syncEventSeats(database.db);

  registerErrorHandling(app, database);
  registerSecurityHeaders(app, config.payments.provider === 'stripe');
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyFormbody);
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (request) => new HttpError(429, serverMessages.in(requestLocale(request))('errors.tooManyRequests')),
  });

  registerHealthRoutes(app, database);
  registerClientErrorRoutes(app, config.writesPerMinute);

  const { db } = database;
  const mail = createMailTransport(config.mail);
  const sendQueuedEmails = () => deliverQueuedEmails(db, mail, app.log);
  const sendSoon = () => {
    sendQueuedEmails().catch((error: unknown) => app.log.error({ err: error }, 'sending queued email failed'));
  };
  const payments = createPayments(config.payments, db);
  const { provider, sandbox } = payments;
  const eventDeps = { db, provider, invoicing: config.invoicing, events: config.events, siteUrl: config.siteUrl };
  const jobRunner = createJobRunner(
    db,
    {
      [refundPaymentJob]: refundPayment({ db, provider, siteUrl: config.siteUrl, invoicing: config.invoicing, onEmailQueued: sendSoon }),
      [staffRefundJob]: finishStaffRefund({ db, provider, siteUrl: config.siteUrl, invoicing: config.invoicing, onEmailQueued: sendSoon }),
      [eventRefundJob]: eventRefundHandler(eventDeps, sendSoon),
      ...(config.payments.provider === 'sandbox'
        ? { [deliverSandboxEventJob]: sandboxEventDelivery(app, config.payments.webhookSecret) }
        : {}),
    },
    app.log,
  );
  // A settlement commits its receipt or its refund order; both go out now rather than at the next tick.
  const afterSettlement = () => {
    sendSoon();
    jobRunner.kick();
  };
  const tiers = new TierCatalog(db);
  const siteOrigin = new URL(config.siteUrl).origin;
  const invoicing = { config: config.invoicing, vatRegister: config.invoicing.viesLookup ? viesVatRegister() : offlineVatRegister };
  const settlement = { db, provider, invoicing: config.invoicing };
  registerMembershipRoutes(app, {
    db,
    provider,
    tiers,
    invoicing,
    writesPerMinute: config.writesPerMinute,
    onSettled: afterSettlement,
  });
  await registerWebhookRoutes(app, {
    ...settlement,
    siteUrl: config.siteUrl,
    onSettled: afterSettlement,
    settleEventPayment: async (paymentIntentId) => {
      const outcome = await settleEventPayment(eventDeps, paymentIntentId);
      return (outcome.kind === 'confirmed' && outcome.created) || outcome.kind === 'refunded';
    },
  });
  registerEventRoutes(app, { deps: eventDeps, siteOrigin, writesPerMinute: config.writesPerMinute, onQueued: afterSettlement });
  registerSessionRoutes(app, { db, siteOrigin });
  registerAccountRoutes(app, { db, siteUrl: config.siteUrl, writesPerMinute: config.writesPerMinute, onQueued: sendSoon });
  registerInvoiceRoutes(app, { db, siteUrl: config.siteUrl, writesPerMinute: config.writesPerMinute });
  registerMemberDataRoutes(app, { db, siteOrigin, writesPerMinute: config.writesPerMinute });
  registerRenewalRoutes(app, { db, provider, tiers, invoicing, siteOrigin, writesPerMinute: config.writesPerMinute });
  registerTransferRoutes(app, {
    db,
    tiers,
    invoicing,
    bankTransfer: config.bankTransfer,
    siteOrigin,
    writesPerMinute: config.writesPerMinute,
    onQueued: sendSoon,
  });
  registerNewsletterRoutes(app, { db, siteUrl: config.siteUrl, requestsPerMinute: config.writesPerMinute, onQueued: sendSoon });
  registerContactRoutes(app, { db, requestsPerMinute: config.writesPerMinute, onQueued: sendSoon });
  registerAdminRoutes(app, {
    db,
    provider,
    invoicing: config.invoicing,
    bankTransfer: config.bankTransfer,
    events: config.events,
    siteUrl: config.siteUrl,
    siteOrigin,
    writesPerMinute: config.writesPerMinute,
    onQueued: sendSoon,
    onJobQueued: () => jobRunner.kick(),
  });
  if (sandbox) {
    registerSandboxRoutes(app, sandbox, config.writesPerMinute);
    every(app, 'sandbox-settlement', 1_000, () => sandbox.settleDue());
  }
  every(app, 'background-jobs', JOB_POLL_MS, () => jobRunner.runDue());
  every(app, 'payment-reconciler', RECONCILE_INTERVAL_MS, async () => {
    const settled = await reconcilePayments(settlement, { graceSeconds: config.reconcileAfterSeconds });
    if (settled.length > 0) {
      app.log.warn({ settled: settled.map((outcome) => outcome.kind) }, 'reconciler settled payments nobody had settled');
      afterSettlement();
    }
  });
  every(app, 'email-delivery', 30_000, sendQueuedEmails);
  every(app, 'renewal-reminders', REMINDER_INTERVAL_MS, async () => {
    if ((await queueRenewalReminders(db, config.siteUrl)) > 0) sendSoon();
  });
  every(app, 'bank-transfer-reminders-and-lapses', REMINDER_INTERVAL_MS, async () => {
    const lifecycle = { db, invoicing: config.invoicing, bankTransfer: config.bankTransfer };
    const reminded = await queueTransferReminders(db, lifecycle);
    const lapsed = await lapseOverdueTransfers(lifecycle);
    if (reminded + lapsed > 0) sendSoon();
  });
  every(app, 'event-holds-and-waitlist', EVENT_HOLD_INTERVAL_MS, async () => {
    const { lapsed, offered } = await lapseExpiredHolds(eventDeps, new Date());
    if (lapsed + offered > 0) afterSettlement();
  });
  every(app, 'expired-sessions', REMINDER_INTERVAL_MS, () => deleteExpiredSessions(db));
  every(app, 'expired-staff-sessions', REMINDER_INTERVAL_MS, () => deleteExpiredStaffSessions(db));
  every(app, 'stale-attempt-counters', REMINDER_INTERVAL_MS, () => deleteStaleCounters(db));
  const pages = await registerPages(app, config.staticDir);
  registerEventFormRoutes(app, pages, { deps: eventDeps, siteOrigin, writesPerMinute: config.writesPerMinute, onQueued: afterSettlement });
  registerPageFormRoutes(app, pages, { db, siteUrl: config.siteUrl, writesPerMinute: config.writesPerMinute, onQueued: sendSoon });

  return app;
}
