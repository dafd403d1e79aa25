import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type Db, type DbHandle } from './client';

/**
 * Where each test file's database is copied from (decision 067): a PGlite data-folder tarball and a
 * PostgreSQL template database, both migrated and prepared (seeded) once per test run. Null where
 * that kind has none (no DATABASE_URL): the file's database is then migrated and prepared itself.
 */
export interface TestDbTemplates {
  pglite: string | null;
  postgres: string | null;
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

function databaseUrlOf(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const freshName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

/** Builds the templates once (a Vitest global setup); `drop()` removes them after the run. */
export async function buildTestDbTemplates(
  databaseUrl: string | undefined,
  prepare: (db: Db) => Promise<unknown>,
): Promise<{ templates: TestDbTemplates; drop(): Promise<void> }> {
  const lite = await createDb({ pgliteDir: 'memory://' });
  await lite.migrate();
  await prepare(lite.db);
  const file = path.join(tmpdir(), `${freshName('kavach-test-template')}.tar`);
  await writeFile(file, Buffer.from(await (await lite.dumpDataDir!()).arrayBuffer()));
  await lite.close();
  let postgres: string | null = null;
  if (databaseUrl) {
    postgres = freshName('kavach_test_template');
    await adminQuery(databaseUrl, `create database ${postgres}`);
    const handle = await createDb({ databaseUrl: databaseUrlOf(databaseUrl, postgres), poolMax: 2 });
    await handle.migrate();
    await prepare(handle.db);
    await handle.close();
  }
  return {
    templates: { pglite: file, postgres },
    drop: async () => {
      await rm(file, { force: true });
      if (databaseUrl && postgres)
        await adminQuery(databaseUrl, `drop database if exists ${postgres} with (force)`);
    },
  };
}

/**
 * A fresh database for one test file: in-memory PGlite, or — for `postgres` — a new database on the
 * server named by `databaseUrl`, dropped again by `close()`. Copied from `template` when given (then
 * already prepared); otherwise empty and migrated.
 */
export async function createTestDb(
  kind: 'pglite' | 'postgres',
  databaseUrl?: string,
  template?: string | null,
): Promise<DbHandle> {
  if (kind === 'pglite') {
    if (template) {
      const tarball = new Blob([await readFile(template)]);
      return createDb({ pgliteDir: 'memory://', pgliteLoadDataDir: tarball });
    }
    const handle = await createDb({ pgliteDir: 'memory://' });
    await handle.migrate();
    return handle;
  }
  if (!databaseUrl) throw new Error('createTestDb(postgres) needs a DATABASE_URL');
  const name = freshName('kavach_test');
  await adminQuery(databaseUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await createDb({ databaseUrl: databaseUrlOf(databaseUrl, name), poolMax: 20 });
  if (!template) await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The database kinds to run a suite on: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDbKinds(databaseUrl: string | undefined): Array<'pglite' | 'postgres'> {
  return databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
}
