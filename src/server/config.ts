import path from 'node:path';
import { z } from 'zod';
import { euCountryCodes } from '@shared/invoices/countries';
import { normalizeVatNumber, vatNumberProblem } from '@shared/invoices/vat-number';
import { bankTransferConfig, testPayee, type BankTransferConfig } from './bank-transfers/bank-transfer-config';
import type { EventRegistrationConfig } from './events/event-config';
import { parseTrustedProxies, type TrustedProxies } from './http/trusted-proxies';
import { vatModes, type InvoicingConfig } from './invoices/invoicing-config';

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z.url().default('http://localhost:3000'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((text, context) => {
      const parsed = parseTrustedProxies(text);
      if ('value' in parsed) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  STATIC_DIR: z.string().min(1).default('./dist/client'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  PAYMENTS_SANDBOX: booleanFlag.default(false),
  SANDBOX_WEBHOOK_SECRET: z.string().min(16).default('whsec_sandbox_local_signing_secret'),
  SANDBOX_SETTLE_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  SANDBOX_WEBHOOK_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).max(86_400).default(120),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(61),
  MAIL_FROM: z.string().min(3).default('Qatar–Netherlands Chamber of Commerce <no-reply@qnlchamber.org>'),
  SELLER_LEGAL_NAME: z.string().trim().min(2).default('Qatar–Netherlands Chamber of Commerce'),
  SELLER_STREET: z.string().trim().min(1).default('Gustav Mahlerlaan 310'),
  SELLER_POSTCODE: z.string().trim().min(1).default('1082 ME'),
  SELLER_CITY: z.string().trim().min(1).default('Amsterdam'),
  SELLER_COUNTRY: z.enum(euCountryCodes, 'must be the ISO code of an EU member state').default('NL'),
  SELLER_EMAIL: z.email().default('membership@qnlchamber.org'),
  SELLER_REGISTRATION_NUMBER: z.string().trim().min(1).optional(),
  SELLER_VAT_NUMBER: z.string().trim().min(4).optional(),
  VAT_MODE: z.enum(vatModes).default('exempt'),
  VAT_RATE_PERCENT: z.coerce
    .number()
    .positive()
    .max(100)
    .refine((rate) => Number.isInteger(rate * 100), 'at most two decimals')
    .default(21),
  INVOICE_TIME_ZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), 'must be an IANA time zone such as Europe/Amsterdam')
    .default('Europe/Amsterdam'),
  VIES_LOOKUP: booleanFlag.default(false),
  BANK_TRANSFER_IBAN: z.string().trim().min(1).default(testPayee.iban),
  BANK_TRANSFER_BIC: z.string().trim().min(1).default(testPayee.bic),
  /** Unset: the chamber's legal name from SELLER_LEGAL_NAME. */
  BANK_TRANSFER_ACCOUNT_NAME: z.string().trim().min(2).optional(),
  BANK_TRANSFER_DUE_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  TICKET_SIGNING_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  EVENT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  EVENT_OFFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(14 * 24)
    .default(48),
  EVENT_CANCEL_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(60 * 24)
    .default(48),
  EVENT_REFUND_FULL_UNTIL_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  EVENT_REFUND_LATE_PERCENT: z.coerce.number().int().min(0).max(100).default(50),
});

/** Outside production (or on a sandbox site) only: tickets signed with it are worthless anywhere real. */
const developmentTicketSecret = 'development-only-ticket-signing-secret';

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

export type PaymentsConfig =
  | { provider: 'sandbox'; webhookSecret: string; settleSeconds: number; webhookDelaySeconds: number }
  | {
      provider: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      apiUrl: string | undefined;
    };

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  trustProxy: TrustedProxies;
  staticDir: string;
  payments: PaymentsConfig;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  /** Payment and newsletter calls allowed per client address and minute, on each endpoint. */
  writesPerMinute: number;
  /** An open checkout older than this whose payment succeeded is settled by the reconciler. */
  reconcileAfterSeconds: number;
  timeouts: HttpTimeouts;
  invoicing: InvoicingConfig;
  bankTransfer: BankTransferConfig;
  events: EventRegistrationConfig;
}

