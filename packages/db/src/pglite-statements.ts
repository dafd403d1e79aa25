import {
  messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { parseStatement, runOneOff, runSimple } from './pglite-oneoff';
import { runTransaction, type TransactionHost } from './pglite-transaction';
import { Writer, annotate, firstKeyword, isCacheable } from './pglite-protocol';
import { ResultCache, type ResultCacheStats } from './pglite-results';
import type { FastPglite, FastPgliteOptions, FastPgliteStats } from './pglite-types';
import { bindMessage, resultOf, type ParserMap, type Statement } from './pglite-rows';

export { firstKeyword, isCacheable } from './pglite-protocol';

/**
 * A statement cache for PGlite (decision 019), like pgx's or JDBC's auto-prepare: each distinct SQL
 * text is parsed once as a named statement, and later calls send ONE buffer (Bind + Execute + Sync)
 * into the WASM backend instead of PGlite's six round trips (parse, describe, bind, describe,
 * execute, sync) and a fresh plan per call. Results, errors (`DatabaseError` with `.code`) and
 * locking match `PGlite.query`; only what Drizzle's pglite session uses is provided.
 *
 * Not cached (run once on the unnamed statement, pglite-oneoff.ts): statements without parameters,
 * statements not starting with SELECT / INSERT / UPDATE / DELETE / WITH / VALUES / TABLE / MERGE /
 * `(`, calls with `paramTypes`; `blob` calls go to `PGlite.query`. Transactions are run here too
 * (pglite-transaction.ts). Schema changes made through this wrapper (ALTER, CREATE, DROP, DISCARD,
 * DEALLOCATE) close every cached statement; a change made elsewhere is caught by PostgreSQL
 * (SQLSTATE 0A000 "cached plan must not change result type", 26000 "statement does not exist"):
 * the entry is dropped and, outside a transaction, the call is retried once on a fresh Parse.
 */

export type { FastPglite, FastPgliteOptions, FastPgliteStats } from './pglite-types';

const SCHEMA_CHANGE = /\b(alter|create|drop|discard|deallocate)\b/i;
const RETRY_CODES = new Set(['0A000', '26000']);
const wrappers = new WeakMap<PGlite, FastPglite>();

/** The statement-caching client for one PGlite instance (one per instance: names are per session). */
export function fastPglite(client: PGlite, options: FastPgliteOptions = {}): FastPglite {
  const existing = wrappers.get(client);
  if (existing) return existing;
  const wrapper = new StatementCache(client, options);
  wrappers.set(client, wrapper);
  return wrapper;
}

class StatementCache implements FastPglite, TransactionHost {
  readonly stats: FastPgliteStats = { hits: 0, misses: 0, evictions: 0, retries: 0, plain: 0 };
  /** SQL text → statement, least recently used first. Only touched under PGlite's query mutex. */
  private readonly statements = new Map<string, Statement>();
  private readonly writer = new Writer();
  private readonly max: number;
  private readonly cacheParameterless: boolean;
  private readonly results: ResultCache | undefined;
  private counter = 0;

  constructor(
    readonly raw: PGlite,
    options: FastPgliteOptions,
  ) {
    this.max = Math.max(1, options.maxStatements ?? 256);
    this.cacheParameterless = options.cacheParameterless ?? false;
    const rc = options.resultCache;
    this.results = rc ? new ResultCache(rc === true ? {} : rc) : undefined;
  }

  get resultStats(): ResultCacheStats | undefined {
    return this.results?.stats;
  }

  get size(): number {
    return this.statements.size;
  }
  get closed(): boolean {
    return this.raw.closed;
  }
  get waitReady(): Promise<void> {
    return this.raw.waitReady;
  }

  private fast(params: unknown[] | undefined, options: QueryOptions | undefined, sql: string): boolean {
    if (!params || (params.length === 0 && !this.cacheParameterless)) return false;
    if (options && (options.paramTypes !== undefined || options.blob !== undefined)) return false;
    return this.statements.has(sql) || isCacheable(sql);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const rc = this.results;
    if (!rc) return this.queryOnce<T>(sql, params, options);
    const key = rc.keyOf(sql, params, options);
    if (key === null) {
      rc.beforeStatement(sql);
      return this.queryOnce<T>(sql, params, options);
    }
    const hit = rc.get<T>(key);
    if (hit) return hit;
    const start = rc.begin();
    const result = await this.queryOnce<T>(sql, params, options);
    rc.set(sql, key, start, result);
    return result;
  }

  private async queryOnce<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const client = this.raw;
    if (options?.blob !== undefined) return client.query<T>(sql, params, options);
    if (!client.ready) await client._checkReady();
    const fast = this.fast(params, options, sql);
    // As PGlite's query: the transaction mutex (no transaction runs meanwhile), then the query mutex.
    const result = await client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const r = fast
          ? await this.run<T>(sql, params!, options, true)
          : await this.oneOff<T>(sql, params, options);
        await client.syncToFs();
        return r;
      }),
    );
    if (!fast) await this.afterOneOff(sql);
    return result;
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    const client = this.raw;
    this.results?.invalidate();
    if (!client.ready) await client._checkReady();
    return client._runExclusiveTransaction(async () => {
      const results = await this.execSimple(sql, options);
      await client.syncToFs();
      return results;
    });
  }

  /** A statement not worth caching, on the unnamed statement; the caller holds the query mutex. */
  private oneOff<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined) {
    this.stats.plain++;
    const values = params ?? [];
    return runOneOff<T>(this.raw, this.writer, sql, values, options).catch((err: unknown) => {
      throw annotate(err, sql, values, options);
    });
  }

  private async afterOneOff(sql: string): Promise<void> {
    if (SCHEMA_CHANGE.test(firstKeyword(sql))) await this.raw.runExclusive(() => this.dropAll());
  }

  /**
   * BEGIN … COMMIT as `PGlite.transaction` does, every statement on this cache's path. Each
   * statement inside drops the cached results it may make stale before it runs (decision 035);
   * reads outside wait for the transaction (its mutex), so none can see it half done.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const client = this.raw;
    if (!client.ready) await client._checkReady();
    return client._runExclusiveTransaction(() => runTransaction(this, callback));
  }

  /** TransactionHost: BEGIN, COMMIT, ROLLBACK. */
  control(command: string): Promise<Results[]> {
    return this.raw.runExclusive(() => runSimple(this.raw, this.writer, command, undefined));
  }

  /** TransactionHost: a statement inside the transaction (it holds the transaction mutex). */
  async queryInTransaction<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob !== undefined) throw new Error('blob parameters are not supported in a transaction');
    this.results?.beforeStatement(sql);
    if (this.fast(params, options, sql))
      return this.raw.runExclusive(() => this.run<T>(sql, params!, options, false));
    const result = await this.raw.runExclusive(() => this.oneOff<T>(sql, params, options));
    await this.afterOneOff(sql);
    return result;
  }

  /** `exec` (TransactionHost, and `exec` itself): one simple Query; the caller holds the transaction mutex. */
  async execSimple(sql: string, options?: QueryOptions): Promise<Results[]> {
    this.stats.plain++;
    this.results?.beforeStatement(sql);
    const results = await this.raw.runExclusive(() => runSimple(this.raw, this.writer, sql, options));
    if (SCHEMA_CHANGE.test(sql)) await this.raw.runExclusive(() => this.dropAll());
    return results;
  }

  async reset(): Promise<void> {
    this.results?.invalidate();
    await this.raw.runExclusive(() => this.dropAll());
  }

  async close(): Promise<void> {
    this.statements.clear();
    await this.raw.close();
  }

  /** One call on the fast path; the caller holds the query mutex. */
  private async run<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
    mayRetry: boolean,
  ): Promise<Results<T>> {
    try {
      return await this.execute<T>(sql, params, options);
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (!(err instanceof messages.DatabaseError) || typeof code !== 'string' || !RETRY_CODES.has(code))
        throw annotate(err, sql, params, options);
      // The cached statement is stale (schema changed elsewhere, or deallocated): forget it. In a
      // transaction the error has aborted it, so only the caller can retry (the whole transaction).
      const stale = this.statements.get(sql);
      if (stale) {
        this.statements.delete(sql);
        await this.closeStatements([stale.name]);
      }
      if (!mayRetry) throw annotate(err, sql, params, options);
      this.stats.retries++;
      try {
        return await this.execute<T>(sql, params, options);
      } catch (again) {
        throw annotate(again, sql, params, options);
      }
    }
  }

  private async execute<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    let st = this.statements.get(sql);
    if (st) {
      this.stats.hits++;
      // Most recently used last.
      this.statements.delete(sql);
      this.statements.set(sql, st);
    } else {
      st = await this.prepare(sql, options);
    }
    const bytes = bindMessage(this.writer, st, params, options);
    const msgs = await this.raw.execProtocolStream(bytes, { syncToFs: false, onNotice: options?.onNotice });
    return resultOf<T>(st, this.raw.parsers as ParserMap, msgs, options);
  }

  /** Parse + Describe + Sync; the entry is cached only once PostgreSQL accepted it. */
  private async prepare(sql: string, options: QueryOptions | undefined): Promise<Statement> {
    this.stats.misses++;
    const st = await parseStatement(this.raw, this.writer, `__kv${++this.counter}`, sql, options);
    this.statements.set(sql, st);
    if (this.statements.size > this.max) {
      const evicted: string[] = [];
      for (const [key, old] of this.statements) {
        if (this.statements.size <= this.max) break;
        this.statements.delete(key);
        evicted.push(old.name);
      }
      this.stats.evictions += evicted.length;
      await this.closeStatements(evicted);
    }
    return st;
  }

  /** Close 'S' for each name + Sync; errors are ignored (closing a missing statement is not one). */
  private async closeStatements(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const w = this.writer;
    for (const name of names) w.begin(0x43).byte(0x53).cstring(name).end();
    w.sync();
    await this.raw.execProtocolStream(w.take(), { syncToFs: false, throwOnError: false });
  }

  private async dropAll(): Promise<void> {
    const names = [...this.statements.values()].map((s) => s.name);
    this.statements.clear();
    await this.closeStatements(names);
  }
}
