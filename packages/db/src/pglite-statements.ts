import {
  messages,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * A statement cache for PGlite (decision 019), like pgx's or JDBC's auto-prepare: each distinct SQL
 * text is parsed once as a named statement, and later calls send ONE buffer (Bind + Execute + Sync)
 * into the WASM backend instead of PGlite's six round trips (parse, describe, bind, describe,
 * execute, sync) and a fresh plan per call. Results, errors (`DatabaseError` with `.code`) and
 * locking match `PGlite.query`; only what Drizzle's pglite session uses is provided.
 *
 * Not cached (plain `query`): statements without parameters, statements that do not start with
 * SELECT / INSERT / UPDATE / DELETE / WITH / VALUES / TABLE / MERGE / `(`, and calls with
 * `paramTypes` or `blob`. Schema changes made through this wrapper (ALTER, CREATE, DROP, DISCARD,
 * DEALLOCATE) close every cached statement; a change made elsewhere is caught by PostgreSQL
 * (SQLSTATE 0A000 "cached plan must not change result type", 26000 "statement does not exist"):
 * the entry is dropped and, outside a transaction, the call is retried once on a fresh Parse.
 */

type Parser = (value: string, typeId?: number) => unknown;
type Serializer = (value: unknown) => string;
type ParserMap = Record<number | string, Parser | undefined>;
type SerializerMap = Record<number | string, Serializer | undefined>;
type BackendMessage = messages.BackendMessage;
type Field = { name: string; dataTypeID: number };

export interface FastPgliteOptions {
  /** Statements kept prepared per PGlite instance (LRU); evicted ones are closed. Default 256. */
  maxStatements?: number;
  /** Also cache statements without parameters. Default false: they go through `PGlite.query`. */
  cacheParameterless?: boolean;
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
  /** Calls sent through `PGlite.query` / `exec` unchanged. */
  plain: number;
}

/** The client surface Drizzle's pglite session needs (`query`, `transaction`), plus `exec`/`close`. */
export interface FastPglite {
  readonly raw: PGlite;
  readonly stats: FastPgliteStats;
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

interface Statement {
  name: string;
  paramTypes: number[];
  /** `client.serializers` by parameter type, resolved at Parse. */
  serializers: (Serializer | undefined)[];
  fields: Field[];
  names: string[];
  typeIds: number[];
  /** A column named `__proto__` cannot be assigned: such rows are built with Object.fromEntries. */
  protoColumn: boolean;
  /** Column parsers for the last `options.parsers` object seen (Drizzle reuses it per query). */
  parsersKey: ParserMap | undefined;
  parsers: (Parser | undefined)[] | null;
}

const CACHEABLE = new Set(['select', 'insert', 'update', 'delete', 'with', 'values', 'table', 'merge']);
const SCHEMA_CHANGE = /\b(alter|create|drop|discard|deallocate)\b/i;
const RETRY_CODES = new Set(['0A000', '26000']);
const EXECUTE_SYNC = new Uint8Array([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);
const hasOwn = Object.prototype.hasOwnProperty;
const wrappers = new WeakMap<PGlite, FastPglite>();

/** The first keyword of `sql` (lower case) after whitespace and comments; `(` for a parenthesis. */
export function firstKeyword(sql: string): string {
  let i = 0;
  const n = sql.length;
  for (;;) {
    while (i < n && /\s/.test(sql[i]!)) i++;
    if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      if (end < 0) return '';
      i = end + 1;
    } else if (sql.startsWith('/*', i)) {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (sql.startsWith('/*', i)) {
          depth++;
          i += 2;
        } else if (sql.startsWith('*/', i)) {
          depth--;
          i += 2;
        } else i++;
      }
    } else break;
  }
  if (sql[i] === '(') return '(';
  let j = i;
  while (j < n && /[A-Za-z_]/.test(sql[j]!)) j++;
  return sql.slice(i, j).toLowerCase();
}

export function isCacheable(sql: string): boolean {
  const word = firstKeyword(sql);
  return word === '(' || CACHEABLE.has(word);
}

/** Frontend protocol messages (PostgreSQL protocol v3), written into one growing buffer. */
class Writer {
  private buf = new Uint8Array(4096);
  private view = new DataView(this.buf.buffer);
  private pos = 0;
  private start = 0;
  private readonly encoder = new TextEncoder();

