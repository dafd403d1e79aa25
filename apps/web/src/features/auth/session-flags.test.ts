import { describe, expect, it } from 'vitest';
import { isSignInPage, readCookie, reloadDecision, signedOutAlertDecision } from './session-flags';

const LOADED_AT = 1_760_000_000_000;
const CUSTOMER = { customer: { id: 'c1', first_name: 'Asha', name: 'Asha Rao' } };
const VISITOR = { customer: null };

describe('readCookie', () => {
  it.each([
    ['csrftoken=abc; is_authenticate=1', 'is_authenticate', '1'],
    ['is_authenticate=1', 'is_authenticate', '1'],
    ['canTriggerReload=1760000000000;city=mumbai', 'canTriggerReload', '1760000000000'],
    ['x_is_authenticate=1', 'is_authenticate', null],
    ['', 'is_authenticate', null],
    ['next=%2Faccount', 'next', '/account'],
    ['bad=%E0%A4%A', 'bad', '%E0%A4%A'],
  ])('%j → %s = %j', (cookies, name, value) => expect(readCookie(cookies, name)).toBe(value));
});

describe('§4 reload flag (canTriggerReload): reloadDecision', () => {
  it('no flag: nothing to do', () => expect(reloadDecision(null, LOADED_AT)).toBe('keep'));

  it('a sign-in or sign-out after this page loaded: reload once (the flag is cleared first)', () =>
    expect(reloadDecision(String(LOADED_AT + 1), LOADED_AT)).toBe('reload'));

  it('a page loaded after the change is current: keep the flag for older pages', () => {
    expect(reloadDecision(String(LOADED_AT - 1), LOADED_AT)).toBe('keep');
    expect(reloadDecision(String(LOADED_AT), LOADED_AT)).toBe('keep');
  });

  it('an unreadable flag is cleared without a reload', () => {
    for (const flag of ['', 'true', '1e20', '-5', '12.5', '9'.repeat(16)])
      expect(reloadDecision(flag, LOADED_AT), flag).toBe('clear');
  });
});

describe('§4 sign-out alert: signedOutAlertDecision', () => {
  it('shown only when authenticated by the hint and flagged (bootstrap without a customer); the hint goes', () =>
    expect(signedOutAlertDecision(true, VISITOR, '/')).toEqual({ showAlert: true, hint: 'clear' }));

  it('shown on any page but the sign-in pages, the account area included', () =>
    expect(signedOutAlertDecision(true, VISITOR, '/account/plans').showAlert).toBe(true));

  it('not shown on the sign-in pages (already there); the hint still goes', () => {
    for (const path of ['/login', '/registration', '/password-reset', '/email-verification'])
      expect(signedOutAlertDecision(true, VISITOR, path), path).toEqual({ showAlert: false, hint: 'clear' });
  });

  it('not shown without the hint (a visitor, or signed out from this browser)', () =>
    expect(signedOutAlertDecision(false, VISITOR, '/')).toEqual({ showAlert: false, hint: 'keep' }));

  it('signed in: no alert; a missing hint is set (app-mode sign-in, older sign-ins)', () => {
    expect(signedOutAlertDecision(true, CUSTOMER, '/')).toEqual({ showAlert: false, hint: 'keep' });
    expect(signedOutAlertDecision(false, CUSTOMER, '/')).toEqual({ showAlert: false, hint: 'set' });
  });

  it('a failed bootstrap decides nothing (no alert, hint kept)', () => {
    expect(signedOutAlertDecision(true, null, '/')).toEqual({ showAlert: false, hint: 'keep' });
    expect(signedOutAlertDecision(false, null, '/')).toEqual({ showAlert: false, hint: 'keep' });
  });
});

describe('isSignInPage', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/password-reset', true],
    ['/loginx', false],
    ['/', false],
    ['/account/login', false],
  ])('%s → %s', (path, expected) => expect(isSignInPage(path)).toBe(expected));
});
