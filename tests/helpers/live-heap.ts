import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's collector, reached without starting Node with --expose-gc, so a test can measure live memory rather than uncollected garbage. */
const collectGarbage = runInNewContext('gc') as () => void;

/** Bytes of JavaScript heap still reachable: garbage is collected first. */
export function liveHeapBytes(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
