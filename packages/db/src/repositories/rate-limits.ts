import { lt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimitHits } from '../schema';

export interface RateLimitHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

/**
 * Counts one hit of a rate-limit key (decision 046), atomically for every API replica: one upsert
 * that starts a new window of `windowMs` when there is none or the last one ended, else adds one.
 * The row lock of ON CONFLICT DO UPDATE serialises concurrent hits on a key; the database's clock
 * is the one clock all replicas share.
 *
 * The statement commits asynchronously (decision 064): `set_config('synchronous_commit', 'off',
 * true)` in its own implicit transaction, so the request does not wait for the WAL to reach the
 * disk. Other sessions see the count at once; only a crash of PostgreSQL itself can forget the
 * hits counted in its last fraction of a second (at most 3 × wal_writer_delay).
 */
export async function hitRateLimit(db: Db, keyHash: string, windowMs: number): Promise<RateLimitHit> {
  const t = rateLimitHits;
  const result = await db.execute(sql`
    insert into ${t} (key_hash, hits, window_ends_at)
    select ${keyHash}, 1, clock_timestamp() + make_interval(secs => ${windowMs / 1000})
      from (select set_config('synchronous_commit', 'off', true)) as async_commit
    on conflict (key_hash) do update set
      hits = case when ${t.windowEndsAt} <= clock_timestamp() then 1 else ${t.hits} + 1 end,
      window_ends_at = case when ${t.windowEndsAt} <= clock_timestamp()
        then excluded.window_ends_at else ${t.windowEndsAt} end
    returning hits, ceil(extract(epoch from (window_ends_at - clock_timestamp())) * 1000)::float8 as ttl_ms`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    hits: unknown;
    ttl_ms: unknown;
  }>;
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { hits: Number(row.hits), ttlMs: Math.max(0, Number(row.ttl_ms)) };
}

/** Deletes the counters whose window ended before `endedBefore` (they would restart at 1 anyway). */
export async function pruneRateLimits(db: Db, endedBefore: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowEndsAt, endedBefore));
}
