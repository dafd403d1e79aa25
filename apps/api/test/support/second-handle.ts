import { sql } from 'drizzle-orm';
import { createDb } from '@kavach/db';
import type { Fixture } from './fixture';

/** Another pool on the fixture's own PostgreSQL database (what a second API process holds). */
export async function secondHandle(f: Fixture) {
  const result = await f.handle.db.execute(sql`select current_database() as name`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { name: string }[];
  // eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  return createDb({ databaseUrl: url.toString(), poolMax: 4 });
}
