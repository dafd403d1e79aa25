import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { dirname, join } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** A Drizzle database over either PGlite or node-postgres: one SQL dialect for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations (idempotent). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data folder as a tarball (PGlite's `dumpDataDir`), to start copies from (test templates). */
  dumpDataDir?(): Promise<Blob>;
}

export interface CreateDbOptions {
  /** postgres://… to use a PostgreSQL server; otherwise PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; `memory://` for an in-memory database (tests). */
  pgliteDir?: string | undefined;
  /** PGlite only: start from this data folder tarball (from `dumpDataDir`) instead of an empty database. */
  pgliteLoadDataDir?: Blob | undefined;
  /** node-postgres pool size. */
  poolMax?: number | undefined;
}

/** Absolute path of the committed migrations folder, wherever the caller is bundled. */
export function migrationsFolder(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@kavach/db/package.json')), 'migrations');
}

/** How long node-postgres may take to hand out a connection (pool wait or connect). */
export const CONNECTION_TIMEOUT_MS = 3_000;

/**
 * PGlite's 9 MB WebAssembly runs on V8's baseline compiler (Liftoff) only (decisions 034, 050): with
 * V8's default tiering the API's RSS after a cart-read load measured 355–383 MB against 304 MB,
 * over the PGlite goal of 350 MB. Set (idempotently) before PGlite compiles its module, once per
 * process; PostgreSQL mode never loads WebAssembly.
 */
const baselineWasmOnly = () => setFlagsFromString('--liftoff-only');

export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const db = drizzle({
      connection: {
        connectionString: options.databaseUrl,
        max: options.poolMax ?? 10,
        // A request waits at most this long for a connection (a free one, or a new one while the
        // server restarts), then fails, and the API answers 503 + Retry-After (docs/product/security-tests.md#t9-2) instead of
        // hanging: node-postgres waits for ever by default.
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      },
      schema,
    });
    // An idle pooled connection can die (server restart, a dropped test database): node-postgres
    // then emits 'error' on the pool, which would crash the process without a listener. The pool
    // replaces the client on the next checkout; only unexpected errors are worth a warning.
    db.$client.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.warn(`[db] idle PostgreSQL connection failed: ${err.message}`);
    });
    // A checked-out client (a transaction between two statements) whose connection dies emits
    // 'error' on itself, not on the pool, and node-postgres removes the pool's listener while a
    // client is out: without this listener a database restart crashed the API (found by docs/product/security-tests.md#t9-2).
    // The client's next statement then fails, and the request answers 503.
    db.$client.on('connect', (client) => {
      client.on('error', () => undefined);
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
      close: () => db.$client.end(),
    };
  }
  baselineWasmOnly();
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // PGlite through its public API only, with Drizzle's own PGlite driver (decision 050).
  const client = new PGlite(options.pgliteDir ?? 'memory://', {
    ...(options.pgliteLoadDataDir ? { loadDataDir: options.pgliteLoadDataDir } : {}),
  });
  const db = drizzle({ client, schema });
  await client.waitReady;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
