import fc from 'fast-check';
import {
  hostileString,
  hostileValue,
  pathsOf,
  setAt,
  validValue,
  type JsonSchema,
} from './schema-arbitraries';

/** One operation of the OpenAPI document (`/docs/json`). */
export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  body: JsonSchema | null;
}

export type Identity = 'customer' | 'staff' | 'anonymous' | 'no-csrf';

/** A generated request, with what the rules say about its answer. */
export interface FuzzCase {
  identity: Identity;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** `reject`: surely schema-violating → 4xx (docs/product/security-tests.md#t1-1); `media`: a body of the wrong type → 415 (docs/product/security-tests.md#t1-3). */
  expect: 'any' | 'reject' | 'media';
  label: string;
}

export interface FuzzOptions {
  /** Real ids of the signed-in customer (plan osid, order ref…), so cases reach past the lookups. */
  knownIds: string[];
  /** Routes whose body is not JSON, with the one content type they take. */
  rawBodyRoutes: Record<string, string>;
}

/** The operations of an OpenAPI document. */
export function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]): Operation => {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation['parameters'] | undefined) ?? [],
        body: content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate: invalid UTF-8 on the wire
  }
};
const RAW_SEGMENTS = ['%00', '%', '%zz', '%2e%2e', '%ff%fe', '..', '%0d%0aX-Forged:%201'];
/** Header values must stay legal on the wire: printable ASCII only. */
const headerSafe = hostileString.map((s) => s.replace(/[^\x20-\x7e]/g, '?').slice(0, 8192));

const JSON_TYPE = 'application/json';
const OTHER_TYPES = [
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----kavach',
  'application/octet-stream',
  'application/xml',
  '',
];

function pathArb(op: Operation, opts: FuzzOptions): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  if (names.length === 0) return fc.constant(op.path);
  const segment = (name: string) => {
    const schema = op.parameters.find((p) => p.in === 'path' && p.name === name)?.schema ?? {
      type: 'string',
    };
    return fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...opts.knownIds, '1') },
      { weight: 2, arbitrary: validValue(schema).map((v) => encode(String(v))) },
      { weight: 4, arbitrary: hostileString.map(encode) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    );
  };
  return fc.tuple(...names.map(segment)).map((values) => {
    let i = 0;
    return op.path.replace(/\{[^}]+\}/g, () => values[i++] as string);
  });
}

