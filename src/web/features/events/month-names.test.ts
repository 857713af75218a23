import { describe, expect, it } from 'vitest';
import { monthNames } from './month-names';

describe('monthNames', () => {
  it('names the twelve months in order in every language', () => {
    expect(monthNames('en')).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    expect(monthNames('nl')[2]).toBe('maart');
    expect(monthNames('ar')[0]).toBe('يناير');
  });
});
