import { describe, expect, it } from 'vitest';
import { ACCOUNT_BACKOFF, CLIENT_BACKOFF, failuresNeeded, signInWaitSeconds } from './sign-in-throttle';

const at = (s: number) => new Date(Date.UTC(2026, 10, 21, 6, 0, 0) + s * 1000);
/** `n` failures, the newest at second `last`, one second apart, newest first. */
const failures = (n: number, last = 0) => Array.from({ length: n }, (_, i) => at(last - i));

describe('sign-in backoff (issue 18 #7, T5.3)', () => {
  it('T5.3 per account: 3 failures free, then 1, 2, 4 … 64 s after the newest, 5 minutes from the 10th on', () => {
    const waits = Array.from({ length: 13 }, (_, n) =>
      signInWaitSeconds(failures(n), ACCOUNT_BACKOFF, at(0)),
    );
    expect(waits).toEqual([0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 300, 300, 300]);
  });

  it('issue 18 #7: the wait counts from the newest failure and ends — the owner is never refused for good', () => {
    expect(signInWaitSeconds(failures(12), ACCOUNT_BACKOFF, at(299))).toBe(1);
    expect(signInWaitSeconds(failures(12), ACCOUNT_BACKOFF, at(300))).toBe(0);
    // Failures older than 15 minutes no longer count.
    expect(signInWaitSeconds(failures(12, -901), ACCOUNT_BACKOFF, at(0))).toBe(0);
  });

  it('T5.3 per client: 10 failures free, then doubling up to 30 s; 30 in 15 minutes block until one leaves the window', () => {
    expect(signInWaitSeconds(failures(9), CLIENT_BACKOFF, at(0))).toBe(0);
    expect(signInWaitSeconds(failures(10), CLIENT_BACKOFF, at(0))).toBe(1);
    expect(signInWaitSeconds(failures(16), CLIENT_BACKOFF, at(0))).toBe(30);
    // 30 failures, the oldest 29 s ago: blocked until it is 15 minutes old.
    expect(signInWaitSeconds(failures(30), CLIENT_BACKOFF, at(0))).toBe(15 * 60 - 29);
    expect(signInWaitSeconds(failures(30), CLIENT_BACKOFF, at(15 * 60 - 29))).toBe(0);
  });

  it('failuresNeeded covers every step of each rule', () => {
    expect(failuresNeeded(ACCOUNT_BACKOFF)).toBeGreaterThanOrEqual(13);
    expect(failuresNeeded(CLIENT_BACKOFF)).toBeGreaterThanOrEqual(30);
  });
});
