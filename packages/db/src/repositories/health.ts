import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** One round trip to the database (GET /health): throws when it is unavailable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
