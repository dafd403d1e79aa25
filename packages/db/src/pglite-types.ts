import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { ResultCacheOptions, ResultCacheStats } from './pglite-results';

// The public surface of the PGlite statement cache (pglite-statements.ts, decision 019) and of its
// optional result cache (pglite-results.ts, decision 021).

export interface FastPgliteOptions {
  /** Statements kept prepared per PGlite instance (LRU); evicted ones are closed. Default 256. */
  maxStatements?: number;
  /** Also cache statements without parameters. Default false: they go through `PGlite.query`. */
  cacheParameterless?: boolean;
  /**
   * Also keep results of plain reads until the next write (pglite-results.ts, decision 021). Only
   * for a PGlite that nothing else writes to. Default false.
   */
  resultCache?: boolean | ResultCacheOptions;
}

export interface FastPgliteStats {
  /** Calls answered from a cached statement (Bind + Execute only). */
  hits: number;
  /** Parses of a new statement. */
  misses: number;
  /** Statements closed because the cache was full. */
  evictions: number;
  /** Calls retried after 0A000 / 26000. */
  retries: number;
  /** Calls run once on the unnamed statement (not cached), and `exec` calls. */
  plain: number;
}

/** The client surface Drizzle's pglite session needs (`query`, `transaction`), plus `exec`/`close`. */
export interface FastPglite {
  readonly raw: PGlite;
  readonly stats: FastPgliteStats;
  /** The result cache's counters, when it is on. */
  readonly resultStats: ResultCacheStats | undefined;
  /** Statements currently prepared by this cache. */
  readonly size: number;
  readonly closed: boolean;
  readonly waitReady: Promise<void>;
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Closes every cached statement (e.g. after changing the schema through the raw client). */
  reset(): Promise<void>;
  close(): Promise<void>;
}
