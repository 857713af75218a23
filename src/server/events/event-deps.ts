import type { Database } from '../db/client';
import type { eventRegistrations } from '../db/schema';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import type { PaymentProvider } from '../payments/provider';
import type { EventRegistrationConfig } from './event-config';

/** What the event registration's operations work with. */
export interface EventDeps {
  db: Database;
  provider: PaymentProvider;
  invoicing: InvoicingConfig;
  events: EventRegistrationConfig;
  siteUrl: string;
}

export type EventRegistrationRow = typeof eventRegistrations.$inferSelect;
