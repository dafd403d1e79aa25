import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';

/*
 * The raise flow's draft before the page's scripts run (decision 076): what the step forms posted,
 * kept in one cookie sealed with AES-256-GCM, so the customer's name, phone, email and address
 * never travel in a URL. Pure (the key and the clock are arguments): draft.server.ts reads and
 * writes the cookie.
 */

/** How long a draft lives: a raise takes minutes; an abandoned one is gone after this. */
export const DRAFT_TTL_MS = 2 * 60 * 60 * 1000;

/**
 * The longest sealed value the cookie may carry: browsers keep a cookie of at most 4,096 bytes of
 * name, value and attributes (RFC 6265 §6.1's minimum, which Chromium and Firefox apply); the name
 * and attributes take well under 200.
 */
export const DRAFT_MAX_CHARS = 3800;

const VERSION = 'v1';
const AAD = Buffer.from('kavach selfserve draft v1');

/** A form's fields as they are kept: one value, or several of one name (the chosen problems). */
export type DraftFields = Record<string, string | string[]>;

export interface Draft {
  osid: string;
  /** The step forms' fields (flow-url.ts parses them as it parses a form). */
  fields: DraftFields;
}

const Payload = z.object({
  o: z.string().min(1).max(80),
  e: z.number().int(),
  f: z.record(z.string().max(40), z.union([z.string().max(4000), z.array(z.string().max(4000)).max(20)])),
});

/** The 32-byte AES key from the configured secret (any string of 32+ characters). */
export function draftKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), 'kavach selfserve draft key', 32));
}

export type SealResult = { ok: true; value: string } | { ok: false; reason: 'too-large' };

/** The draft sealed for the cookie: `v1.` + base64url(iv ‖ ciphertext ‖ tag); refused past DRAFT_MAX_CHARS. */
export function sealDraft(draft: Draft, key: Buffer, now: number): SealResult {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const plain = Buffer.from(JSON.stringify({ o: draft.osid, e: now + DRAFT_TTL_MS, f: draft.fields }));
  const sealed = Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  const value = `${VERSION}.${sealed.toString('base64url')}`;
  return value.length > DRAFT_MAX_CHARS ? { ok: false, reason: 'too-large' } : { ok: true, value };
}

/**
 * The draft in a cookie value, or null: another key or a changed byte (GCM's tag), another plan's
 * draft, an expired one, or anything malformed — each is as if there were no draft.
 */
export function openDraft(value: string | undefined, key: Buffer, osid: string, now: number): Draft | null {
  if (!value?.startsWith(`${VERSION}.`) || value.length > DRAFT_MAX_CHARS) return null;
  const sealed = Buffer.from(value.slice(VERSION.length + 1), 'base64url');
  if (sealed.length < 12 + 16 + 2) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAAD(AAD);
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    const payload = Payload.safeParse(JSON.parse(plain.toString('utf8')));
    if (!payload.success || payload.data.o !== osid || payload.data.e <= now) return null;
    return { osid, fields: payload.data.f };
  } catch {
    return null;
  }
}
