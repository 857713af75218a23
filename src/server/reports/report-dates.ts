import { sql, type SQL } from 'drizzle-orm';

/** The instant a calendar day (YYYY-MM-DD) begins in a time zone. */
function dayStart(day: string, timeZone: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::int)::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * "From day A to day B" as the chamber means it: whole days in the invoicing
 * time zone, B included. Conditions on an instant column; TRUE without bounds.
 */
export function withinDays(instant: SQL, range: { from?: string | undefined; to?: string | undefined }, timeZone: string): SQL {
  const conditions = [sql`TRUE`];
  if (range.from) conditions.push(sql`${instant} >= ${dayStart(range.from, timeZone)}`);
  if (range.to) conditions.push(sql`${instant} < ${dayStart(range.to, timeZone, 1)}`);
  return sql.join(conditions, sql` AND `);
}

/** The instant the month or the year of `now` began in a time zone. */
export function periodStart(period: 'month' | 'year', now: Date, timeZone: string): SQL {
  return sql`(date_trunc(${period}, ${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone}) AT TIME ZONE ${timeZone})`;
}
