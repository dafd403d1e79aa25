import { messages, type QueryOptions } from '@electric-sql/pglite';

// The wire-level pieces of the PGlite statement cache (pglite-statements.ts, decision 019):
// which SQL may be cached, the frontend messages (PostgreSQL protocol v3) and result details.

const CACHEABLE = new Set(['select', 'insert', 'update', 'delete', 'with', 'values', 'table', 'merge']);
/** Execute (unnamed portal, all rows) + Sync: the fixed tail of every cached call. */
export const EXECUTE_SYNC = new Uint8Array([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);

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
export class Writer {
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

export function affectedRows(text: string): number {
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
export function annotate(
  err: unknown,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): unknown {
  if (err instanceof messages.DatabaseError) {
    const e = err as messages.DatabaseError & { query?: string; params?: unknown[]; queryOptions?: unknown };
    e.query = sql;
    e.params = params;
    e.queryOptions = options;
  }
  return err;
}