  private ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    const next = new Uint8Array(Math.max(this.buf.length * 2, this.pos + extra));
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
    this.view = new DataView(next.buffer);
  }
  begin(code: number): this {
    this.ensure(5);
    this.buf[this.pos] = code;
    this.start = this.pos + 1;
    this.pos += 5;
    return this;
  }
  end(): this {
    this.view.setInt32(this.start, this.pos - this.start);
    return this;
  }
  int16(v: number): this {
    this.ensure(2);
    this.view.setInt16(this.pos, v);
    this.pos += 2;
    return this;
  }
  int32(v: number): this {
    this.ensure(4);
    this.view.setInt32(this.pos, v);
    this.pos += 4;
    return this;
  }
  byte(v: number): this {
    this.ensure(1);
    this.buf[this.pos++] = v;
    return this;
  }
  cstring(s: string): this {
    this.ensure(s.length * 3 + 1);
    this.pos += this.encoder.encodeInto(s, this.buf.subarray(this.pos)).written;
    this.buf[this.pos++] = 0;
    return this;
  }
  /** A length-prefixed text value (Bind). */
  text(s: string): this {
    this.ensure(s.length * 3 + 4);
    const written = this.encoder.encodeInto(s, this.buf.subarray(this.pos + 4)).written;
    this.view.setInt32(this.pos, written);
    this.pos += 4 + written;
    return this;
  }
  bytes(b: Uint8Array): this {
    this.ensure(b.length + 4);
    this.view.setInt32(this.pos, b.length);
    this.buf.set(b, this.pos + 4);
    this.pos += 4 + b.length;
    return this;
  }
  raw(b: Uint8Array): this {
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
    return this;
  }
  sync(): this {
    return this.begin(0x53).end();
  }
  /** The message(s) written so far, copied out; the writer is empty again. */
  take(): Uint8Array {
    const out = this.buf.slice(0, this.pos);
    this.pos = 0;
    return out;
  }
}

