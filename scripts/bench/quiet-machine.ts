import { cpus } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';

function processorTimes(): { idle: number; total: number } {
  let idle = 0;
  let total = 0;
  for (const { times } of cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}

/**
 * Resolves once the machine's processors were at least `idleShare` idle over
 * a whole `windowMs`: a browser just launched spends its first second starting
 * its own processes, and on two cores a page loaded meanwhile shares them, so
 * its tasks last longer than the page makes them. Gives up after
 * `timeoutMs` (a busy machine is then measured as it is) and says whether it
 * found the machine quiet.
 */
export async function machineQuiet({ windowMs = 250, idleShare = 0.9, timeoutMs = 10_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = processorTimes();
    await delay(windowMs);
    const after = processorTimes();
    const total = after.total - before.total;
    if (total > 0 && (after.idle - before.idle) / total >= idleShare) return true;
  }
  return false;
}
