import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  assertAcceptablePassword,
  hashPassword,
  needsRehash,
  upgradedHash,
  verifyPassword,
} from './password';

const ranked = dictionary['passwords-common'] as string[];

describe('password rule (security plan T5.1, T5.2)', () => {
  it('T5.1 refuses every one of the top-3000 common passwords of 8+ characters', () => {
    const top = ranked.filter((p) => p.length >= 8).slice(0, 3000);
    expect(top).toHaveLength(3000);
    const accepted = top.filter((p) => {
      try {
        assertAcceptablePassword(p);
        return true;
      } catch {
        return false;
      }
    });
    expect(accepted).toEqual([]);
  });

  it('T5.1 accepts a random 8-character password and 64- and 128-character ones; no composition rules', () => {
    for (const p of [
      randomBytes(6).toString('base64url'),
      'a'.repeat(3) + 'zqxjkvbp'.repeat(7) + 'x',
      randomBytes(96).toString('base64url'),
      'correct horse battery staple lantern',
    ])
      expect(() => assertAcceptablePassword(p)).not.toThrow();
  });

  it('T5.1 refuses fewer than 8 characters (counted as characters, not bytes)', () => {
    expect(() => assertAcceptablePassword('seven77')).toThrow(/at least 8/);
    expect(() => assertAcceptablePassword('पासवर्ड')).toThrow(/at least 8/);
  });

  it('T5.2 hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('mango-ladder-93-kite');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'mango-ladder-93-kite')).toBe(true);
    expect(await verifyPassword(hash, 'mango-ladder-93-kitE')).toBe(false);
    expect(await verifyPassword(null, 'anything-at-all')).toBe(false);
  });

  it("decision 084: a hash of other settings (older t, m or p, or not argon2id) needs a new hash; one of today's does not", async () => {
    const today = await hashPassword('mango-ladder-93-kite');
    expect(needsRehash(today)).toBe(false);
    expect(await upgradedHash(today, 'mango-ladder-93-kite')).toBeNull();
    const tail = today.slice(today.lastIndexOf('$', today.lastIndexOf('$') - 1));
    for (const settings of ['m=32768,t=16,p=1', 'm=19456,t=20,p=1', 'm=32768,t=20,p=2'])
      expect(needsRehash(`$argon2id$v=19$${settings}${tail}`)).toBe(true);
    expect(needsRehash('$argon2i$v=19$m=32768,t=20,p=1' + tail)).toBe(true);
    expect(needsRehash('$2b$12$abcdefghijklmnopqrstuv')).toBe(true);
    const upgraded = await upgradedHash('$argon2id$v=19$m=32768,t=16,p=1' + tail, 'mango-ladder-93-kite');
    expect(upgraded && needsRehash(upgraded)).toBe(false);
    expect(await verifyPassword(upgraded, 'mango-ladder-93-kite')).toBe(true);
  });
});
