import { describe, expect, it } from 'vitest';
import { contactLookupType } from './contact-lookup-type';

describe('contactLookupType', () => {
  it.each([
    ['an email is email', 'ravi@example.com', 'email'],
    ['an email with surrounding spaces is email', '  ravi@example.in ', 'email'],
    ['six digits, dash, six digits is sr', '123456-654321', 'sr'],
    ['five digits before the dash is mobile', '12345-654321', 'mobile'],
    ['seven digits after the dash is mobile', '123456-6543210', 'mobile'],
    ['twelve digits without a dash is mobile', '123456654321', 'mobile'],
    ['a 10-digit phone number is mobile', '9876543210', 'mobile'],
    ['an email with a 4-letter suffix is mobile', 'ravi@example.info', 'mobile'],
    ['an empty string is mobile', '', 'mobile'],
  ] as const)('§5 contact lookup: %s', (_rule, value, expected) => {
    expect(contactLookupType(value)).toBe(expected);
  });
});