export interface HttpTimeouts {
  /** The whole request, headers and body, must arrive within this, or the client gets 408 and the socket closes. */
  requestMs: number;
  /** A socket on which nothing moves for this long is closed. */
  idleMs: number;
  /** How long a kept-alive socket waits for the next request. */
  keepAliveMs: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
}

const siteUrlRequired =
  'SITE_URL: required when NODE_ENV is production: it is written into every canonical link, the sitemap and every email (e.g. SITE_URL=https://www.qnlchamber.org)';

/**
 * The local default stands in for the public origin only outside production:
 * a production build or server without SITE_URL would send visitors, search
 * engines and emails to localhost.
 */
function siteUrlProblems(environment: NodeJS.ProcessEnv): string[] {
  return environment.NODE_ENV === 'production' && !environment.SITE_URL ? [siteUrlRequired] : [];
}

/** The public origin alone, for the build, which bakes it into canonical URLs. */
export function loadSiteUrl(environment: NodeJS.ProcessEnv = process.env): string {
  const problems = siteUrlProblems(environment);
  if (problems.length > 0) throw new ConfigError(problems);
  const parsed = environmentSchema.shape.SITE_URL.safeParse(environment.SITE_URL || undefined);
  if (!parsed.success) throw new ConfigError([`SITE_URL: ${parsed.error.issues[0]?.message ?? 'invalid'}`]);
  return parsed.data.replace(/\/$/, '');
}

/** The only reader of process.env: every setting is validated once, at boot. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const blankAsUnset = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(blankAsUnset);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const values = parsed.data;
  const bankTransfer = bankTransferConfig({
    iban: values.BANK_TRANSFER_IBAN,
    bic: values.BANK_TRANSFER_BIC,
    accountName: values.BANK_TRANSFER_ACCOUNT_NAME ?? values.SELLER_LEGAL_NAME,
    dueDays: values.BANK_TRANSFER_DUE_DAYS,
  });
  const problems = [
    ...siteUrlProblems(blankAsUnset),
    ...paymentProblems(values),
    ...sellerProblems(values),
    ...('problems' in bankTransfer ? bankTransfer.problems : []),
    ...bankAccountProblems(values),
    ...ticketSecretProblems(values),
  ];
  if (problems.length > 0 || 'problems' in bankTransfer) throw new ConfigError(problems);
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    siteUrl: values.SITE_URL.replace(/\/$/, ''),
    dataDir,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    staticDir: path.resolve(values.STATIC_DIR),
    payments: values.STRIPE_SECRET_KEY
      ? {
          provider: 'stripe',
          secretKey: values.STRIPE_SECRET_KEY,
          publishableKey: values.STRIPE_PUBLISHABLE_KEY ?? '',
          webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? '',
          apiUrl: values.STRIPE_API_URL,
        }
      : {
          provider: 'sandbox',
          webhookSecret: values.SANDBOX_WEBHOOK_SECRET,
          settleSeconds: values.SANDBOX_SETTLE_SECONDS,
          webhookDelaySeconds: values.SANDBOX_WEBHOOK_DELAY_SECONDS,
        },
    mail: { smtpUrl: values.SMTP_URL, from: values.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    writesPerMinute: values.RATE_LIMIT_PER_MINUTE,
    reconcileAfterSeconds: values.RECONCILE_AFTER_SECONDS,
    timeouts: {
      requestMs: values.REQUEST_TIMEOUT_SECONDS * 1000,
      idleMs: values.IDLE_TIMEOUT_SECONDS * 1000,
      keepAliveMs: values.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    },
    invoicing: invoicingConfig(values),
    bankTransfer: bankTransfer.config,
    events: {
      ticketSecret: values.TICKET_SIGNING_SECRET ?? developmentTicketSecret,
      holdMinutes: values.EVENT_HOLD_MINUTES,
      offerHours: values.EVENT_OFFER_HOURS,
      cancelCutoffHours: values.EVENT_CANCEL_CUTOFF_HOURS,
      refundFullUntilDays: values.EVENT_REFUND_FULL_UNTIL_DAYS,
      refundLatePercent: values.EVENT_REFUND_LATE_PERCENT,
    },
  };
}

/**
 * A production server taking real payments signs tickets with its own
 * secret: the default is public, so anyone could make tickets with it.
 */
