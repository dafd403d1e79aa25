import 'server-only';
import { randomBytes } from 'node:crypto';
import { cookies } from 'next/headers';
import { env } from '@/lib/env';
import { DRAFT_TTL_MS, draftKey, openDraft, sealDraft } from './draft-seal';
import type { Draft } from './draft-seal';

/*
 * The raise flow's draft cookie (decision 076): one per browser, for the plan being raised on,
 * sealed with AES-256-GCM under SELFSERVE_DRAFT_KEY. httpOnly (scripts never read it), SameSite=Lax,
 * Secure with the `__Secure-` prefix when the site is served over TLS, and sent only to /selfserve.
 */

const secure = env.SITE_URL.startsWith('https:');
export const DRAFT_COOKIE = secure ? '__Secure-ss_draft' : 'ss_draft';

/**
 * Unset (development, tests): a random secret made once per process — a draft does not outlive a
 * restart of the web server, and replicas must share a configured one. Kept on globalThis so every
 * bundle of this module (pages, server actions) uses the same one.
 */
const KEY_SLOT = Symbol.for('kavach.selfserveDraftKey');
function key(): Buffer {
  const slot = globalThis as { [KEY_SLOT]?: Buffer };
  slot[KEY_SLOT] ??= draftKey(env.SELFSERVE_DRAFT_KEY ?? randomBytes(32).toString('base64url'));
  return slot[KEY_SLOT];
}

/** The visitor's draft for this plan, or null (none, expired, another plan's, tampered with). */
export async function readDraft(osid: string): Promise<Draft | null> {
  const jar = await cookies();
  return openDraft(jar.get(DRAFT_COOKIE)?.value, key(), osid, Date.now());
}

/** Keeps the draft (server actions only); false when it is too large for a cookie. */
export async function writeDraft(draft: Draft): Promise<boolean> {
  const sealed = sealDraft(draft, key(), Date.now());
  if (!sealed.ok) return false;
  const jar = await cookies();
  jar.set(DRAFT_COOKIE, sealed.value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/selfserve',
    maxAge: DRAFT_TTL_MS / 1000,
  });
  return true;
}
