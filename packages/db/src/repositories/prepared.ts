import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../client';
import type { DbOrTx, Tx } from './tx';

/**
 * Prepared statements for the hot read paths (cart read, session lookup). Building a Drizzle query
 * costs more CPU than PostgreSQL spends running these (profiled: query building and `is()` checks
 * ≈ 15 % of a cart read); a prepared query is built once per database handle and only binds values.
 * Only for the root handle: a prepared query runs on the pool, so inside a transaction the ordinary
 * builder is used (it must run on the transaction's connection).
 */
const caches = new WeakMap<object, Map<string, unknown>>();

export function isTx(db: DbOrTx): db is Tx {
  return db instanceof PgTransaction;
}

export function prepared<T>(db: Db, name: string, build: () => T): T {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let query = cache.get(name) as T | undefined;
  if (query === undefined) {
    query = build();
    cache.set(name, query);
  }
  return query;
}
