import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import type { DatabaseHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';
import type { BillingDetails } from '../../src/shared/invoices/billing-details';
import type { RegistrationFields } from '../../src/shared/membership';
import { testConfig } from './config';

let sequence = 0;

/** A buyer no other test uses, so tests share a database without resetting it. */
export function uniqueBuyer(overrides: Partial<RegistrationFields> = {}): RegistrationFields {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return {
    firstName: 'Amira',
    lastName: 'Haddad',
    username: `amira_${tag}`,
    email: `amira.${tag}@example.com`,
    password: 'correct horse battery',
    country: 'qatar',
    phoneNumber: '+974 5555 0101',
    ...overrides,
  };
}

export const CHECKOUT_COOKIE = 'qncc_checkout';

/**
 * The cookie header a browser sends back after this response set its checkout
 * cookie; with no new cookie set, the browser keeps sending `previous` (or nothing).
 */
export function checkoutCookie(response: LightMyRequestResponse, previous = ''): string {
  const set = response.cookies.find((cookie) => cookie.name === CHECKOUT_COOKIE);
  return set ? `${CHECKOUT_COOKIE}=${set.value}` : previous;
}

/** The checkout's request; with `billing`, the "Buying for" block (a company, or oneself). */
export function createPaymentBody(buyer: RegistrationFields, tierSlug = 'professional', billing?: BillingDetails) {
  return {
    tierSlug,
    customerInfo: { email: buyer.email, name: `${buyer.firstName} ${buyer.lastName}` },
    userInfo: buyer,
    ...(billing ? { billing } : {}),
  };
}

export async function membershipTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
  options: Omit<AppOptions, 'database'> = {},
): Promise<{ app: FastifyInstance; config: AppConfig }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-test-'));
  const base = testConfig();
  const config: AppConfig = {
    ...base,
    dataDir,
    mail: { ...base.mail, outboxDir: path.join(dataDir, 'outbox') },
    writesPerMinute: 10_000,
    ...overrides,
  };
  return { app: await buildApp(config, { ...options, database }), config };
}

export async function countRows(database: DatabaseHandle, table: string, where = sql`TRUE`): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.db,
    sql`SELECT count(*)::int AS count FROM ${sql.identifier(table)} WHERE ${where}`,
  );
  return row?.count ?? 0;
}
