import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Result, type RunnerResult } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../tests/e2e/browser-options';
import { numericValue } from './lighthouse';
import { wireBytes } from './wire-bytes';
import { median } from './stats';

/**
 * Compares Lighthouse passes in one shared browser (the bench's old method)
 * with passes in a fresh browser each (the CLI's and PageSpeed's), against a
 * server that is already running. The figures in docs/benchmarks-method.md
 * come from it. Prints one JSON line per pass, then medians.
 *
 *   npx tsx scripts/bench/method-comparison.ts --origin http://localhost:4710 --paths /events,/ --runs 5 --order interleaved
 *
 * --order interleaved: one shared browser for the whole comparison, each of
 *   its passes followed by a pass in a fresh browser, so both see the same
 *   machine load;
 * --order sequential: all shared passes (every page in turn, as the old bench
 *   ran them), then all fresh ones;
 * --order no-reset: shared passes with Lighthouse's storage reset off, to show
 *   what a warm browser looks like.
 */
const { values } = parseArgs({
  options: {
    origin: { type: 'string', default: 'http://localhost:4710' },
    paths: { type: 'string', default: '/events,/' },
    runs: { type: 'string', default: '5' },
    order: { type: 'string', default: 'interleaved' },
  },
});
const origin = values.origin;
const paths = values.paths.split(',');
const runs = Number(values.runs);

type Mode = 'shared' | 'fresh' | 'shared-no-reset';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}

/**
 * What the trace says about the pass: which renderer process ran the page,
 * whether any script compiled from a code cache, and the page main thread's
 * task time in wall clock against time on a CPU (the gap is time it waited).
 */
function traceFacts(outcome: RunnerResult, url: string) {
  const events = outcome.artifacts.Trace.traceEvents as unknown as TraceEvent[];
  const navigation = events.find((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === url);
  const rendererPid = navigation?.pid;
  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.pid === rendererPid && event.args?.name === 'CrRendererMain',
  );
  const tasks = events.filter(
    (event) =>
      event.pid === rendererPid &&
      event.tid === mainThread?.tid &&
      event.ph === 'X' &&
      event.name === 'RunTask' &&
      event.tdur !== undefined,
  );
  const compiles = events.filter((event) => event.name.startsWith('v8.compile') && String(event.args?.data?.url ?? '').startsWith(origin));
  return {
    rendererPid,
    compiles: compiles.length,
    compilesFromCodeCache: compiles.filter((event) => Number(event.args?.data?.consumedCacheSize ?? 0) > 0).length,
    mainWallMs: Math.round(tasks.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000),
    mainCpuMs: Math.round(tasks.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000),
  };
}

function sumOfColumn(result: Result, auditId: string, column: string): number {
  const details = result.audits[auditId]?.details;
  if (details?.type !== 'table') return Number.NaN;
  return details.items.reduce((sum, item) => sum + (typeof item[column] === 'number' ? item[column] : 0), 0);
}

type Pass = Record<string, number | string | undefined> & { mode: Mode; path: string };
const passes: Pass[] = [];

async function pass(mode: Mode, path: string, run: number, chrome: LaunchedChrome): Promise<void> {
  const url = `${origin}${path}`;
  const load1 = Number(loadavg()[0]?.toFixed(2));
  const outcome = await lighthouse(url, { port: chrome.port, logLevel: 'error', disableStorageReset: mode === 'shared-no-reset' });
  const result = outcome?.lhr;
  if (!outcome || !result || result.runtimeError) {
    console.log(JSON.stringify({ mode, path, run, error: result?.runtimeError?.code ?? 'no result' }));
    return;
  }
  const row: Pass = {
    mode,
    path,
    run,
    performance: Math.round((result.categories.performance?.score ?? 0) * 100),
    lcpMs: Math.round(numericValue(result, 'largest-contentful-paint')),
    tbtMs: Math.round(numericValue(result, 'total-blocking-time')),
    bootupMs: Math.round(numericValue(result, 'bootup-time')),
    scriptEvaluationMs: Math.round(sumOfColumn(result, 'bootup-time', 'scripting')),
    scriptParseCompileMs: Math.round(sumOfColumn(result, 'bootup-time', 'scriptParseCompile')),
    ...wireBytes(result),
    ...traceFacts(outcome, url),
    load1,
  };
  passes.push(row);
  console.log(JSON.stringify(row));
}

async function inFreshBrowser(task: (chrome: LaunchedChrome) => Promise<void>): Promise<void> {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'error' });
  try {
    await task(chrome);
  } finally {
    chrome.kill();
  }
}

const eachRun = async (task: (path: string, run: number) => Promise<void>) => {
  for (const path of paths) for (let run = 1; run <= runs; run += 1) await task(path, run);
};

if (values.order === 'interleaved') {
  await inFreshBrowser((shared) =>
    eachRun(async (path, run) => {
      await pass('shared', path, run, shared);
      await inFreshBrowser((fresh) => pass('fresh', path, run, fresh));
    }),
  );
} else if (values.order === 'sequential') {
  await inFreshBrowser((shared) => eachRun((path, run) => pass('shared', path, run, shared)));
  await eachRun((path, run) => inFreshBrowser((fresh) => pass('fresh', path, run, fresh)));
} else if (values.order === 'no-reset') {
  await inFreshBrowser((shared) => eachRun((path, run) => pass('shared-no-reset', path, run, shared)));
} else {
  throw new Error(`--order must be interleaved, sequential or no-reset, not ${values.order}`);
}

for (const path of paths) {
  for (const mode of ['shared', 'fresh', 'shared-no-reset'] as const) {
    const rows = passes.filter((row) => row.path === path && row.mode === mode);
    if (rows.length === 0) continue;
    const medianOf = (key: string) => median(rows.map((row) => Number(row[key])));
    console.log(
      `${path} ${mode}: ${rows.length} passes, medians: performance ${medianOf('performance')}, LCP ${medianOf('lcpMs')} ms, TBT ${medianOf('tbtMs')} ms, script evaluation ${medianOf('scriptEvaluationMs')} ms, JS ${medianOf('script')} B of ${medianOf('total')} B`,
    );
  }
}
