import type { QueryOptions, Results } from '@electric-sql/pglite';
import { firstKeyword } from './pglite-protocol';

// A result cache for the embedded PGlite (decision 021). PGlite runs inside the API process and
// that process is the only one that can reach the data folder, so every write passes through this
// client: a SELECT's result stays true until a statement changes a table it names. Before a
// statement that may change data runs, the results it could make stale are dropped: for an INSERT
// or UPDATE (or a WITH whose only writes are INSERTs and UPDATEs), every result whose SQL names one
// of the written tables (decision 035); for anything else — DELETE (foreign keys cascade), DDL,
// `exec`, a statement we cannot read — every result. A read stores its result only if nothing it
// names was written since it started. Statements that change no data (SELECT, SET, SAVEPOINT, …)
// drop nothing. This holds while the schema has no triggers, rules, views or functions that write
// (pglite-results.test.ts checks the migrations; its one trigger, migration 0007, only refuses).
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
  /** Times the cache was emptied because a statement of unknown scope started. */
  invalidations: number;
  /** Results found stale because a statement wrote a table they name. */
  dropped: number;
}

/** True when `sql` is a read whose result depends only on the stored rows and its parameters. */
export function isPureRead(sql: string): boolean {
  return firstKeyword(sql) === 'select' && !VOLATILE.test(sql) && !/\binto\b/i.test(sql);
}

/** What a statement may change: nothing, the named tables, or anything. */
export type WriteScope = 'none' | 'all' | ReadonlySet<string>;

/** First keywords of statements that change no stored rows. */
const NO_DATA = new Set([
  'set',
  'reset',
  'show',
  'savepoint',
  'release',
  'begin',
  'start',
  'commit',
  'end',
  'values',
  'table',
]);
/** Words after which a statement may change rows we cannot name from its text. */
const ANY_DATA = /\b(delete|truncate|merge|into|alter|create|drop)\b/i;
const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const WRITE_TARGET = new RegExp(
  String.raw`\b(?:insert\s+into|update)\s+(?:only\s+)?(${IDENT}(?:\s*\.\s*${IDENT})?)`,
  'gi',
);

