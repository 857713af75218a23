import { describe, expect, it } from 'vitest';
import { serverFieldError } from './server-field-error';

describe('serverFieldError', () => {
  it('reads the field path and the message of a validation answer', () => {
    expect(serverFieldError('address.postcode: Please enter a valid postcode')).toEqual({
      path: 'address.postcode',
      message: 'Please enter a valid postcode',
    });
  });

  it('takes a message without a field, or with words before a colon, as no field error', () => {
    expect(serverFieldError('Too many requests. Please wait a minute.')).toBeUndefined();
    expect(serverFieldError('Note well: this failed')).toBeUndefined();
    expect(serverFieldError(undefined)).toBeUndefined();
  });
});
