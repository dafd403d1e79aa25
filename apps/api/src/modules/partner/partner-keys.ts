import { createHash, timingSafeEqual } from 'node:crypto';
import { isPartnerKind, type PartnerKind } from '@kavach/domain';

/** One partner API key of PARTNER_KEYS, and the kind of partner it authenticates. */
export interface PartnerKey {
  kind: PartnerKind;
  key: string;
}

/** Random enough not to be guessed: 32+ characters of base64url or hex. */
const KEY = /^[A-Za-z0-9_-]{32,256}$/;

/**
 * PARTNER_KEYS = `marketplace:<key>,retailer:<key>` (decision 024). A kind may have two keys
 * during a rotation; one key may not serve two kinds. Problems are added to `problems` with the
 * other invalid variables, never quoting a key.
 */
export function parsePartnerKeys(value: string | undefined, problems: string[]): PartnerKey[] {
  const keys: PartnerKey[] = [];
  const entries = (value ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  entries.forEach((entry, i) => {
    const at = entry.indexOf(':');
    const kind = at > 0 ? entry.slice(0, at).trim() : '';
    const key = at > 0 ? entry.slice(at + 1).trim() : '';
    if (!isPartnerKind(kind))
      problems.push(`  PARTNER_KEYS: entry ${i + 1} must start with "marketplace:" or "retailer:"`);
    else if (!KEY.test(key))
      problems.push(
        `  PARTNER_KEYS: the ${kind} key of entry ${i + 1} must be 32-256 characters of A-Z a-z 0-9 _ -`,
      );
    else if (keys.some((k) => k.key === key))
      problems.push(`  PARTNER_KEYS: entry ${i + 1} repeats a key; every key belongs to one partner`);
    else keys.push({ kind, key });
  });
  for (const kind of new Set(keys.map((k) => k.kind)))
    if (keys.filter((k) => k.kind === kind).length > 2)
      problems.push(
        `  PARTNER_KEYS: at most two ${kind} keys (the current one and, during a rotation, the old one)`,
      );
  return keys;
}

const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();

/**
 * The partner a presented key belongs to, or null. Compared in constant time: both sides are
 * hashed to 32 bytes first (so the length of a key leaks nothing) and every configured key is
 * compared, whether or not an earlier one matched.
 */
export function partnerOfKey(keys: readonly PartnerKey[], presented: string | undefined): PartnerKind | null {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > 512) return null;
  const given = digest(presented);
  let found: PartnerKind | null = null;
  for (const k of keys) if (timingSafeEqual(digest(k.key), given)) found ??= k.kind;
  return found;
}
