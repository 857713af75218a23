import { describe, expect, it } from 'vitest';
import { registrationFormSchema } from './membership';

const valid = {
  firstName: 'Noor',
  lastName: 'Al-Thani',
  username: 'noor',
  email: 'noor@example.qa',
  password: 'long enough',
  confirmPassword: 'long enough',
  country: 'qatar',
};

function messages(input: Record<string, unknown>, locale: 'en' | 'ar' | 'nl' = 'en') {
  const result = registrationFormSchema(locale).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('registration form schema', () => {
  it('accepts a complete form, with or without a phone number', () => {
    expect(messages(valid)).toEqual({});
    expect(messages({ ...valid, phoneNumber: '+31 6 1234 5678' })).toEqual({});
  });

  it('gives every message of the spec at once, letter for letter', () => {
    expect(messages({ firstName: 'A', lastName: 'B', username: 'ab', email: 'x', password: 'short', confirmPassword: 'other' })).toEqual({
      firstName: 'First name must be at least 2 characters',
      lastName: 'Last name must be at least 2 characters',
      username: 'Username must be at least 3 characters',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: "Passwords don't match",
      country: 'Please select your country',
    });
  });

  it('speaks the page’s language', () => {
    expect(messages({ ...valid, country: undefined }, 'nl')).toEqual({ country: 'Selecteer uw land' });
    expect(messages({ ...valid, confirmPassword: 'x' }, 'ar')).toEqual({ confirmPassword: 'كلمتا المرور غير متطابقتين' });
  });

  it('counts the minimum lengths in the forms of each language', () => {
    expect(messages({ ...valid, firstName: 'A', username: 'ab', password: 'short', confirmPassword: 'short' }, 'ar')).toEqual({
      firstName: 'يجب أن يتكوّن الاسم الأول من حرفين على الأقل',
      username: 'يجب أن يتكوّن اسم المستخدم من 3 أحرف على الأقل',
      password: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل',
    });
    expect(messages({ ...valid, lastName: 'B' }, 'nl')).toEqual({ lastName: 'Achternaam moet minstens 2 tekens bevatten' });
  });

  it('refuses unknown fields', () => {
    expect(Object.keys(messages({ ...valid, role: 'admin' }))).toEqual(['']);
  });
});
