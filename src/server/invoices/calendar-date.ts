/** The day an instant falls on in a time zone, as an ISO calendar date (YYYY-MM-DD). */
export function calendarDate(instant: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
