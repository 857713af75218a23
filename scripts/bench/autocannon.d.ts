/** The part of autocannon's Node API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
  }

  export interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  export interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    /** Connection errors, timeouts included. */
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds. */
    duration: number;
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    stop(): void;
  }

  export default function autocannon(options: Options): Instance;
}
