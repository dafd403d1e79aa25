import fc from 'fast-check';

/** The part of an OpenAPI 3.0 schema (as @fastify/swagger writes it from zod) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  format?: string;
}

const CONTROL = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));

/** T1.2-style strings: injection payloads, control characters, unicode edge cases, 10 kB+. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '%00',
    'line\r\nforged {"level":50,"msg":"forged"}',
    '\u001b[31mred\u001b[0m\u001b[2J',
    "' OR '1'='1' --",
    '"; DROP TABLE customers; --',
    '${7*7}{{7*7}}<%= 7*7 %>',
    '../../../etc/passwd',
    '\ud800',
    '\udfff\ud800',
    '\u202eRTL\u202d',
    '\ufeff\u200b\u200d',
    'Z̷̢̛a̴l̵g̶o̷',
    '👩‍👩‍👧‍👦🇮🇳',
    '<script>alert(1)</script>',
    'NaN',
    '1e309',
    '-1',
    '',
    ' ',
    '\t\n\r',
    '\u007f\u0085\u2028\u2029',
    '__proto__',
  ),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.string({ unit: CONTROL, minLength: 1, maxLength: 6 }),
  fc.tuple(fc.string({ maxLength: 8 }), CONTROL, fc.string({ maxLength: 8 })).map((p) => p.join('')),
  fc.constantFrom('x', 'é', '\u0000', '9').map((c) => c.repeat(10_241)),
);

const BOUNDARY_NUMBERS = [-1, 0, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, 5e-324];

/** Any JSON value of a type a route does not expect: wrong types, boundary numbers, nesting. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(...BOUNDARY_NUMBERS),
  fc.constantFrom(true, false, null, [], {}),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.nat({ max: 60 }).map((depth) => nest(depth)),
);

function nest(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

const typeOf = (s: JsonSchema) => (Array.isArray(s.type) ? s.type[0] : s.type);

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'date') return fc.constantFrom('2026-11-21', '2025-01-31', '2024-02-29');
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern);
      return fc
        .stringMatching(re)
        .filter((x) => x.length <= (s.maxLength ?? 200) && x.length >= (s.minLength ?? 0));
    } catch {
      // an ECMAScript pattern fast-check cannot build from: fall through to a plain string
    }
  }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 24, 24) });
}

/** A value the schema accepts (roughly: fast-check follows patterns, bounds and enums). */
export function validValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  if (s.allOf?.length) return validValue(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const base = baseValue(s, depth);
  return s.nullable ? fc.option(base, { freq: 8, nil: null }) : base;
}

function baseValue(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  switch (typeOf(s)) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1e6, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validValue(s.items ?? {}, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object': {
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const shape = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validValue(v, depth + 1)]));
      return fc.record(shape, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean());
  }
}

/** Every path to a value inside `v` (objects and arrays), the root included as []. */
export function pathsOf(
  v: unknown,
  prefix: Array<string | number> = [],
  out: Array<Array<string | number>> = [],
) {
  out.push(prefix);
  if (prefix.length > 8) return out;
  if (Array.isArray(v)) v.forEach((x, i) => pathsOf(x, [...prefix, i], out));
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) pathsOf(x, [...prefix, k], out);
  return out;
}

/** `v` with the value at `path` replaced (a deep copy along the path). */
export function setAt(v: unknown, path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  const copy = (Array.isArray(v) ? [...(v as unknown[])] : { ...(v as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, value);
  return copy;
}
