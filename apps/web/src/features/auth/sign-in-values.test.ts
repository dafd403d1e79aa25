import { describe, expect, it } from 'vitest';
import {
  CODE_FORMAT_MESSAGE,
  INVALID_MOBILE_MESSAGE,
  codeError,
  passwordSignInBody,
  passwordSignInErrors,
  phoneError,
  phoneInput,
} from './sign-in-values';

describe('password sign-in check (decision 054: the browser and the server action alike)', () => {
  it("§5 both fields empty: 'Required field' each (a blank username too)", () => {
    expect(passwordSignInErrors({ username: '  ', password: '' })).toEqual({
      username: 'Required field',
      password: 'Required field',
    });
  });

  it('a filled form has no errors (a password of spaces is typed, not empty); the body trims the username only', () => {
    const values = { username: ' asha@example.in ', password: ' pass phrase ' };
    expect(passwordSignInErrors(values)).toEqual({});
    expect(passwordSignInBody(values)).toEqual({ username: 'asha@example.in', password: ' pass phrase ' });
  });

  it("the contract's bound: a username longer than an email may be is refused", () => {
    expect(
      passwordSignInErrors({ username: `${'a'.repeat(300)}@x.in`, password: 'x' }).username,
    ).toBeTruthy();
  });
});

describe('phone code sign-in checks', () => {
  it("§5 an empty number is 'Required field'; a number that is not an Indian mobile says so", () => {
    expect(phoneError(' ')).toBe('Required field');
    expect(phoneError('12345')).toBe(INVALID_MOBILE_MESSAGE);
    expect(phoneError('98765 43210')).toBeUndefined();
  });

  it('the number keeps digits, +, spaces and - only, 14 at most', () => {
    expect(phoneInput('+91 98765-43210 ext')).toBe('+91 98765-43210'.slice(0, 14));
    expect(phoneInput('98a76')).toBe('9876');
  });

  it('the code is six digits', () => {
    expect(codeError('9876543210', '123456')).toBeUndefined();
    expect(codeError('9876543210', '12345')).toBe(CODE_FORMAT_MESSAGE);
    expect(codeError('', '12a456')).toBe(CODE_FORMAT_MESSAGE);
  });
});
