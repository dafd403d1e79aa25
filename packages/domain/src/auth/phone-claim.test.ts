import { describe, expect, it } from 'vitest';
import { phoneProofOutcome } from './phone-claim';

const now = new Date('2026-11-21T06:30:00Z');

describe('phone proof outcome (issue 18 #1, decision 039)', () => {
  it('issue 18 #1: a verified phone, or an account with no other way in, is opened by the phone’s code', () => {
    expect(
      phoneProofOutcome({
        email: 'a@example.in',
        phoneVerifiedAt: now,
        passwordHash: 'h',
        emailVerifiedAt: now,
      }),
    ).toBe('open');
    expect(
      phoneProofOutcome({
        email: 'a@example.in',
        phoneVerifiedAt: null,
        passwordHash: null,
        emailVerifiedAt: null,
      }),
    ).toBe('open');
  });

  it('issue 18 #1: an unverified claim by an account with a password or a verified email is detached', () => {
    expect(
      phoneProofOutcome({
        email: 'a@example.in',
        phoneVerifiedAt: null,
        passwordHash: 'h',
        emailVerifiedAt: null,
      }),
    ).toBe('detach');
    expect(
      phoneProofOutcome({
        email: 'a@example.in',
        phoneVerifiedAt: null,
        passwordHash: null,
        emailVerifiedAt: now,
      }),
    ).toBe('detach');
    // Without an email the phone is the account's only login id: it cannot be detached.
    expect(
      phoneProofOutcome({ email: null, phoneVerifiedAt: null, passwordHash: 'h', emailVerifiedAt: null }),
    ).toBe('open');
  });
});
