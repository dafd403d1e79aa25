import { sql } from 'drizzle-orm';
import type { Db } from '@kavach/db';

/** Row counts of every table: a cheap "DB diff = 0" check for rejected writes. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const res = await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  const tables = (res as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
  const counts: Record<string, number> = {};
  for (const t of tables) {
    const r = await db.execute(sql.raw(`select count(*)::int as n from "${t}"`));
    counts[t] = (r as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
  }
  return counts;
}
