import { hash, verify } from '@node-rs/argon2';

/**
 * Staff passwords: argon2id (Algorithm.Argon2id = 2) with the library's defaults, which are OWASP's
 * minimum (m = 19 MiB, t = 2, p = 1). Verification of an unknown username still runs one argon2
 * verify against a fixed hash, so the time taken does not reveal which usernames exist.
 */
const ARGON2ID = 2;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
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
