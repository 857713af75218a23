import { describe, expect, it } from 'vitest';
import { meetsLighthouseTargets, NOINDEX_AUDIT, type LighthousePage } from './lighthouse-targets';

const onTarget: LighthousePage = {
  path: '/',
  runs: 5,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1360,
  tbtMs: 0,
  cls: 0,
  transferred: { script: 7_000, total: 60_000 },
  failedAudits: [],
  indexable: true,
};

/** A private page as Lighthouse scores it: its noindex alone costs it the SEO points. */
const privatePage: LighthousePage = {
  ...onTarget,
  path: '/account',
  indexable: false,
  scores: { ...onTarget.scores, seo: 66 },
  failedAudits: [NOINDEX_AUDIT],
};

describe('Lighthouse targets', () => {
  it('a page at 100 everywhere, fast and still, meets them', () => {
    expect(meetsLighthouseTargets(onTarget)).toBe(true);
  });

  it('each of performance, LCP, TBT and CLS misses them alone', () => {
    expect(meetsLighthouseTargets({ ...onTarget, scores: { ...onTarget.scores, performance: 97 } })).toBe(false);
    expect(meetsLighthouseTargets({ ...onTarget, lcpMs: 1801 })).toBe(false);
    expect(meetsLighthouseTargets({ ...onTarget, tbtMs: 101 })).toBe(false);
    expect(meetsLighthouseTargets({ ...onTarget, cls: 0.001 })).toBe(false);
  });

  it('a private page asking not to be indexed meets them; a public page that does so misses them', () => {
    expect(meetsLighthouseTargets(privatePage)).toBe(true);
    expect(meetsLighthouseTargets({ ...privatePage, indexable: true })).toBe(false);
  });

  it('a private page with any other failed audit misses them', () => {
    expect(meetsLighthouseTargets({ ...privatePage, failedAudits: [NOINDEX_AUDIT, 'seo: link-text'] })).toBe(false);
    expect(
      meetsLighthouseTargets({
        ...privatePage,
        scores: { ...privatePage.scores, accessibility: 96 },
        failedAudits: [NOINDEX_AUDIT, 'accessibility: color-contrast'],
      }),
    ).toBe(false);
  });
});
