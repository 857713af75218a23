import { describe, expect, it } from 'vitest';
import { serverMessages } from './server-messages';

describe('the API’s messages', () => {
  it('count seconds with the plural forms of the language', () => {
    const wait = (locale: 'en' | 'ar' | 'nl', seconds: number) => serverMessages.in(locale)('account.tooManyAttempts', { seconds });
    expect(wait('en', 1)).toBe('Too many sign-in attempts. Please try again in 1 second.');
    expect(wait('nl', 1)).toContain('over 1 seconde opnieuw');
    expect(wait('nl', 15)).toContain('over 15 seconden opnieuw');
    expect(wait('ar', 1)).toContain('بعد ثانية واحدة.');
    expect(wait('ar', 2)).toContain('بعد ثانيتين.');
    expect(wait('ar', 5)).toContain('بعد 5 ثوانٍ.');
    expect(wait('ar', 15)).toContain('بعد 15 ثانية.');
  });

  it('name the field that holds a control character before saying what is wrong with it', () => {
    expect(serverMessages.in('ar')('errors.controlCharacter', { field: 'userInfo.firstName' })).toMatch(/^userInfo\.firstName: /);
  });
});
