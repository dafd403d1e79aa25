import { describe, expect, it } from 'vitest';
import { accountDeletePath, accountDeletionErrorText, accountDeletionNotice } from './account-deletion-view';

describe('the account-deletion page’s address (decision 096)', () => {
  it('carries the step and an error code, and nothing else', () => {
    expect(accountDeletePath('start')).toBe('/account/delete');
    expect(accountDeletePath('code')).toBe('/account/delete?step=code');
    expect(accountDeletePath('code', 'OTP_INVALID')).toBe('/account/delete?step=code&error=OTP_INVALID');
    expect(accountDeletionNotice({ step: 'code', error: 'OTP_INVALID' })).toEqual({
      step: 'code',
      error: 'OTP_INVALID',
    });
  });

  it('an unknown step is the first one; an error that is not a code is dropped', () => {
    expect(accountDeletionNotice({ step: 'sideways', error: '<script>' })).toEqual({
      step: 'start',
      error: null,
    });
    expect(accountDeletionNotice({ step: ['code', 'done'] })).toEqual({ step: 'start', error: null });
  });

  it('puts each code in words; an unknown account refusal points to the phone', () => {
    expect(accountDeletionErrorText(null, '1800 123 4567')).toBeNull();
    expect(accountDeletionErrorText('OTP_INVALID', '1800 123 4567')).toContain('That code is not right.');
    expect(accountDeletionErrorText('OTP_TOO_SOON', '1800 123 4567')).toContain('Wait 30 seconds');
    expect(accountDeletionErrorText('ACCOUNT_HAS_OPEN_REQUESTS', '1800 123 4567')).toBe(
      'Your account cannot be deleted yet: see why below.',
    );
    expect(accountDeletionErrorText('ACCOUNT_SOMETHING_NEW', '1800 123 4567')).toContain('1800 123 4567');
    expect(accountDeletionErrorText('NETWORK', '1800 123 4567')).toContain('We could not reach Kavach');
  });
});
