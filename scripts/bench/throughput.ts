import type { BenchSettings } from './settings';
import { loadEndpoints, loadHeaders } from './endpoints';
import { runLoad, type LoadResult } from './load';

export interface ThroughputRow {
  endpoint: string;
  ours: LoadResult;
  nginx: LoadResult;
  /** Our requests per second over nginx's. */
  ratio: number;
}

export const THROUGHPUT_TARGET_RATIO = 0.5;

/** The comparison is fair only if both servers send the same document the same way. */
async function assertSameAnswer(ourUrl: string, nginxUrl: string): Promise<void> {
  const [ours, nginx] = await Promise.all([ourUrl, nginxUrl].map((url) => fetch(url, { headers: loadHeaders })));
  if (!ours || !nginx) throw new Error('fetch returned nothing');
  for (const header of ['content-type', 'content-encoding']) {
    if (ours.headers.get(header) !== nginx.headers.get(header)) {
      throw new Error(`${header} differs: ours ${ours.headers.get(header)}, nginx ${nginx.headers.get(header)} (${ourUrl})`);
    }
  }
  if ((await ours.text()) !== (await nginx.text())) throw new Error(`nginx serves a different body than ${ourUrl}`);
}

/** Each endpoint on both servers, one after the other, at the same connections and duration. */
export async function measureThroughput(
  ourOrigin: string,
  nginxOrigin: string,
  settings: BenchSettings['throughput'],
): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = [];
  for (const endpoint of loadEndpoints) {
    await assertSameAnswer(`${ourOrigin}${endpoint.path}`, `${nginxOrigin}${endpoint.path}`);
    const load = (origin: string) =>
      runLoad({
        url: `${origin}${endpoint.path}`,
        connections: settings.connections,
        seconds: settings.seconds,
        warmupSeconds: settings.warmupSeconds,
        headers: loadHeaders,
      });
    const ours = await load(ourOrigin);
    const nginx = await load(nginxOrigin);
    const ratio = ours.requestsPerSecond / nginx.requestsPerSecond;
    console.log(
      `bench: throughput ${endpoint.label}: ours ${ours.requestsPerSecond.toFixed(0)} req/s, nginx ${nginx.requestsPerSecond.toFixed(0)} req/s, ratio ${ratio.toFixed(2)}`,
    );
    rows.push({ endpoint: endpoint.label, ours, nginx, ratio });
  }
  return rows;
}
