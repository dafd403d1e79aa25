import type { QueryOptions, Results } from '@electric-sql/pglite';
import { firstKeyword } from './pglite-protocol';

// A result cache for the embedded PGlite (decision 021). PGlite runs inside the API process and
// that process is the only one that can reach the data folder, so every write passes through this
// client: a SELECT's result stays true until the next statement that is not a plain read. Each such
// statement (INSERT/UPDATE/DELETE, DDL, a transaction's start and end, `exec`) empties the cache
// BEFORE it runs, and a read stores its result only if no such statement started while it ran.
//
// Cached: statements whose first keyword is SELECT, outside a transaction, whose text names nothing
// time-dependent, random, sequence-moving or locking (VOLATILE below), with ≤ maxRows rows. A hit
// returns a copy (rows and object values), so a caller may change what it got. Never used on
// PostgreSQL, where other processes write.

const VOLATILE =
  /\b(for\s+(update|share|no\s+key\s+update|key\s+share)|now|current_date|current_time|current_timestamp|localtime|localtimestamp|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random|gen_random_uuid|uuid_generate_\w+|nextval|setval|currval|lastval|set_config|current_setting|txid_\w+|pg_\w+|lock|notify|dblink\w*)\b/i;

export interface ResultCacheOptions {
  /** Results kept (least recently used dropped first). Default 1,000. */
  maxEntries?: number;
  /** Results with more rows than this are not kept. Default 200. */
  maxRows?: number;
}

export interface ResultCacheStats {
  hits: number;
  misses: number;
  /** Times the cache was emptied because a statement other than a plain read started. */
  invalidations: number;
}

/** True when `sql` is a read whose result depends only on the stored rows and its parameters. */
export function isPureRead(sql: string): boolean {
  return firstKeyword(sql) === 'select' && !VOLATILE.test(sql);
}

/** A copy of one column value: objects (jsonb, arrays, dates, bytes) copied, the rest shared. */
function copyValue(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Uint8Array) return value.slice();
  return structuredClone(value);
}

/**
 * A copy of a result a caller may change freely: new rows (arrays or objects) and copies of
 * object values; field descriptions are shared (nobody changes them). Much cheaper than
 * structuredClone of the whole result, which cost ≈ 40 µs per cart read.
 */
function copyResult<T>(result: Results<unknown>): Results<T> {
  const rows = result.rows.map((row) => {
    if (Array.isArray(row)) return row.map(copyValue);
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(row as Record<string, unknown>)) {
      if (k === '__proto__')
        Object.defineProperty(out, k, {
          value: copyValue(v),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else out[k] = copyValue(v);
    }
    return out;
  });
  return { ...result, rows } as Results<T>;
}

/** The type ids a parsers object overrides, computed once per object (Drizzle passes one object). */
const parserKeyCache = new WeakMap<object, string>();
function parserKeys(parsers: object): string {
  let keys = parserKeyCache.get(parsers);
  if (keys === undefined) {
    keys = Object.keys(parsers).join(',');
    parserKeyCache.set(parsers, keys);
  }
  return keys;
}

function keyPart(_key: string, value: unknown): unknown {
  if (typeof value === 'bigint') return `${value}n`;
  if (value instanceof Uint8Array) return `bytes:${Buffer.from(value).toString('base64')}`;
  return value;
}

export class ResultCache {
  readonly stats: ResultCacheStats = { hits: 0, misses: 0, invalidations: 0 };
  private generation = 0;
  private readonly entries = new Map<string, Results<unknown>>();
  private readonly pure = new Map<string, boolean>();
  private readonly maxEntries: number;
  private readonly maxRows: number;

  constructor(options: ResultCacheOptions = {}) {
    this.maxEntries = Math.max(1, options.maxEntries ?? 1000);
    this.maxRows = Math.max(0, options.maxRows ?? 200);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The cache key of a read, or null when the call must not use the cache. */
  keyOf(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined): string | null {
    let pure = this.pure.get(sql);
    if (pure === undefined) {
      pure = isPureRead(sql);
      if (this.pure.size >= 1024) this.pure.clear();
      this.pure.set(sql, pure);
    }
    if (!pure) return null;
    if (options && (options.blob !== undefined || options.onNotice !== undefined)) return null;
    // Options change the shape of the rows: the row mode and the type ids the parsers override
    // are part of the key.
    const shape = options
      ? `${options.rowMode ?? 'object'}|${options.parsers ? parserKeys(options.parsers) : ''}|${options.paramTypes?.join(',') ?? ''}`
      : '';
    return `${shape}\u0000${sql}\u0000${JSON.stringify(params ?? [], keyPart)}`;
  }

  /** A copy of the stored result, or undefined. */
  get<T>(key: string): Results<T> | undefined {
    const hit = this.entries.get(key);
    if (!hit) {
      this.stats.misses++;
      return undefined;
    }
    this.stats.hits++;
    this.entries.delete(key);
    this.entries.set(key, hit);
    return copyResult<T>(hit);
  }

  /** The generation to hand back to `set` after the read ran. */
  begin(): number {
    return this.generation;
  }

  /** Keeps a read's result, unless a write started since `begin()` returned `generation`. */
  set(key: string, generation: number, result: Results<unknown>): void {
    if (generation !== this.generation || result.rows.length > this.maxRows) return;
    this.entries.set(key, copyResult(result));
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /** A statement that may change data (or a transaction boundary) is about to run. */
  invalidate(): void {
    this.generation++;
    if (this.entries.size > 0) {
      this.stats.invalidations++;
      this.entries.clear();
    }
  }
}
