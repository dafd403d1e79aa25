import { sql } from 'drizzle-orm';
import type { Db } from '@kavach/db';

/**
 * Tables that are the limiter's own bookkeeping, not data a request writes: a rejected request
 * still counts against its rate limit (decision 046), which is the point of the limit.
 */
const BOOKKEEPING = new Set(['rate_limit_hits']);

/** Row counts of every table but the limiter's: a cheap "DB diff = 0" check for rejected writes. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const res = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const tables = (res as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    if (BOOKKEEPING.has(t)) continue;
    const r = await db.execute(sql.raw(`select count(*)::int as n from "${t}"`));
    counts[t] = (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }
  return counts;
}
