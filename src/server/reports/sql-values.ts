/** An instant from a raw query: the drivers answer a Date, or text for a computed column. */
export function isoInstant(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoInstantOrNull(value: Date | string | null): string | null {
  return value === null ? null : isoInstant(value);
}

/** A bigint sum or count: node-postgres answers text, PGlite a number or a bigint. */
export function wholeNumber(value: string | number | bigint | null): number {
  const number = Number(value ?? 0);
  if (!Number.isSafeInteger(number)) throw new RangeError(`not a safe integer: ${String(value)}`);
  return number;
}
