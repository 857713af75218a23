import type { WireBytes } from './wire-bytes';

/*
 * What a page's Lighthouse figures must be: issue 19's performance targets,
 * and every audit of the strict categories passed.
 */

/** Category ids whose every audit must pass (score 100). */
export const STRICT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = 'performance' | (typeof STRICT_CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  runs: number;
  /** Medians over the runs: scores 0–100, LCP and TBT in ms, CLS unitless, bytes transferred. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferred: WireBytes;
  /** Audits of the strict categories that failed in any run, as "category: audit-id". */
  failedAudits: string[];
  /** Whether the page asks to be indexed; the private pages ask not to be (decision 0016). */
  indexable: boolean;
}

export const LIGHTHOUSE_TARGETS = { performance: 98, strictCategories: 100, lcpMs: 1800, tbtMs: 100, cls: 0 };

/** CLS as Lighthouse displays it, to three decimals. */
export function roundedCls(cls: number): number {
  return Math.round(cls * 1000) / 1000;
}

/** Lighthouse's SEO audit that fails on every page asking not to be indexed. */
export const NOINDEX_AUDIT = 'seo: is-crawlable';

/** A private page asks not to be indexed on purpose; that alone does not miss the SEO target. */
function meetsStrictCategories(page: LighthousePage): boolean {
  const onlyNoindex = !page.indexable && page.failedAudits.length > 0 && page.failedAudits.every((audit) => audit === NOINDEX_AUDIT);
  return STRICT_CATEGORIES.every(
    (category) => page.scores[category] >= LIGHTHOUSE_TARGETS.strictCategories || (category === 'seo' && onlyNoindex),
  );
}

export function meetsLighthouseTargets(page: LighthousePage): boolean {
  return (
    page.scores.performance >= LIGHTHOUSE_TARGETS.performance &&
    meetsStrictCategories(page) &&
    page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    page.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
    roundedCls(page.cls) === LIGHTHOUSE_TARGETS.cls
  );
}
