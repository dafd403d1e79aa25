import { describe, expect, it } from 'vitest';
import { codeFormatError, sendCodeCall, trackerSearchPath, verifyCodeCall } from './tracker-code';

// Issue 20 §3 privacy (T16.4): by phone or email the tracker search shows results only to a session
// that proved the contact with a one-time code. Decision 072: the island and the server action
// (before hydration) make the same calls, from these.
describe('tracker search code calls (issue 20 §3, decision 072)', () => {
  it('a mobile number: the SMS code and its check, with the number as typed', () => {
    const contact = { lookup: 'mobile', query: '98765 43210' } as const;
    expect(sendCodeCall(contact)).toEqual({ path: '/v3/otp/send_otp', body: { phone: '98765 43210' } });
    expect(verifyCodeCall(contact, '123456')).toEqual({
      path: '/v3/otp/verify_otp',
      body: { phone: '98765 43210', otp: '123456' },
    });
  });

  it('an email: the emailed code and its check', () => {
    const contact = { lookup: 'email', query: 'asha@example.in' } as const;
    expect(sendCodeCall(contact)).toEqual({
      path: '/v3/otp/send_email_otp',
      body: { email: 'asha@example.in' },
    });
    expect(verifyCodeCall(contact, '4321')).toEqual({
      path: '/v3/otp/verify_email_otp',
      body: { email: 'asha@example.in', otp: '4321' },
    });
  });

  it.each([
    ['123456', null],
    ['4321', null],
    ['', 'Enter the code we sent'],
    ['123', 'Enter the code we sent'],
    ['1234567', 'Enter the code we sent'],
    ['12a456', 'Enter the code we sent'],
  ])('a code %j is sent to the API only when it is 4 to 6 digits: %s', (code, error) => {
    expect(codeFormatError(code)).toBe(error);
  });

  it('a proved contact goes back to its search on the tracker search page', () => {
    expect(trackerSearchPath('+91 98765 43210')).toBe('/selfserve/tracker?query=%2B91%2098765%2043210');
    expect(trackerSearchPath('a&b@example.in')).toBe('/selfserve/tracker?query=a%26b%40example.in');
  });
});
