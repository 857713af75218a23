import { describe, expect, it } from 'vitest';
import { englishLighthousePaths, englishRoutes, isIndexable, translatedLighthousePaths } from './routes';

describe('Lighthouse pages', () => {
  it('audits every English route, the success page also as a buyer lands on it', () => {
    expect(englishLighthousePaths).toEqual(expect.arrayContaining(englishRoutes.map((route) => route.path)));
    expect(englishLighthousePaths).toContain('/membership/success');
    expect(englishLighthousePaths).toContain('/membership/success?tier=professional');
    expect(englishLighthousePaths).toHaveLength(englishRoutes.length + 1);
  });

  it('samples the same six pages in Arabic and in Dutch', () => {
    expect(translatedLighthousePaths).toEqual([
      {
        locale: 'ar',
        paths: ['/ar', '/ar/membership', '/ar/membership/checkout/professional', '/ar/events', '/ar/news', '/ar/contact'],
      },
      {
        locale: 'nl',
        paths: ['/nl', '/nl/membership', '/nl/membership/checkout/professional', '/nl/events', '/nl/news', '/nl/contact'],
      },
    ]);
  });
});

describe('which audited pages ask to be indexed', () => {
  it('the public pages in every language, not the buying path, the member area or the back office', () => {
    expect(['/', '/ar/events', '/nl/contact', '/news/startup-bridge-first-cohort'].filter(isIndexable)).toHaveLength(4);
    expect(
      [
        '/membership/checkout/professional',
        '/ar/membership/checkout/professional',
        '/membership/success?tier=professional',
        '/account',
        '/admin/members/_',
      ].filter(isIndexable),
    ).toEqual([]);
  });
});
