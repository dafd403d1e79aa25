import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_BACKOFF,
  CLIENT_BACKOFF,
  failuresNeeded,
  signInWaitSeconds,
  type SignInBackoffRule,
} from '@kavach/domain';
import { recentLoginFailures, recordLoginFailure } from '@kavach/db';
import type { AppDeps } from '../deps';
import { deriveKey } from '../env';
import type { SessionOptions } from '../plugins/session';
import { AppError } from './http-errors';

/**
 * Password sign-in backoff for customers and staff (issue 18 #7, docs/product/security-tests.md#t5-3; decision 039). Failures are
 * database rows, so every API replica sees the same counters. An attempt is judged only once the
 * waits of its counters are over; until then it gets 429 with Retry-After, whatever the password:
 * - without the account's device cookie: the account's counter and the client address's counter;
 * - with it (a browser the account signed in on before): only that device's own counter, so
 *   failures made elsewhere never slow the owner's own browser.
 */

/** A browser that signed in to an account keeps this cookie: `nonce.HMAC(account key, nonce)`. */
export const DEVICE_COOKIE_TTL_MS = 180 * 24 * 60 * 60 * 1000;
export const deviceCookieName = (secure: boolean) => (secure ? '__Host-sign_in_device' : 'sign_in_device');

export interface SignInSubject {
  /** `customer:<id>` / `staff:<id>`, or the hash of an unknown login id (same rule for both). */
  accountKey: string;
  customerId: number | null;
}

export const customerSubject = (id: number): SignInSubject => ({
  accountKey: `customer:${id}`,
  customerId: id,
});
export const staffSubject = (id: number): SignInSubject => ({ accountKey: `staff:${id}`, customerId: null });

const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');

/** An unknown login id is counted under a hash of it: slowed exactly like a known account (docs/product/security-tests.md#t4-11). */
export const unknownSubject = (kind: 'customer' | 'staff', loginId: string): SignInSubject => ({
  accountKey: `${kind}-login:${sha256(loginId.trim().toLowerCase())}`,
  customerId: null,
});

const deviceMac = (secret: string, accountKey: string, nonce: string) =>
  createHmac('sha256', deriveKey(secret, 'sign-in-device'))
    .update(`${accountKey}.${nonce}`)
    .digest('base64url');

/** The device key of the request when its device cookie belongs to this account, else null. */
export function deviceOf(request: FastifyRequest, opts: SessionOptions, accountKey: string): string | null {
  const raw = request.cookies[deviceCookieName(opts.cookieSecure)];
  const match = raw ? /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(raw) : null;
  if (!match) return null;
  const expected = Buffer.from(deviceMac(opts.secret, accountKey, match[1]!));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? sha256(match[1]!) : null;
}

/** After a successful sign-in: this browser is the account's device from now on. */
export function rememberDevice(reply: FastifyReply, opts: SessionOptions, accountKey: string): void {
  const nonce = randomBytes(16).toString('base64url');
  reply.setCookie(
    deviceCookieName(opts.cookieSecure),
    `${nonce}.${deviceMac(opts.secret, accountKey, nonce)}`,
    {
      httpOnly: true,
      secure: opts.cookieSecure,
      sameSite: 'lax',
      path: '/',
      maxAge: DEVICE_COOKIE_TTL_MS / 1000,
    },
  );
}

/** The seconds this attempt must still wait (0: judge the password now). */
async function waitSeconds(
  deps: AppDeps,
  request: FastifyRequest,
  who: SignInSubject,
  device: string | null,
) {
  const now = deps.clock.now();
  const since = (rule: SignInBackoffRule) => new Date(now.getTime() - rule.windowMs);
  const account = await recentLoginFailures(
    deps.db,
    { accountKey: who.accountKey, deviceKey: device },
    since(ACCOUNT_BACKOFF),
    failuresNeeded(ACCOUNT_BACKOFF),
  );
  const wait = signInWaitSeconds(account, ACCOUNT_BACKOFF, now);
  if (device !== null) return wait;
  const client = await recentLoginFailures(
    deps.db,
    { ip: request.ip },
    since(CLIENT_BACKOFF),
    failuresNeeded(CLIENT_BACKOFF),
  );
  return Math.max(wait, signInWaitSeconds(client, CLIENT_BACKOFF, now));
}

/** Throws 429 RATE_LIMITED with Retry-After while the attempt's counters say wait. */
export async function refuseWhileWaiting(
  deps: AppDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  who: SignInSubject,
  device: string | null,
): Promise<void> {
  const wait = await waitSeconds(deps, request, who, device);
  if (wait === 0) return;
  reply.header('retry-after', String(wait));
  throw new AppError(
    429,
    'RATE_LIMITED',
    `Too many sign-in attempts. Please try again in ${wait < 120 ? `${wait} seconds` : `${Math.ceil(wait / 60)} minutes`}.`,
    { retry_after_seconds: wait },
  );
}

export async function recordSignInFailure(
  deps: AppDeps,
  request: FastifyRequest,
  who: SignInSubject,
  device: string | null,
): Promise<void> {
  await recordLoginFailure(deps.db, {
    accountKey: who.accountKey,
    deviceKey: device,
    customerId: who.customerId,
    ip: request.ip,
    now: deps.clock.now(),
  });
}
