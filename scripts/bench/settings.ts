/** How long and how much each measurement runs: the numbers, or a short trial with BENCH_QUICK=1. */
export interface BenchSettings {
  quick: boolean;
  throughput: { connections: number; seconds: number; warmupSeconds: number };
  fixedRate: { requestsPerSecond: number; connections: number; seconds: number };
  checkoutCalls: number;
  /** Each run is a fresh browser, so runs per page sets most of the bench's length (about 15 s a run on 2 cores). */
  lighthouse: { runsPerPage: number; englishRoutes: number | 'all'; pagesPerLanguage: number };
  longTasks: { paths: string[]; runsPerPage: number };
}

/** Where long tasks are measured: a content page, every kind of island, the buying path, in Arabic too. */
const longTaskPaths = [
  '/',
  '/about',
  '/events',
  '/ar/events',
  '/news',
  '/contact',
  '/membership',
  '/membership/checkout/professional',
  '/membership/success?tier=professional',
  '/account',
];

const full: BenchSettings = {
  quick: false,
  throughput: { connections: 50, seconds: 15, warmupSeconds: 3 },
  fixedRate: { requestsPerSecond: 1000, connections: 10, seconds: 30 },
  checkoutCalls: 200,
  lighthouse: { runsPerPage: 5, englishRoutes: 'all', pagesPerLanguage: 6 },
  longTasks: { paths: longTaskPaths, runsPerPage: 3 },
};

const quick: BenchSettings = {
  quick: true,
  throughput: { connections: 50, seconds: 3, warmupSeconds: 1 },
  fixedRate: { requestsPerSecond: 1000, connections: 10, seconds: 5 },
  checkoutCalls: 20,
  lighthouse: { runsPerPage: 1, englishRoutes: 2, pagesPerLanguage: 1 },
  longTasks: { paths: longTaskPaths.slice(0, 2), runsPerPage: 1 },
};

export function benchSettings(environment: NodeJS.ProcessEnv): BenchSettings {
  return environment.BENCH_QUICK === '1' ? quick : full;
}
