import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { measureCheckoutCost } from './checkout-cost';
import { ensureHey, measureFixedRate } from './fixed-rate';
import { measureLighthouse } from './lighthouse';
import { measureLongTasks } from './long-tasks';
import { describeMachine } from './machine';
import { ensureNginx, startNginx } from './nginx';
import { buildSite, startOurServer } from './our-server';
import { freePort } from '../processes';
import { writeReport } from './report';
import { englishLighthousePaths, translatedLighthousePaths } from './routes';
import { benchSettings } from './settings';
import { measureThroughput } from './throughput';

/**
 * `npm run bench`: builds the site into its own folder, starts the built
 * server and nginx on loopback ports, measures, writes docs/benchmarks.md and
 * stops everything it started, also when a step fails or the run is interrupted.
 */
const DIST_DIR = 'dist-bench';
const REPORT_FILE = 'docs/benchmarks.md';

const settings = benchSettings(process.env);
const machine = describeMachine();
const startedAt = new Date();
const cleanups: Array<() => Promise<void>> = [];

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup().catch((error: unknown) => console.error('bench: cleanup failed:', error));
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`bench: ${signal}, stopping what the bench started`);
    void cleanUp().finally(() => process.exit(130));
  });
}

function step(message: string): void {
  console.log(`bench: ${message}`);
}

async function main(): Promise<void> {
  step(
    `${settings.quick ? 'quick trial' : 'full run'}; load average ${machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' ')} on ${machine.cores} cores`,
  );
  ensureNginx();
  ensureHey();
  const ourPort = await freePort();
  const nginxPort = await freePort();
  const siteUrl = `http://localhost:${ourPort}`;
  const ourOrigin = `http://127.0.0.1:${ourPort}`;

  step(`building into ${DIST_DIR}`);
  buildSite(DIST_DIR, siteUrl);

  const workDir = await mkdtemp(path.join(tmpdir(), 'qncc-bench-'));
  cleanups.push(() => rm(workDir, { recursive: true, force: true }));
  step(`starting our server on ${ourOrigin}`);
  const server = await startOurServer({
    distDir: DIST_DIR,
    port: ourPort,
    siteUrl,
    dataDir: path.join(workDir, 'data'),
    writesPerMinute: settings.checkoutCalls * 10,
  });
  cleanups.push(() => server.stop());

  step(`starting nginx on http://127.0.0.1:${nginxPort}`);
  const tiersJson = Buffer.from(await (await fetch(`${ourOrigin}/api/membership-tiers`)).arrayBuffer());
  const nginxDir = await mkdtemp(path.join(tmpdir(), 'qncc-bench-nginx-'));
  cleanups.push(() => rm(nginxDir, { recursive: true, force: true }));
  const nginx = await startNginx(nginxDir, nginxPort, {
    tiersJson,
    homeHtmlFile: path.join(DIST_DIR, 'client/index.html'),
  });
  cleanups.push(() => nginx.stop());

  step('throughput, ours and nginx');
  const throughput = await measureThroughput(ourOrigin, `http://127.0.0.1:${nginxPort}`, settings.throughput);
  step(`latency at ${settings.fixedRate.requestsPerSecond} req/s`);
  const fixedRate = await measureFixedRate(ourOrigin, settings.fixedRate);
  step(`checkout, ${settings.checkoutCalls} calls`);
  const checkout = await measureCheckoutCost(ourOrigin, settings.checkoutCalls);

  const { englishRoutes: englishCount, pagesPerLanguage, runsPerPage } = settings.lighthouse;
  const lighthousePaths = [
    ...englishLighthousePaths.slice(0, englishCount === 'all' ? undefined : englishCount),
    ...translatedLighthousePaths.flatMap(({ paths }) => paths.slice(0, pagesPerLanguage)),
  ];
  step(`Lighthouse, ${lighthousePaths.length} pages × ${runsPerPage} runs, each in a fresh browser`);
  const lighthouse = await measureLighthouse(siteUrl, lighthousePaths, runsPerPage);
  step(`long tasks at 4× CPU, ${settings.longTasks.paths.length} pages × ${settings.longTasks.runsPerPage} runs`);
  const longTasks = await measureLongTasks(siteUrl, settings.longTasks.paths, settings.longTasks.runsPerPage);

  const reportFile = settings.quick ? path.join(DIST_DIR, 'benchmarks-quick.md') : REPORT_FILE;
  await writeReport(reportFile, {
    startedAt,
    minutes: (Date.now() - startedAt.getTime()) / 60_000,
    machine,
    settings,
    throughput,
    fixedRate,
    checkout,
    lighthouse,
    longTasks,
  });
  step(`wrote ${reportFile}`);
}

try {
  await main();
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
