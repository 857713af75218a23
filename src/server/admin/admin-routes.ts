import type { FastifyInstance } from 'fastify';
import type { BankTransferConfig } from '../bank-transfers/bank-transfer-config';
import type { Database } from '../db/client';
import type { EventRegistrationConfig } from '../events/event-config';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import type { PaymentProvider } from '../payments/provider';
import { provideStaffAccess } from '../staff/staff-guard';
import { registerBankTransferAdminRoutes } from './bank-transfer-routes';
import { registerEventAdminRoutes } from './event-routes';
import { registerMemberAdminRoutes } from './member-routes';
import { registerReportAdminRoutes } from './report-routes';
import { registerSessionAdminRoutes, sessionlessSessionRoutes } from './session-routes';
import { registerStaffAdminRoutes, sessionlessStaffRoutes } from './staff-routes';

/** The /api/admin routes that cannot require a staff session: they make or end one. Everything else is guarded. */
export const sessionlessAdminRoutes: readonly string[] = [...sessionlessSessionRoutes, ...sessionlessStaffRoutes];

/** What the back office's routes may use; each area takes what it needs. */
export interface AdminRouteDeps {
  db: Database;
  provider: PaymentProvider;
  invoicing: InvoicingConfig;
  bankTransfer: BankTransferConfig;
  events: EventRegistrationConfig;
  siteUrl: string;
  /** The site's own origin: the guard refuses requests from any other. */
  siteOrigin: string;
  writesPerMinute: number;
  /** Call after committing queued emails, so they go out now rather than at the next tick. */
  onQueued: () => void;
  /** Call after committing a queued job (a refund), so it runs now rather than at the next poll. */
  onJobQueued: () => void;
}

/**
 * Every /api/admin route, one line per area. Each route spreads staffOnly(…)
 * into its options; admin-routes.test.ts fails for any route that does not.
 */
export function registerAdminRoutes(app: FastifyInstance, deps: AdminRouteDeps): void {
  provideStaffAccess(app, { db: deps.db, siteOrigin: deps.siteOrigin });
  registerSessionAdminRoutes(app, deps);
  registerStaffAdminRoutes(app, deps);
  registerMemberAdminRoutes(app, deps);
  registerReportAdminRoutes(app, deps);
  registerBankTransferAdminRoutes(app, deps);
  registerEventAdminRoutes(app, deps);
}
