import type { PaymentsConfig } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { enqueueSandboxEvent } from './sandbox/deliver-sandbox-event';
import { SandboxProcessor } from './sandbox/sandbox-processor';
import { createSandboxProvider } from './sandbox/sandbox-provider';
import { createStripeProvider } from './stripe/stripe-provider';

export interface Payments {
  provider: PaymentProvider;
  /** Present when the sandbox takes the payments. */
  sandbox: SandboxProcessor | undefined;
}

export function createPayments(config: PaymentsConfig, db: Database): Payments {
  if (config.provider === 'stripe') {
    return { provider: createStripeProvider(config), sandbox: undefined };
  }
  const processor = new SandboxProcessor(db, config.settleSeconds, (tx, event) =>
    enqueueSandboxEvent(tx, event, config.webhookDelaySeconds),
  );
  return { provider: createSandboxProvider(processor, config.webhookSecret), sandbox: processor };
}
