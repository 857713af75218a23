import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser-options';
import { roundedCls, STRICT_CATEGORIES, type CategoryId, type LighthousePage } from './lighthouse-targets';
import { isIndexable } from './routes';
import { median } from './stats';
import { wireBytes } from './wire-bytes';

export interface LighthouseReport {
  lighthouseVersion: string;
  /** The browser as Lighthouse saw it, e.g. "HeadlessChrome/141.0.7390.65". */
  browser: string;
  pages: LighthousePage[];
  /**
   * The 1-minute load average at the start of each run, lowest and highest.
   * Simulated throttling multiplies the main-thread task times the browser
   * really took, so other work on the machine shows up in TBT.
   */
  loadAverage: { min: number; max: number };
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

export function numericValue(result: Result, auditId: string): number {
  const value = result.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse reported no ${auditId}`);
  return value;
}

function summarise(path: string, results: Result[]): LighthousePage {
  const scoreOf = (category: CategoryId) => median(results.map((result) => Math.round((result.categories[category]?.score ?? 0) * 100)));
  const transferred = results.map(wireBytes);
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
    transferred: {
      script: median(transferred.map((bytes) => bytes.script)),
      total: median(transferred.map((bytes) => bytes.total)),
    },
    failedAudits: [...new Set(results.flatMap(failedAudits))].sort(),
    indexable: isIndexable(path),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); a run that failed so is made again. */
const ATTEMPTS_PER_RUN = 3;

/**
 * One Lighthouse pass, default configuration (mobile, simulated throttling),
 * in a Chromium started for it alone, as the Lighthouse CLI and PageSpeed
 * measure, so no pass inherits anything from another beyond what
 * Lighthouse's own reset clears (docs/benchmarks-method.md compares the two).
 * chrome-launcher gives each launch a new temporary profile (`mktemp -d`) and
 * deletes it when the browser is killed; a profile folder passed in instead
 * would be left for us to delete and its log file descriptor left open.
 */
async function auditInFreshBrowser(url: string): Promise<Result> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
  });
  try {
    const outcome = await lighthouse(url, { port: chrome.port, logLevel: 'error' });
    if (!outcome) throw new Error(`Lighthouse on ${url} returned nothing`);
    return outcome.lhr;
  } finally {
    chrome.kill();
  }
}

async function auditOnce(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await auditInFreshBrowser(url);
    const problem = result.runtimeError?.message;
    if (!problem) return result;
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`Lighthouse on ${url}: ${problem}`);
    console.warn(`bench: Lighthouse on ${url} failed (${problem}); running it again`);
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each path in turn, `runsPerPage` passes each, every pass in a fresh browser; nothing else runs meanwhile. */
export async function measureLighthouse(origin: string, paths: string[], runsPerPage: number): Promise<LighthouseReport> {
  const pages: LighthousePage[] = [];
  const loads: number[] = [];
  let lastResult: Result | undefined;
  for (const path of paths) {
    const results: Result[] = [];
    for (let run = 0; run < runsPerPage; run += 1) {
      loads.push(loadavg()[0] ?? Number.NaN);
      lastResult = await auditOnce(`${origin}${path}`);
      results.push(lastResult);
    }
    const page = summarise(path, results);
    pages.push(page);
    console.log(
      `bench: lighthouse ${path}: performance ${page.scores.performance}, accessibility ${page.scores.accessibility}, best practices ${page.scores['best-practices']}, SEO ${page.scores.seo}, LCP ${page.lcpMs.toFixed(0)} ms, TBT ${page.tbtMs.toFixed(0)} ms, CLS ${roundedCls(page.cls)}, JS ${kib(page.transferred.script)} of ${kib(page.transferred.total)}`,
    );
  }
  const userAgent = lastResult?.environment.hostUserAgent ?? '';
  return {
    lighthouseVersion: lastResult?.lighthouseVersion ?? 'unknown',
    browser: /HeadlessChrome\/[\d.]+|Chrome\/[\d.]+/.exec(userAgent)?.[0] ?? userAgent,
    pages,
    loadAverage: { min: Math.min(...loads), max: Math.max(...loads) },
  };
}
