import type { EventTimeZone } from '@content/events/events';

/** Minutes the zone is ahead of UTC at the given moment. */
function zoneOffsetMinutes(utcMillis: number, timeZone: EventTimeZone): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(utcMillis));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - utcMillis) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone, daylight saving included. */
export function zonedTimeToUtc(isoDate: string, time: string, timeZone: EventTimeZone): number {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const firstGuess = wallClockAsUtc - zoneOffsetMinutes(wallClockAsUtc, timeZone) * 60_000;
  return wallClockAsUtc - zoneOffsetMinutes(firstGuess, timeZone) * 60_000;
}

/** A local date and time with the zone's offset on that day, in ISO 8601: 2027-06-08T13:00:00+02:00. */
export function zonedIsoDateTime(isoDate: string, time: string, timeZone: EventTimeZone): string {
  const offset = zoneOffsetMinutes(zonedTimeToUtc(isoDate, time, timeZone), timeZone);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${isoDate}T${time}:00${sign}${hours}:${minutes}`;
}
