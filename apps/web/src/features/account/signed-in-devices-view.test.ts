import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@kavach/contracts';
import {
  canSignOutOthers,
  deviceRow,
  devicesErrorText,
  devicesNotice,
  devicesPath,
} from './signed-in-devices-view';

const session = (over: Partial<AccountSession> = {}): AccountSession => ({
  id: 'sgn_1',
  device: 'Chrome on Android',
  sign_in: 'With your password',
  signed_in_at: '2025-03-05T09:00:00.000Z',
  last_active_at: '2025-03-06T18:45:00.000Z',
  current: true,
  ...over,
});

describe('“Where you’re signed in”: the address after a sign-out (decision 102)', () => {
  it('carries what was done or an error code, and nothing else', () => {
    expect(devicesPath()).toBe('/account/devices');
    expect(devicesPath({ done: 'one' })).toBe('/account/devices?done=one');
    expect(devicesPath({ done: 'others' })).toBe('/account/devices?done=others');
    expect(devicesPath({ error: 'SESSION_NOT_FOUND' })).toBe('/account/devices?error=SESSION_NOT_FOUND');
  });

  it('says what was done, as a success', () => {
    expect(devicesNotice({ done: 'one' })).toEqual({ text: 'That device is signed out.', tone: 'success' });
    expect(devicesNotice({ done: 'others' })).toEqual({
      text: 'You are signed out everywhere else.',
      tone: 'success',
    });
  });

  it('says an error in words; nothing in the address is nothing on the page', () => {
    expect(devicesNotice({})).toBeNull();
    expect(devicesNotice({ done: 'everything' })).toBeNull();
    expect(devicesNotice({ error: 'THIS_DEVICE' })).toEqual({
      text: 'To sign out of this device, use Sign out in the menu.',
      tone: 'error',
    });
  });

  it('never shows typed-in text as if we said it: an error that is not a code reads as a network failure', () => {
    expect(devicesNotice({ error: '<script>alert(1)</script>' })?.text).toContain(
      'We could not reach Kavach',
    );
    expect(devicesNotice({ error: ['SESSION_NOT_FOUND', 'THIS_DEVICE'] })).toBeNull();
  });

  it('puts each code in words', () => {
    expect(devicesErrorText('SESSION_NOT_FOUND')).toBe('This sign-in has already ended.');
    expect(devicesErrorText('THIS_DEVICE')).toBe('To sign out of this device, use Sign out in the menu.');
    expect(devicesErrorText('SIGN_IN_REQUIRED')).toBe('Please sign in again.');
    expect(devicesErrorText('CUSTOMER_ONLY')).toContain('Only the customer');
    expect(devicesErrorText('NETWORK')).toContain('We could not reach Kavach');
    expect(devicesErrorText('SOMETHING_NEW')).toContain('We could not reach Kavach');
  });
});

describe('“Where you’re signed in”: each sign-in as its card says it', () => {
  it('gives the device, how and when, in Indian time', () => {
    expect(deviceRow(session())).toEqual({
      id: 'sgn_1',
      device: 'Chrome on Android',
      signIn: 'With your password',
      signedIn: 'Wed, 5th Mar 25 - 02:30PM',
      lastActive: 'Fri, 7th Mar 25 - 12:15AM',
      current: true,
    });
  });

  it('offers "Sign out of all other devices" only when there is another device', () => {
    expect(canSignOutOthers([session()])).toBe(false);
    expect(canSignOutOthers([session(), session({ id: 'sgn_2', current: false })])).toBe(true);
  });
});