const unquote = (name: string) => name.replace(/"/g, '').toLowerCase();

/**
 * The tables a statement may write (decision 035). INSERT, UPDATE and WITH name their targets;
 * SELECT (outside `select … into`), SET, SAVEPOINT and the like change no stored rows; anything
 * else, or a DELETE anywhere in the text (foreign keys cascade), may change anything. Conservative:
 * a word that only looks like a target (`do update set`) adds a table, never removes one.
 */
export function writeScope(sql: string): WriteScope {
  // More than one statement (or a `;` in a literal): not worth reading closely.
  if (/;\s*\S/.test(sql)) return 'all';
  const kw = firstKeyword(sql);
  if (kw === 'select') return /\binto\b/i.test(sql) ? 'all' : 'none';
  if (NO_DATA.has(kw) || (kw === 'rollback' && /^\s*rollback\s+to\b/i.test(sql))) return 'none';
  if (kw !== 'insert' && kw !== 'update' && kw !== 'with') return 'all';
  // `into` is legitimate in INSERT INTO; any other data-changing word makes the scope unknown.
  if (ANY_DATA.test(sql.replace(/\binsert\s+into\b/gi, 'insert'))) return 'all';
  const tables = new Set<string>();
  for (const m of sql.matchAll(WRITE_TARGET)) {
    const parts = m[1]!.split('.');
    tables.add(unquote(parts[parts.length - 1]!.trim()));
  }
  return tables.size > 0 ? tables : 'all';
}

/** Every identifier a read's SQL names (tables among them): a superset is safe, it only drops more. */
export function readTags(sql: string): ReadonlySet<string> {
  const tags = new Set<string>();
  for (const m of sql.matchAll(/"([^"]+)"|([A-Za-z_][\w$]*)/g)) tags.add((m[1] ?? m[2]!).toLowerCase());
  return tags;
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
 * object values; field descriptions are shared (nobody changes them). Rows are copied with an
 * object spread (V8 clones the shape in one step) and only object-valued columns are replaced:
 * the earlier `Object.entries` loop was the largest single cost of a 20-line cart read on PGlite
 * (≈ 18 % of its CPU profile), and structuredClone of the whole result cost ≈ 40 µs per read.
 */
function copyResult<T>(result: Results<unknown>): Results<T> {
  const first = result.rows[0];
  const keys = first !== undefined && !Array.isArray(first) ? Object.keys(first as object) : [];
  const rows = result.rows.map((row) => {
    if (Array.isArray(row)) return row.map(copyValue);
    // Spread defines own data properties, a `__proto__` column included (it sets no prototype).
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const k of keys) {
      const v = out[k];
      if (typeof v === 'object' && v !== null) out[k] = copyValue(v);
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

interface Entry {
  result: Results<unknown>;
  tags: ReadonlySet<string>;
  /** The tick its read started at: a later write to one of its tags makes it stale. */
  start: number;
}

export class ResultCache {
  readonly stats: ResultCacheStats = { hits: 0, misses: 0, invalidations: 0, dropped: 0 };
  /** Ticks once per change; a read remembers the tick it started at. */
  private clock = 0;
  private lastAll = 0;
  private readonly lastWrite = new Map<string, number>();
  private readonly entries = new Map<string, Entry>();
  /** SQL text → its tags when it is a pure read, null otherwise. */
  private readonly pure = new Map<string, ReadonlySet<string> | null>();
  private readonly scopes = new Map<string, WriteScope>();
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
    let tags = this.pure.get(sql);
    if (tags === undefined) {
      tags = isPureRead(sql) ? readTags(sql) : null;
      if (this.pure.size >= 1024) this.pure.clear();
      this.pure.set(sql, tags);
    }
    if (!tags) return null;
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
    if (hit && !this.fresh(hit.tags, hit.start)) {
      this.entries.delete(key);
      this.stats.dropped++;
    } else if (hit) {
      this.stats.hits++;
      this.entries.delete(key);
      this.entries.set(key, hit);
      return copyResult<T>(hit.result);
    }
    this.stats.misses++;
    return undefined;
  }

  /** True when no table among `tags` was written after tick `since`. */
  private fresh(tags: ReadonlySet<string>, since: number): boolean {
    for (const tag of tags) if ((this.lastWrite.get(tag) ?? 0) > since) return false;
    return true;
  }

  /** The tick to hand back to `set` after the read ran. */
  begin(): number {
    return this.clock;
  }

  /**
   * Keeps the result of the read `sql` under `key` (from `keyOf`), unless something it names was
   * written since `begin()` returned `start`.
   */
  set(sql: string, key: string, start: number, result: Results<unknown>): void {
    if (this.lastAll > start || result.rows.length > this.maxRows) return;
    const tags = this.pure.get(sql) ?? readTags(sql);
    if (!this.fresh(tags, start)) return;
    this.entries.set(key, { result: copyResult(result), tags, start });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  /**
   * `sql` (not a cached read) is about to run: the results it may make stale stop being served.
   * A table write only ticks that table; each hit checks its tables (a few map lookups) instead of
   * every write scanning every entry.
   */
  beforeStatement(sql: string): void {
    let scope = this.scopes.get(sql);
    if (scope === undefined) {
      scope = writeScope(sql);
      if (this.scopes.size >= 1024) this.scopes.clear();
      this.scopes.set(sql, scope);
    }
    if (scope === 'none') return;
    if (scope === 'all') {
      this.invalidate();
      return;
    }
    const tick = ++this.clock;
    for (const table of scope) this.lastWrite.set(table, tick);
  }

  /** Anything may change (DDL, `exec`, a write through the raw client): drop every result. */
  invalidate(): void {
    this.lastAll = ++this.clock;
    if (this.entries.size > 0) {
      this.stats.invalidations++;
      this.entries.clear();
    }
  }
}
