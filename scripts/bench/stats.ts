/** The nearest-rank percentile (fraction 0.99 for p99) of unsorted samples. */
export function percentile(samples: readonly number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 0.5);
}
