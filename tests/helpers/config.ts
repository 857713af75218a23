import { loadConfig, type AppConfig } from '../../src/server/config';

/** A valid config for tests, independent of the developer's environment. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', STATIC_DIR: '/nonexistent-static-dir' }),
    ...overrides,
  };
}
