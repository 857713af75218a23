import { describe, expect, it } from 'vitest';
import { catalogText } from '../../../../tests/helpers/messages';

describe('the contact catalog', () => {
  it('shows the business hours of the specification', () => {
    expect(
      (['qatar', 'netherlands'] as const).map(
        (office) => `${catalogText('en', 'contact', `hours.${office}.days`)} ${catalogText('en', 'contact', `hours.${office}.hours`)}`,
      ),
    ).toEqual(['Sun-Thu 8:00-17:00 GMT+3', 'Mon-Fri 9:00-17:30 CET']);
  });

  it('counts team members with the plural forms of each language', () => {
    expect(catalogText('en', 'contact', 'directory.resultCount', { count: 1 })).toBe('1 team member');
    expect(catalogText('en', 'contact', 'directory.resultCount', { count: 4 })).toBe('4 team members');
    expect(catalogText('nl', 'contact', 'directory.resultCount', { count: 4 })).toBe('4 teamleden');
    expect(catalogText('ar', 'contact', 'directory.resultCount', { count: 2 })).toBe('عضوان في الفريق');
    expect(catalogText('ar', 'contact', 'directory.resultCount', { count: 20 })).toBe('20 عضوًا في الفريق');
  });
});
