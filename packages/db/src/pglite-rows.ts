import { types, type messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import { EXECUTE_SYNC, affectedRows, type Writer } from './pglite-protocol';

// One cached statement of the PGlite statement cache (pglite-statements.ts, decision 019): what
// Parse + Describe told us, its Bind message, and its rows parsed as PGlite's own query does.

export type Parser = (value: string, typeId?: number) => unknown;
export type Serializer = (value: unknown) => string;
export type ParserMap = Record<number | string, Parser | undefined>;
export type SerializerMap = Record<number | string, Serializer | undefined>;
export type BackendMessage = messages.BackendMessage;
export type Field = { name: string; dataTypeID: number };

export interface Statement {
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

const hasOwn = Object.prototype.hasOwnProperty;

/** Bind (text parameters, serialized as PGlite does) + Execute + Sync, in one buffer. */
export function bindMessage(
  w: Writer,
  st: Statement,
  params: unknown[],
  options: QueryOptions | undefined,
): Uint8Array {
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
function parsersFor(st: Statement, base: ParserMap, custom: ParserMap | undefined): (Parser | undefined)[] {
  if (st.parsers && st.parsersKey === custom) return st.parsers;
  const defaults = types.parsers as ParserMap;
  const parsers = st.typeIds.map(
    (oid) => (custom && hasOwn.call(custom, oid) ? custom[oid] : base[oid]) ?? defaults[oid],
  );
  st.parsersKey = custom;
  st.parsers = parsers;
  return parsers;
}

export function resultOf<T>(
  st: Statement,
  base: ParserMap,
  msgs: BackendMessage[],
  options: QueryOptions | undefined,
): Results<T> {
  const parsers = parsersFor(st, base, options?.parsers as ParserMap | undefined);
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
