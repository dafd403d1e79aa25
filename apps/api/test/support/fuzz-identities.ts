import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '@kavach/db';
import type { Fixture } from './fixture';
import { csrfTokenFor, hashId } from '../../src/plugins/session';
import type { Identity } from './fuzz-cases';

const COOKIE = '__Host-session_id';

/** The raw session id of a `__Host-session_id=…` cookie header. */
export const rawOf = (cookie: string) => cookie.slice(COOKIE.length + 1);

/**
 * Fresh sessions copied from signed-in templates (a customer, a staff agent), so every route is
 * reached behind its sign-in and CSRF check, and a case that signs out or rotates the session
 * (sign-in, sign-out) leaves the next case a live one: `renew()` makes new copies.
 */
export async function fuzzIdentities(f: Fixture, templates: { customer: string; staff: string }) {
  // The template rows are read once: a case that ends every session of the customer (a password
  // change, say) cannot take them away.
  const rowOf = async (raw: string) => {
    const [row] = await f.handle.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, hashId(raw)));
    if (!row) throw new Error('no such template session');
    return row;
  };
  const rows = { customer: await rowOf(templates.customer), staff: await rowOf(templates.staff) };
  const live = new Map<Identity, Record<string, string>>();
  const copy = async (row: typeof rows.customer) => {
    const raw = randomBytes(32).toString('base64url');
    await f.handle.db
      .insert(sessions)
      .values({ ...row, idHash: hashId(raw), publicId: randomBytes(16).toString('base64url') });
    return { cookie: `${COOKIE}=${raw}`, 'x-csrftoken': csrfTokenFor(f.deps.config.sessionSecret, raw) };
  };
  return {
    async headers(identity: Identity): Promise<Record<string, string>> {
      if (identity === 'anonymous') return {};
      const known = live.get(identity);
      if (known) return known;
      const made =
        identity === 'staff'
          ? await copy(rows.staff)
          : identity === 'customer'
            ? await copy(rows.customer)
            : { cookie: (await copy(rows.customer)).cookie };
      live.set(identity, made);
      return made;
    },
    renew: () => live.clear(),
  };
}