function affectedRows(text: string): number {
  const parts = text.split(' ');
  switch (parts[0]) {
    case 'INSERT':
      return parseInt(parts[2]!, 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return parseInt(parts[1]!, 10);
    default:
      return 0;
  }
}

/** PGlite attaches the failing call to its DatabaseError; so do we. */
function annotate(err: unknown, sql: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (err instanceof messages.DatabaseError) {
    const e = err as messages.DatabaseError & { query?: string; params?: unknown[]; queryOptions?: unknown };
    e.query = sql;
    e.params = params;
    e.queryOptions = options;
  }
  return err;
}

/** The statement-caching client for one PGlite instance (one per instance: names are per session). */
export function fastPglite(client: PGlite, options: FastPgliteOptions = {}): FastPglite {
  const existing = wrappers.get(client);
  if (existing) return existing;
  const wrapper = new StatementCache(client, options);
  wrappers.set(client, wrapper);
  return wrapper;
}

class StatementCache implements FastPglite {
  readonly stats: FastPgliteStats = { hits: 0, misses: 0, evictions: 0, retries: 0, plain: 0 };
  /** SQL text → statement, least recently used first. Only touched under PGlite's query mutex. */
  private readonly statements = new Map<string, Statement>();
  private readonly writer = new Writer();
  private readonly max: number;
  private readonly cacheParameterless: boolean;
  private counter = 0;

  constructor(
    readonly raw: PGlite,
    options: FastPgliteOptions,
  ) {
    this.max = Math.max(1, options.maxStatements ?? 256);
    this.cacheParameterless = options.cacheParameterless ?? false;
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
    return isCacheable(sql);
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const client = this.raw;
    if (!this.fast(params, options, sql)) return this.plainQuery<T>(client, sql, params, options);
    if (!client.ready) await client._checkReady();
    // As PGlite's query: the transaction mutex (no transaction runs meanwhile), then the query mutex.
    return client._runExclusiveTransaction(() =>
      client.runExclusive(async () => {
        const result = await this.run<T>(sql, params!, options, true);
        await client.syncToFs();
        return result;
      }),
    );
  }

  async exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    this.stats.plain++;
    const results = await this.raw.exec(sql, options);
    if (SCHEMA_CHANGE.test(sql)) await this.raw.runExclusive(() => this.dropAll());
    return results;
  }

  private async plainQuery<T>(
    runner: Pick<Transaction, 'query'>,
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    this.stats.plain++;
    const result = await runner.query<T>(sql, params, options);
    if (SCHEMA_CHANGE.test(firstKeyword(sql))) await this.raw.runExclusive(() => this.dropAll());
    return result;
  }

  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.raw.transaction((tx) => callback(this.wrapTransaction(tx)));
  }

  /** PGlite's tx holds the transaction mutex: its statements take only the query mutex, no syncToFs. */
  private wrapTransaction(tx: Transaction): Transaction {
    const query = async <T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
      if (!this.fast(params, options, sql)) return this.plainQuery<T>(tx, sql, params, options);
      if (tx.closed) throw new Error('Transaction is closed');
      return this.raw.runExclusive(() => this.run<T>(sql, params!, options, false));
    };
    const exec = async (sql: string, options?: QueryOptions): Promise<Results[]> => {
      this.stats.plain++;
      const results = await tx.exec(sql, options);
      if (SCHEMA_CHANGE.test(sql)) await this.raw.runExclusive(() => this.dropAll());
      return results;
    };
    return {
      query,
      exec,
      sql: (strings, ...values) => tx.sql(strings, ...values),
      rollback: () => tx.rollback(),
      listen: (channel, cb) => tx.listen(channel, cb),
      get closed() {
        return tx.closed;
      },
    };
  }

  async reset(): Promise<void> {
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
    const bytes = this.bind(st, params, options);
    const msgs = await this.raw.execProtocolStream(bytes, { syncToFs: false, onNotice: options?.onNotice });
    return this.result<T>(st, msgs, options);
  }

  /** Parse + Describe + Sync; the entry is cached only once PostgreSQL accepted it. */
  private async prepare(sql: string, options: QueryOptions | undefined): Promise<Statement> {
    this.stats.misses++;
    const name = `__kv${++this.counter}`;
    const w = this.writer;
    w.begin(0x50).cstring(name).cstring(sql).int16(0).end();
    w.begin(0x44).byte(0x53).cstring(name).end();
    w.sync();
    const msgs = await this.raw.execProtocolStream(w.take(), {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
    let paramTypes: number[] = [];
    let fields: Field[] = [];
    for (const m of msgs) {
      if (m.name === 'parameterDescription')
        paramTypes = (m as messages.ParameterDescriptionMessage).dataTypeIDs;
      else if (m.name === 'rowDescription')
        fields = (m as messages.RowDescriptionMessage).fields.map((f) => ({
          name: f.name,
          dataTypeID: f.dataTypeID,
        }));
    }
    const serializers = this.raw.serializers as SerializerMap;
    const st: Statement = {
      name,
      paramTypes,
      serializers: paramTypes.map((oid) => serializers[oid]),
      fields,
      names: fields.map((f) => f.name),
      typeIds: fields.map((f) => f.dataTypeID),
      protoColumn: fields.some((f) => f.name === '__proto__'),
      parsersKey: undefined,
      parsers: null,
    };
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

  /** Bind (text parameters, serialized as PGlite does) + Execute + Sync, in one buffer. */
  private bind(st: Statement, params: unknown[], options: QueryOptions | undefined): Uint8Array {
    const custom = options?.serializers as SerializerMap | undefined;
    const n = params.length;
    const values: (string | Uint8Array | null)[] = new Array(n);
    let binary = false;
    for (let i = 0; i < n; i++) {
      const v = params[i];
      if (v === null || v === undefined) {
        values[i] = null;
        continue;
      }
      const oid = st.paramTypes[i]!;
      const serialize = (custom ? custom[oid] : undefined) ?? st.serializers[i];
      const s: unknown = serialize ? serialize(v) : (v as { toString(): string }).toString();
      if (s instanceof ArrayBuffer) {
        values[i] = new Uint8Array(s);
        binary = true;
      } else if (ArrayBuffer.isView(s)) {
        values[i] = new Uint8Array(s.buffer, s.byteOffset, s.byteLength);
        binary = true;
      } else values[i] = s as string;
    }
    const w = this.writer;
    w.begin(0x42).byte(0).cstring(st.name);
    if (binary) {
      w.int16(n);
      for (const v of values) w.int16(v instanceof Uint8Array ? 1 : 0);
    } else w.int16(0);
    w.int16(n);
    for (const v of values) {
      if (v === null) w.int32(-1);
      else if (typeof v === 'string') w.text(v);
      else w.bytes(v);
    }
    w.int16(0).end();
    return w.raw(EXECUTE_SYNC).take();
  }

  /** Column parsers as PGlite resolves them: `{...client.parsers, ...options.parsers}[type] ?? default`. */
  private parsersFor(st: Statement, custom: ParserMap | undefined): (Parser | undefined)[] {
    if (st.parsers && st.parsersKey === custom) return st.parsers;
    const base = this.raw.parsers as ParserMap;
    const defaults = types.parsers as ParserMap;
    const parsers = st.typeIds.map(
      (oid) => (custom && hasOwn.call(custom, oid) ? custom[oid] : base[oid]) ?? defaults[oid],
    );
    st.parsersKey = custom;
    st.parsers = parsers;
    return parsers;
  }

  private result<T>(st: Statement, msgs: BackendMessage[], options: QueryOptions | undefined): Results<T> {
    const parsers = this.parsersFor(st, options?.parsers as ParserMap | undefined);
    const { names, typeIds } = st;
    const n = names.length;
    const asArray = options?.rowMode === 'array';
    const rows: unknown[] = [];
    let affected = 0;
    for (const m of msgs) {
      if (m.name === 'dataRow') {
        const values = (m as messages.DataRowMessage).fields;
        const parsed: unknown[] = new Array(n);
        for (let i = 0; i < n; i++) {
          const v = values[i];
          const parse = parsers[i];
          parsed[i] = v === null || v === undefined ? null : parse ? parse(v, typeIds[i]) : v;
        }
        if (asArray) rows.push(parsed);
        else if (st.protoColumn) rows.push(Object.fromEntries(names.map((name, i) => [name, parsed[i]])));
        else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < n; i++) row[names[i]!] = parsed[i];
          rows.push(row);
        }
      } else if (m.name === 'commandComplete') {
        affected += affectedRows((m as messages.CommandCompleteMessage).text);
      }
    }
    return { rows: rows as T[], fields: st.fields.slice(), affectedRows: affected };
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
