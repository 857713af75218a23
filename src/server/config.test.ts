import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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

  it('refuses the sandbox in production unless it is allowed explicitly', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS_SANDBOX/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' }).payments.provider).toBe('sandbox');
  });

  it('takes payments with Stripe only when all three keys are set', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig(keys).payments).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_x' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_PUBLISHABLE_KEY: required/);
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_live_oops' })).toThrow(/STRIPE_SECRET_KEY/);
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
