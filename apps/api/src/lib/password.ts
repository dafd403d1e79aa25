import { createRequire } from 'node:module';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from './http-errors';

/**
 * Passwords of customers and staff: argon2id (Algorithm.Argon2id = 2), m = 32 MiB, t = 20, p = 1 —
 * above OWASP's minimum (m = 19 MiB, t = 2) and tuned so one hash takes 100–500 ms on the 2-core
 * bench machine (docs/product/security-tests.md#t5-2; `npm run bench` reports sign-in p99). Verification of an unknown account
 * still runs one argon2 verify against a fixed hash, so timing does not reveal which accounts exist
 * (docs/product/security-tests.md#t4-11).
 */
const OPTIONS = { algorithm: 2, memoryCost: 32_768, timeCost: 20, parallelism: 1 } as const;

/**
 * Whether a stored hash was made with other settings than today's (an older `t`, `m` or `p`, or not
 * argon2id): the sign-in that has just verified the password stores a new hash (decision 084), so
 * every account moves to the current cost as it is used.
 */
export function needsRehash(storedHash: string): boolean {
  const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(storedHash);
  if (!params) return true;
  const [, m, t, p] = params.map(Number);
  return m !== OPTIONS.memoryCost || t !== OPTIONS.timeCost || p !== OPTIONS.parallelism;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** After a password was verified against `storedHash`: a hash at today's settings to store, or null when it already is. */
export async function upgradedHash(storedHash: string, password: string): Promise<string | null> {
  return needsRehash(storedHash) ? hashPassword(password) : null;
}

let dummy: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('not-a-real-password-for-timing');
  const target = storedHash ?? (await dummy);
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== null;
  } catch {
    return false;
  }
}

/** docs/product/security-tests.md#t5-1: at least 8 characters, at most 256, no composition rules, not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * The ranked list of common passwords of zxcvbn-ts (≈ 49,000; every one of 8+ characters is
 * refused), loaded on the first password check rather than at start (cold start).
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as {
      dictionary: Record<string, string[]>;
    };
    common = new Set(dictionary['passwords-common']!.filter((p) => p.length >= PASSWORD_MIN_LENGTH));
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  return list.has(password.toLowerCase()) || list.has(password);
}

/** Throws a 400 a person understands when a new password breaks the rule. */
export function assertAcceptablePassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH)
    throw new AppError(400, 'PASSWORD_TOO_SHORT', 'Use at least 8 characters for your password.', {
      fields: { password: 'Use at least 8 characters.' },
    });
  if (password.length > PASSWORD_MAX_LENGTH)
    throw new AppError(400, 'PASSWORD_TOO_LONG', 'Use at most 256 characters for your password.');
  if (isCommonPassword(password))
    throw new AppError(
      400,
      'PASSWORD_TOO_COMMON',
      'This password is too common and easy to guess. Please choose another one.',
      { fields: { password: 'This password is too common.' } },
    );
}
