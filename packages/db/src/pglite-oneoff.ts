import type { messages, PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { Writer } from './pglite-protocol';
import {
  bindMessage,
  resultOf,
  type BackendMessage,
  type Field,
  type ParserMap,
  type SerializerMap,
  type Statement,
} from './pglite-rows';

// Statements the statement cache does not keep (pglite-statements.ts, decision 019): utility and
// parameterless ones, and every transaction's BEGIN / COMMIT / ROLLBACK. PGlite's own `query`,
// `exec` and `transaction` build each result with `{...client.parsers, ...options.parsers}`: a copy
// of ~360 parsers, ~0.17 ms a call, two to three times per transaction. These run the same
// protocol on the unnamed statement and read rows with the cached path's resultOf.

/** A statement shaped from what Describe returned. `name: ''` is the unnamed statement. */
function statementOf(
  name: string,
  paramTypes: number[],
  fields: Field[],
  serializers: SerializerMap,
): Statement {
  return {
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
}

const fieldsOf = (m: BackendMessage): Field[] =>
  (m as messages.RowDescriptionMessage).fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));

/**
 * Parse (with any `paramTypes`) + Describe + Sync of `sql` as statement `name` ('' = unnamed): the
 * statement as PostgreSQL described it. Errors are PGlite's DatabaseError (execProtocolStream).
 * The caller holds PGlite's query mutex.
 */
export async function parseStatement(
  raw: PGlite,
  w: Writer,
  name: string,
  sql: string,
  options: QueryOptions | undefined,
): Promise<Statement> {
  const types = options?.paramTypes ?? [];
  w.begin(0x50).cstring(name).cstring(sql).int16(types.length);
  for (const oid of types) w.int32(oid);
  w.end();
  w.begin(0x44).byte(0x53).cstring(name).end();
  const described = await raw.execProtocolStream(w.sync().take(), {
    syncToFs: false,
    onNotice: options?.onNotice,
  });
  let paramTypes: number[] = [];
  let fields: Field[] = [];
  for (const m of described) {
    if (m.name === 'parameterDescription')
      paramTypes = (m as messages.ParameterDescriptionMessage).dataTypeIDs;
    else if (m.name === 'rowDescription') fields = fieldsOf(m);
  }
  return statementOf(name, paramTypes, fields, raw.serializers as SerializerMap);
}

/**
 * One statement as `PGlite.query` runs it (Parse + Describe, then Bind + Execute, on the unnamed
 * statement), for a caller that already holds PGlite's query mutex.
 */
export async function runOneOff<T>(
  raw: PGlite,
  w: Writer,
  sql: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  const st = await parseStatement(raw, w, '', sql, options);
  const msgs = await raw.execProtocolStream(bindMessage(w, st, params, options), {
    syncToFs: false,
    onNotice: options?.onNotice,
  });
  return resultOf<T>(st, raw.parsers as ParserMap, msgs, options);
}

/**
 * Statements as `PGlite.exec` runs them (one simple Query, any number of statements): one result
 * per statement, affectedRows counted across them as PGlite does. The caller holds the query mutex.
 */
export async function runSimple(
  raw: PGlite,
  w: Writer,
  sql: string,
  options: QueryOptions | undefined,
): Promise<Results[]> {
  w.begin(0x51).cstring(sql).end();
  const msgs = await raw.execProtocolStream(w.take(), { syncToFs: false, onNotice: options?.onNotice });
  const results: Results[] = [];
  let rows: BackendMessage[] = [];
  let fields: Field[] = [];
  let affected = 0;
  for (const m of msgs) {
    if (m.name === 'rowDescription') fields = fieldsOf(m);
    else if (m.name === 'dataRow') rows.push(m);
    else if (m.name === 'commandComplete') {
      const st = statementOf('', [], fields, {});
      const result = resultOf(st, raw.parsers as ParserMap, [...rows, m], options);
      affected += result.affectedRows ?? 0;
      results.push({ ...result, affectedRows: affected } as Results);
      rows = [];
      fields = [];
    }
  }
  if (results.length === 0) results.push({ rows: [], fields: [], affectedRows: 0 });
  return results;
}
