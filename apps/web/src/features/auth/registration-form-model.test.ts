import { describe, expect, it } from 'vitest';
import {
  EMPTY_REGISTRATION,
  registrationBody,
  registrationErrorsFromServer,
  validateRegistration,
} from './registration-form-model';

const filled = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.in',
  phone: '',
  password: 'correct horse',
};

describe('validateRegistration', () => {
  it("§5: empty first name, email and password are 'Required field'; last name and mobile are optional", () => {
    expect(validateRegistration(EMPTY_REGISTRATION)).toEqual({
      first_name: 'Required field',
      email: 'Required field',
      password: 'Required field',
    });
  });

  it('T5.1: 8 characters are enough, with no composition rules', () => {
    expect(validateRegistration({ ...filled, password: 'abcdefgh' })).toEqual({});
    expect(validateRegistration({ ...filled, password: 'abcdefg' }).password).toMatch(/at least 8/);
  });

  it.each([
    ['asha@example', 'email'],
    ['12345', 'phone'],
  ] as const)('§5: %s is refused in %s', (value, field) => {
    expect(validateRegistration({ ...filled, [field]: value })[field]).toBeDefined();
  });

  it('an Indian mobile number in any usual form is accepted', () => {
    expect(validateRegistration({ ...filled, phone: '+91 98765 43210' })).toEqual({});
  });
});

describe('registrationBody', () => {
  it('trims names and email, leaves the password as typed and drops an empty mobile', () => {
    expect(registrationBody({ ...filled, first_name: ' Asha ', password: ' pass word ' })).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.in',
      password: ' pass word ',
    });
  });
});

describe('registrationErrorsFromServer', () => {
  it.each([
    ['PASSWORD_TOO_COMMON', undefined, { password: 'msg' }],
    ['PASSWORD_TOO_SHORT', { password: 'short' }, { password: 'short' }],
    ['INVALID_EMAIL', undefined, { email: 'msg' }],
    ['INVALID_PHONE', undefined, { phone: 'msg' }],
    ['RATE_LIMITED', undefined, null],
  ] as const)('%s → field error %j', (code, fields, expected) => {
    expect(registrationErrorsFromServer(code, 'msg', fields)).toEqual(expected);
  });
});

describe('validateRegistration: the SignUpBody contract (decision 054)', () => {
  it("a filled field the contract refuses gets the contract's message", () => {
    const long = {
      first_name: 'A'.repeat(61),
      last_name: '',
      email: 'asha@example.in',
      phone: '',
      password: 'monsoon-mango',
    };
    expect(validateRegistration(long)).toEqual({ first_name: expect.any(String) });
  });
});
