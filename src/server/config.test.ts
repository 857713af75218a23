import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadSiteUrl } from './config';

describe('loadConfig', () => {
  it('fills every setting with its documented default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 3000,
      siteUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
    });
    expect(config.dataDir).toBe(path.resolve('data'));
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('names every bad variable at once', () => {
    let problems: string[] = [];
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SITE_URL: 'not a url', TRUST_PROXY: 'maybe' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      problems = (error as ConfigError).problems;
    }
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    expect(problems.join('\n')).toMatch(/^DATABASE_URL: must be a postgres/m);
    expect(problems.join('\n')).toMatch(/^SITE_URL: /m);
    expect(problems.join('\n')).toMatch(/^TRUST_PROXY: /m);
  });

  it('refuses production without the public origin, in the build and the server, in one line', () => {
    const production = { NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' };
    for (const load of [() => loadConfig(production), () => loadSiteUrl(production), () => loadSiteUrl({ ...production, SITE_URL: '' })]) {
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/^Invalid configuration:\n {2}SITE_URL: required when NODE_ENV is production[^\n]*$/);
    }
    expect(loadSiteUrl({ ...production, SITE_URL: 'https://www.qnlchamber.org/' })).toBe('https://www.qnlchamber.org');
    expect(loadSiteUrl({})).toBe('http://localhost:3000');
  });

  it('refuses the sandbox in production unless it is allowed explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.qnlchamber.org' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({ NODE_ENV: 'production', SITE_URL: 'https://www.qnlchamber.org', PAYMENTS_SANDBOX: '1' }).payments.provider).toBe(
      'sandbox',
    );
  });

  it('takes payments with Stripe only when all three keys are set', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig(keys).payments).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY: required/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_live_oops' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('invoices as the chamber in Amsterdam, VAT-exempt, in the Amsterdam time zone, with VIES off, by default', () => {
    expect(loadConfig({}).invoicing).toEqual({
      seller: {
        name: 'Qatar–Netherlands Chamber of Commerce',
        email: 'membership@qnlchamber.org',
        address: { street: 'Gustav Mahlerlaan 310', postcode: '1082 ME', city: 'Amsterdam', country: 'NL' },
      },
      vat: { mode: 'exempt', rateBasisPoints: 2100, sellerCountry: 'NL' },
      timeZone: 'Europe/Amsterdam',
      viesLookup: false,
    });
  });

  it('reads the seller and the VAT mode, and refuses a seller VAT number that is not one', () => {
    const invoicing = loadConfig({
      SELLER_VAT_NUMBER: 'nl 0044.95.445.b01',
      SELLER_REGISTRATION_NUMBER: '41200001',
      VAT_MODE: 'included',
      VAT_RATE_PERCENT: '5.5',
      VIES_LOOKUP: '1',
    }).invoicing;
    expect(invoicing.seller).toMatchObject({ vatNumber: 'NL004495445B01', registrationNumber: '41200001' });
    expect(invoicing.vat).toEqual({ mode: 'included', rateBasisPoints: 550, sellerCountry: 'NL' });
    expect(invoicing.viesLookup).toBe(true);
    expect(() => loadConfig({ SELLER_VAT_NUMBER: 'NL123456789B01' })).toThrow(/SELLER_VAT_NUMBER: not a valid VAT number of NL/);
    expect(() => loadConfig({ SELLER_COUNTRY: 'QA' })).toThrow(/SELLER_COUNTRY/);
    expect(() => loadConfig({ VAT_MODE: 'sometimes' })).toThrow(/VAT_MODE/);
    expect(() => loadConfig({ VAT_RATE_PERCENT: '21.125' })).toThrow(/VAT_RATE_PERCENT/);
    expect(() => loadConfig({ INVOICE_TIME_ZONE: 'Mars/Olympus' })).toThrow(/INVOICE_TIME_ZONE/);
  });

  it('refuses to charge VAT in production without the chamber\u2019s VAT number to print on the invoice', () => {
    const production = { NODE_ENV: 'production', SITE_URL: 'https://www.qnlchamber.org', PAYMENTS_SANDBOX: '1' };
    expect(() => loadConfig({ ...production, VAT_MODE: 'added' })).toThrow(/SELLER_VAT_NUMBER: required when VAT_MODE is added/);
    expect(loadConfig({ ...production, VAT_MODE: 'added', SELLER_VAT_NUMBER: 'NL004495445B01' }).invoicing.vat.mode).toBe('added');
    expect(loadConfig(production).invoicing.vat.mode).toBe('exempt');
  });

  it('takes bank transfers into a test account by default, named as the chamber, due in 14 days', () => {
    expect(loadConfig({}).bankTransfer).toEqual({
      payee: { name: 'Qatar–Netherlands Chamber of Commerce', iban: 'NL13TEST0123456789', bic: 'TESTNL20' },
      dueDays: 14,
    });
    const own = loadConfig({
      BANK_TRANSFER_IBAN: 'nl91 abna 0417 1643 00',
      BANK_TRANSFER_BIC: 'abnanl2a',
      BANK_TRANSFER_ACCOUNT_NAME: 'Stichting QNCC',
      BANK_TRANSFER_DUE_DAYS: '30',
    });
    expect(own.bankTransfer).toEqual({ payee: { name: 'Stichting QNCC', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' }, dueDays: 30 });
  });

  it('refuses an IBAN with wrong check digits and a malformed BIC, one line each, and the test IBAN in production', () => {
    let problems: string[] = [];
    try {
      loadConfig({ BANK_TRANSFER_IBAN: 'NL92ABNA0417164300', BANK_TRANSFER_BIC: 'ABN' });
    } catch (error) {
      problems = (error as ConfigError).problems;
    }
    expect(problems).toEqual([
      'BANK_TRANSFER_IBAN: not a valid IBAN (country format or check digits)',
      'BANK_TRANSFER_BIC: not a valid BIC (8 or 11 characters: bank, country, location, branch)',
    ]);
    const keys = {
      SITE_URL: 'https://www.qnlchamber.org',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      TICKET_SIGNING_SECRET: 'a-ticket-signing-secret-of-32-characters',
    };
    expect(() => loadConfig({ NODE_ENV: 'production', ...keys })).toThrow(/BANK_TRANSFER_IBAN: required in production/);
    expect(loadConfig({ NODE_ENV: 'production', ...keys, BANK_TRANSFER_IBAN: 'NL91ABNA0417164300' }).bankTransfer.payee.iban).toBe(
      'NL91ABNA0417164300',
    );
  });

  it('signs tickets with its own secret in production, and keeps the defaults of the event rules (hold 30 min, offer 48 h, cut-off 48 h, refund in full until 14 days, then 50 %)', () => {
    const real = {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.qnlchamber.org',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      BANK_TRANSFER_IBAN: 'NL91ABNA0417164300',
    };
    expect(() => loadConfig(real)).toThrow(/TICKET_SIGNING_SECRET: required in production/);
    expect(() => loadConfig({ ...real, TICKET_SIGNING_SECRET: 'short' })).toThrow(/TICKET_SIGNING_SECRET: at least 32/);
    const secret = 'a-ticket-signing-secret-of-32-characters';
    expect(loadConfig({ ...real, TICKET_SIGNING_SECRET: secret }).events).toEqual({
      ticketSecret: secret,
      holdMinutes: 30,
      offerHours: 48,
      cancelCutoffHours: 48,
      refundFullUntilDays: 14,
      refundLatePercent: 50,
    });
    expect(() => loadConfig({ EVENT_REFUND_LATE_PERCENT: '120' })).toThrow(/EVENT_REFUND_LATE_PERCENT/);
  });

  it('stops the server at start-up with one line per problem and a non-zero exit', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: { ...process.env, PORT: '-1', LOG_LEVEL: 'loud', DATABASE_URL: '', TRUST_PROXY: 'true' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr
      .trim()
      .split('\n')
      .filter((line) => line.startsWith('config error:'));
    expect(lines).toHaveLength(3);
    expect(lines.join('\n')).toContain('PORT');
    expect(lines.join('\n')).toContain('LOG_LEVEL');
    expect(lines.join('\n')).toMatch(/^config error: TRUST_PROXY: .*write .*TRUST_PROXY=1/m);
  });
});
