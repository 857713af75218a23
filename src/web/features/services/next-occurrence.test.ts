import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareByStart, nextOccurrence, toIsoDate, type CalendarDate } from './next-occurrence';

const march15to18 = { month: 3, startDay: 15, endDay: 18 };

describe('nextOccurrence', () => {
  it('keeps this year while the range has not started', () => {
    expect(nextOccurrence(march15to18, { year: 2026, month: 1, day: 10 })).toEqual({
      start: { year: 2026, month: 3, day: 15 },
      end: { year: 2026, month: 3, day: 18 },
    });
  });

  it('counts the first day itself as upcoming', () => {
    expect(nextOccurrence(march15to18, { year: 2026, month: 3, day: 15 }).start.year).toBe(2026);
  });

  it('moves to next year once the range has started', () => {
    expect(nextOccurrence(march15to18, { year: 2026, month: 3, day: 16 }).start.year).toBe(2027);
    expect(nextOccurrence(march15to18, { year: 2026, month: 12, day: 31 }).start.year).toBe(2027);
  });

  it('turns the specification’s 2024 dates into future dates today', () => {
    const today = new Date();
    const todayDate = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
    const { start } = nextOccurrence({ month: 6, startDay: 5, endDay: 8 }, todayDate);
    expect(toIsoDate(start) >= toIsoDate(todayDate)).toBe(true);
  });

  it('is always on or after today and less than a year away', () => {
    const calendarDate = fc
      .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
      .map((date): CalendarDate => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() }));
    const range = fc
      .record({ month: fc.integer({ min: 1, max: 12 }), startDay: fc.integer({ min: 1, max: 28 }), length: fc.nat(3) })
      .map(({ month, startDay, length }) => ({ month, startDay, endDay: startDay + length }));
    fc.assert(
      fc.property(range, calendarDate, (dates, today) => {
        const { start, end } = nextOccurrence(dates, today);
        const oneYearLater = toIsoDate({ ...today, year: today.year + 1 });
        expect(toIsoDate(start) >= toIsoDate(today)).toBe(true);
        expect(toIsoDate(start) < oneYearLater).toBe(true);
        expect(end.year).toBe(start.year);
      }),
    );
  });
});

describe('compareByStart', () => {
  it('orders ranges by their first day across years', () => {
    const today = { year: 2026, month: 4, day: 1 };
    const ranges = [march15to18, { month: 4, startDay: 22, endDay: 25 }, { month: 6, startDay: 5, endDay: 8 }].map((dates) =>
      nextOccurrence(dates, today),
    );
    expect(ranges.sort(compareByStart).map((range) => toIsoDate(range.start))).toEqual(['2026-04-22', '2026-06-05', '2027-03-15']);
  });
});
