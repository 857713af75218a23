/** A calendar date (YYYY-MM-DD) some days later or earlier; dates carry no time zone, so neither does this. */
export function addCalendarDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