function ticketSecretProblems(values: z.infer<typeof environmentSchema>): string[] {
  if (values.NODE_ENV !== 'production' || values.PAYMENTS_SANDBOX || values.TICKET_SIGNING_SECRET) return [];
  return ['TICKET_SIGNING_SECRET: required in production (at least 32 random characters; it signs the event tickets)'];
}

/** A production server asks buyers to pay into the chamber's real account, never the test one. */
function bankAccountProblems(values: z.infer<typeof environmentSchema>): string[] {
  if (values.NODE_ENV !== 'production' || values.PAYMENTS_SANDBOX) return [];
  const iban = values.BANK_TRANSFER_IBAN.replace(/\s+/g, '').toUpperCase();
  return iban === testPayee.iban ? ['BANK_TRANSFER_IBAN: required in production (the default is a test IBAN no bank holds)'] : [];
}

function invoicingConfig(values: z.infer<typeof environmentSchema>): InvoicingConfig {
  const country = values.SELLER_COUNTRY;
  return {
    seller: {
      name: values.SELLER_LEGAL_NAME,
      email: values.SELLER_EMAIL,
      ...(values.SELLER_REGISTRATION_NUMBER ? { registrationNumber: values.SELLER_REGISTRATION_NUMBER } : {}),
      ...(values.SELLER_VAT_NUMBER ? { vatNumber: normalizeVatNumber(values.SELLER_VAT_NUMBER, country) } : {}),
      address: { street: values.SELLER_STREET, postcode: values.SELLER_POSTCODE, city: values.SELLER_CITY, country },
    },
    vat: { mode: values.VAT_MODE, rateBasisPoints: Math.round(values.VAT_RATE_PERCENT * 100), sellerCountry: country },
    timeZone: values.INVOICE_TIME_ZONE,
    viesLookup: values.VIES_LOOKUP,
  };
}

/**
 * The chamber's own VAT number must be a valid one of its country; an invoice
 * that charges VAT must carry it, so a production server charging VAT
 * refuses to start without it.
 */
function sellerProblems(values: z.infer<typeof environmentSchema>): string[] {
  const vatNumber = values.SELLER_VAT_NUMBER;
  if (vatNumber && vatNumberProblem(normalizeVatNumber(vatNumber, values.SELLER_COUNTRY), values.SELLER_COUNTRY)) {
    return [`SELLER_VAT_NUMBER: not a valid VAT number of ${values.SELLER_COUNTRY} (format or check digits)`];
  }
  if (!vatNumber && values.VAT_MODE !== 'exempt' && values.NODE_ENV === 'production') {
    return [`SELLER_VAT_NUMBER: required when VAT_MODE is ${values.VAT_MODE}: an invoice charging VAT names the seller's VAT number`];
  }
  return [];
}

/**
 * Stripe needs all three keys or none; without them the sandbox takes payments,
 * which a production server does only when told so explicitly.
 */
function paymentProblems(values: z.infer<typeof environmentSchema>): string[] {
  const present = stripeKeys.filter((key) => values[key]);
  if (present.length > 0 && present.length < stripeKeys.length) {
    const missing = stripeKeys.filter((key) => !values[key]);
    return missing.map((key) => `${key}: required when ${present.join(' and ')} ${present.length > 1 ? 'are' : 'is'} set`);
  }
  if (present.length === 0 && values.NODE_ENV === 'production' && !values.PAYMENTS_SANDBOX) {
    return [
      'PAYMENTS_SANDBOX: no Stripe keys are set, so payments would use the sandbox (no real money); set PAYMENTS_SANDBOX=1 to allow that in production, or set the STRIPE_* keys',
    ];
  }
  return [];
}
