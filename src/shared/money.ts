/** Money is integer cents everywhere; the API's decimal euro strings are made only here. */
export function centsToEuroString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Euros (a number or a decimal string such as "1250.00") to cents, as the payment element expects. */
export function euroToCents(euros: number | string): number {
  const value = typeof euros === 'string' ? Number(euros) : euros;
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${euros}`);
  return Math.round(value * 100);
}

/**
 * What someone typed as an amount of euros ("120", "120.5", "120,50") in
 * cents; undefined when it is not one. Thousands separators are refused
 * rather than guessed: "1.250" could be either.
 */
export function euroInputToCents(typed: string): number | undefined {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
