import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle } from './client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — for `postgres` — a new
 * database on the server named by `databaseUrl`, dropped again by `close()`.
 */
export async function createTestDb(kind: 'pglite' | 'postgres', databaseUrl?: string): Promise<DbHandle> {
  if (kind === 'pglite') {
    const handle = await createDb({ pgliteDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  if (!databaseUrl) throw new Error('createTestDb(postgres) needs a DATABASE_URL');
  const { default: pg } = await import('pg');
  const name = `kavach_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), poolMax: 20 });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: databaseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** The database kinds to run a suite on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDbKinds(databaseUrl: string | undefined): Array<'pglite' | 'postgres'> {
  return databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}