function queryArb(op: Operation): fc.Arbitrary<string> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const pair = fc.oneof(
    ...declared.map((p) =>
      fc.tuple(fc.constant(p.name), fc.oneof(validValue(p.schema ?? {}).map(String), hostileString)),
    ),
    fc.tuple(fc.constantFrom('x', 'qty', '__proto__', 'constructor[prototype]'), hostileString),
  );
  // Repeated keys come out of the array naturally (qty=1&qty=-5, docs/product/security-tests.md#t1-3).
  return fc
    .array(pair, { maxLength: declared.length + 2 })
    .map((pairs) => (pairs.length ? '?' + pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&') : ''));
}

function headersArb(op: Operation): fc.Arbitrary<Record<string, string>> {
  const declared = op.parameters.filter((p) => p.in === 'header');
  const entries = declared.map((p) =>
    fc.option(
      fc.tuple(
        fc.constant(p.name),
        fc.oneof(
          validValue(p.schema ?? {}).map((v) => encode(String(v))),
          headerSafe,
          hostileString.map(encode),
        ),
      ),
      { nil: undefined, freq: 4 },
    ),
  );
  return fc.tuple(...entries).map((list) => Object.fromEntries(list.filter((e) => e !== undefined)));
}

interface Body {
  payload?: string;
  violates: boolean;
  what: string;
}

const isPlainObject = (v: unknown) => !!v && typeof v === 'object' && !Array.isArray(v);

function jsonBodyArb(schema: JsonSchema | null): fc.Arbitrary<Body> {
  const valid = schema ? validValue(schema) : fc.constant({});
  const strict = schema?.additionalProperties === false;
  const required = schema?.required ?? [];
  const asBody = (v: unknown, violates: boolean, what: string): Body => ({
    payload: JSON.stringify(v),
    violates: !!schema && violates,
    what,
  });
  const DEEP = 10_000;
  return fc.oneof(
    { weight: 2, arbitrary: valid.map((v) => asBody(v, false, 'schema-valid')) },
    {
      weight: 5,
      arbitrary: fc.tuple(valid, fc.nat(), fc.oneof(hostileString, hostileValue)).map(([v, i, h]) => {
        const paths = pathsOf(v);
        const at = paths[i % paths.length] ?? [];
        return asBody(setAt(v, at, h), at.length === 0 && !isPlainObject(h), `value at /${at.join('/')}`);
      }),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat()).map(([v, i]) => {
        const key = required[i % Math.max(required.length, 1)];
        if (!key || !isPlainObject(v)) return asBody(v, false, 'schema-valid');
        const copy = { ...(v as Record<string, unknown>) };
        delete copy[key];
        return asBody(copy, true, `missing ${key}`);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom('is_admin', 'status', 'customer_id', 'price', 'constructor'),
          hostileValue,
        )
        .map(([v, k, h]) =>
          isPlainObject(v)
            ? asBody({ ...(v as object), [k]: h }, strict, `extra ${k}`)
            : asBody(v, false, 'valid'),
        ),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom<Body>(
          { payload: '{"__proto__":{"is_admin":true}}', violates: true, what: '__proto__' },
          { payload: '{"constructor":{"prototype":{"x":1}}}', violates: true, what: 'constructor.prototype' },
          { payload: '['.repeat(DEEP) + ']'.repeat(DEEP), violates: true, what: 'arrays 10,000 deep' },
          {
            payload: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP),
            violates: strict,
            what: 'objects 10,000 deep',
          },
          { payload: '{"a": ', violates: true, what: 'truncated JSON' },
          { payload: '', violates: true, what: 'empty JSON body' },
        )
        .map((b) => ({ ...b, violates: !!schema && b.violates })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, hostileString).map(([v, h]) => {
        const json = JSON.stringify(v);
        const key = isPlainObject(v) ? Object.keys(v as object)[0] : undefined;
        if (!key || !json.startsWith('{')) return asBody(v, false, 'valid');
        return {
          payload: `{${JSON.stringify(key)}:${JSON.stringify(h)},${json.slice(1)}`,
          violates: false,
          what: `duplicate ${key}`,
        };
      }),
    },
  );
}

/** Every generated request for one operation (seeded: the same seed gives the same cases). */
export function fuzzCases(op: Operation, opts: FuzzOptions, seed: number, count: number): FuzzCase[] {
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
  const raw = opts.rawBodyRoutes[op.path];
  const identity = fc.constantFrom<Identity>(
    'customer',
    'customer',
    'customer',
    'staff',
    'anonymous',
    'no-csrf',
  );
  const type = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(raw ?? JSON_TYPE, `${raw ?? JSON_TYPE}; charset=utf-8`) },
    { weight: 2, arbitrary: fc.constantFrom(...OTHER_TYPES, JSON_TYPE) },
  );
  const body = raw
    ? fc
        .uint8Array({ maxLength: 64 })
        .map((b): Body => ({ payload: Buffer.from(b).toString('latin1'), violates: false, what: 'bytes' }))
    : jsonBodyArb(op.body);
  const arb = fc.record({
    identity,
    path: pathArb(op, opts),
    query: queryArb(op),
    headers: headersArb(op),
    type: hasBody ? type : fc.constant(undefined),
    body: hasBody ? body : fc.constant<Body>({ violates: false, what: 'no body' }),
  });
  return fc.sample(arb, { seed, numRuns: count }).map((c): FuzzCase => {
    const contentType = c.type?.split(';')[0]?.trim() ?? '';
    const wrongType = hasBody && !!c.body.payload && contentType !== (raw ?? JSON_TYPE);
    return {
      identity: c.identity,
      url: c.path + c.query,
      headers: { ...c.headers, ...(c.type ? { 'content-type': c.type } : {}) },
      ...(c.body.payload !== undefined ? { payload: c.body.payload } : {}),
      expect: wrongType ? 'media' : c.body.violates && contentType === JSON_TYPE ? 'reject' : 'any',
      label: `${c.identity} ${c.type ?? ''} ${c.body.what}`,
    };
  });
}
