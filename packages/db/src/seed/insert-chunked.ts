import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** Inserts rows in chunks (bounded bind parameters per statement). */
export async function insertChunked<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly T['$inferInsert'][],
  size = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size));
  }
}
