import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser-options';
import { median } from './stats';

/** Category ids whose every audit must pass (score 100). */
const STRICT_CATEGORIES = ['accessibility', 'best-practices', 'seo'] as const;
type CategoryId = 'performance' | (typeof STRICT_CATEGORIES)[number];

export interface LighthousePage {
  path: string;
  runs: number;
  /** Medians over the runs: scores 0–100, LCP and TBT in ms, CLS unitless. */
  scores: Record<CategoryId, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits of the strict categories that failed in any run, as "category: audit-id". */
  failedAudits: string[];
}

export interface LighthouseReport {
  lighthouseVersion: string;
  /** The browser as Lighthouse saw it, e.g. "HeadlessChrome/141.0.7390.65". */
  browser: string;
  pages: LighthousePage[];
}

export const LIGHTHOUSE_TARGETS = { performance: 98, strictCategories: 100, lcpMs: 1500, tbtMs: 100, cls: 0 };

/** CLS as Lighthouse displays it, to three decimals. */
export function roundedCls(cls: number): number {
  return Math.round(cls * 1000) / 1000;
}

export function meetsLighthouseTargets(page: LighthousePage): boolean {
  return (
    page.scores.performance >= LIGHTHOUSE_TARGETS.performance &&
    STRICT_CATEGORIES.every((category) => page.scores[category] >= LIGHTHOUSE_TARGETS.strictCategories) &&
    page.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs &&
    page.tbtMs <= LIGHTHOUSE_TARGETS.tbtMs &&
    roundedCls(page.cls) === LIGHTHOUSE_TARGETS.cls
  );
}

function failedAudits(result: Result): string[] {
  return STRICT_CATEGORIES.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = result.audits[ref.id];
      if (audit?.scoreDisplayMode === 'error') return [`${category}: ${ref.id} (audit error)`];
      return audit && audit.score !== null && audit.score < 1 ? [`${category}: ${ref.id}`] : [];
    }),
  );
}

function numericValue(result: Result, auditId: string): number {
  const value = result.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId}`);
  return value;
}

function summarise(path: string, results: Result[]): LighthousePage {
  const scoreOf = (category: CategoryId) => median(results.map((result) => Math.round((result.categories[category]?.score ?? 0) * 100)));
  return {
    path,
    runs: results.length,
    scores: {
      performance: scoreOf('performance'),
      accessibility: scoreOf('accessibility'),
      'best-practices': scoreOf('best-practices'),
      seo: scoreOf('seo'),
    },
    lcpMs: median(results.map((result) => numericValue(result, 'largest-contentful-paint'))),
    tbtMs: median(results.map((result) => numericValue(result, 'total-blocking-time'))),
    cls: median(results.map((result) => numericValue(result, 'cumulative-layout-shift'))),
    failedAudits: [...new Set(results.flatMap(failedAudits))].sort(),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); a run that failed so is made again. */
const ATTEMPTS_PER_RUN = 3;

async function auditOnce(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await lighthouse(url, { port, logLevel: 'error' });
    const problem = outcome ? outcome.lhr.runtimeError?.message : 'Lighthouse returned nothing';
    if (outcome && !problem) return outcome.lhr;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse on ${url}: ${problem}`);
    console.warn(`bench: Lighthouse on ${url} failed (${problem}); running it again`);
  }
}

/**
 * Lighthouse's default configuration (mobile, simulated throttling) on each
 * path in turn, in one headless Chromium that nothing else uses meanwhile.
 */
export async function measureLighthouse(origin: string, paths: string[], runsPerPage: number): Promise<LighthouseReport> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
  });
  try {
    const pages: LighthousePage[] = [];
    let lastResult: Result | undefined;
    for (const path of paths) {
      const results: Result[] = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        lastResult = await auditOnce(`${origin}${path}`, chrome.port);
        results.push(lastResult);
      }
      const page = summarise(path, results);
      pages.push(page);
      console.log(
        `bench: lighthouse ${path}: performance ${page.scores.performance}, accessibility ${page.scores.accessibility}, best practices ${page.scores['best-practices']}, SEO ${page.scores.seo}, LCP ${page.lcpMs.toFixed(0)} ms, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${roundedCls(page.cls)}`,
      );
    }
    const userAgent = lastResult?.environment.hostUserAgent ?? '';
    return {
      lighthouseVersion: lastResult?.lighthouseVersion ?? 'unknown',
      browser: /HeadlessChrome\/[\d.]+|Chrome\/[\d.]+/.exec(userAgent)?.[0] ?? userAgent,
      pages,
    };
  } finally {
    chrome.kill();
  }
}
