import { describe, expect, it } from 'vitest';
import { checkOtpSend, otpLockedUntil, type OtpSendHistory } from './otp-rules';

const now = new Date('2026-11-21T10:00:00Z');
/** A time `s` seconds before now. */
const ago = (s: number) => new Date(now.getTime() - s * 1000);
const none: OtpSendHistory = { targetSends: [], ipSends: [], deadCodes: [] };
const times = (n: number, first: number, step: number) =>
  Array.from({ length: n }, (_, i) => ago(first - i * step));

describe('checkOtpSend', () => {
  it.each([
    ['a first send is allowed', none, null],
    [
      '29 s after the last send → too soon, retry in 1 s',
      { ...none, targetSends: [ago(29)] },
      { reason: 'too_soon', retryAfterSeconds: 1 },
    ],
    [
      '0 s after the last send → retry in 30 s',
      { ...none, targetSends: [now] },
      { reason: 'too_soon', retryAfterSeconds: 30 },
    ],
    ['30 s after the last send is allowed', { ...none, targetSends: [ago(30)] }, null],
    ['4 sends in 10 min → the 5th is allowed', { ...none, targetSends: times(4, 200, 40) }, null],
    [
      '5 sends in 10 min → the 6th waits until the oldest leaves the window',
      { ...none, targetSends: times(5, 500, 60) },
      { reason: 'rate_limited', retryAfterSeconds: 100 },
    ],
    [
      '5 sends, the oldest 10 min + 1 s ago → allowed',
      { ...none, targetSends: [ago(601), ...times(4, 400, 60)] },
      null,
    ],
    [
      '10 sends in 24 h → the 11th is refused',
      { ...none, targetSends: times(10, 80_000, 3600) },
      { reason: 'rate_limited', retryAfterSeconds: 86_400 - 80_000 },
    ],
    ['9 sends in 24 h → allowed', { ...none, targetSends: times(9, 80_000, 3600) }, null],
    [
      '20 sends from the IP in an hour → the 21st is refused',
      { ...none, ipSends: times(20, 3000, 100) },
      { reason: 'rate_limited', retryAfterSeconds: 600 },
    ],
    ['19 sends from the IP in an hour → allowed', { ...none, ipSends: times(19, 3000, 100) }, null],
    [
      '3 dead codes within an hour → locked for an hour from the third',
      { ...none, deadCodes: [ago(1200), ago(600), ago(60)] },
      { reason: 'locked', retryAfterSeconds: 3540 },
    ],
    [
      'lockout comes before the cooldown',
      { targetSends: [now], ipSends: [], deadCodes: [ago(3), ago(2), ago(1)] },
      { reason: 'locked', retryAfterSeconds: 3599 },
    ],
  ] as const)('%s', (_rule, history, expected) => {
    expect(checkOtpSend(history, now)).toEqual(expected);
  });
});

describe('otpLockedUntil', () => {
  it.each([
    ['2 dead codes never lock', [ago(60), ago(30)], null],
    ['3 dead codes spread over more than an hour do not lock', [ago(4000), ago(2000), ago(10)], null],
    [
      '3 dead codes within an hour lock until the third + 1 h',
      [ago(300), ago(200), ago(100)],
      new Date(now.getTime() + 3500_000),
    ],
    ['a lock that started 1 h + 1 s ago is over', [ago(3700), ago(3650), ago(3601)], null],
    [
      'the latest triple decides',
      [ago(7000), ago(6900), ago(6800), ago(50), ago(40), ago(30)],
      new Date(now.getTime() + 3570_000),
    ],
    [
      'order of the input does not matter',
      [ago(100), ago(300), ago(200)],
      new Date(now.getTime() + 3500_000),
    ],
  ] as const)('%s', (_rule, dead, expected) => {
    expect(otpLockedUntil(dead, now)).toEqual(expected);
  });
});
