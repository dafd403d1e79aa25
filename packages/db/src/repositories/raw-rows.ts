import type { Db } from '../client';

// Plain SQL on the root handle's client and the converters of its raw rows, for the hot cart
// paths (cart-hot-paths.ts, cart-lines-raw.ts), which map rows by hand instead of through Drizzle.

/**
 * A fixed statement on the root handle's client, rows as the driver parses them. node-postgres: a
 * named statement, parsed and planned once per connection; PGlite's client (decision 019) names
 * statements by their text itself and may answer from its result cache (decisions 021, 035).
 */
export async function rawQuery(db: Db, name: string, text: string, values: unknown[]) {
  const client = clientOf(db);
  const { rows } = onPglite(db)
    ? await client.query(text, values)
    : await client.query({ name, text, values });
  return rows;
}

const clientOf = (db: Db) => (db as unknown as { $client: RawClient }).$client;
/** PGlite's client is our caching wrapper (it has result-cache stats); node-postgres' is a pool. */
const onPglite = (db: Db) => 'resultStats' in clientOf(db);

type Rows = Promise<{ rows: Record<string, unknown>[] }>;
type RawClient = {
  query(text: string, params: unknown[]): Rows;
  query(config: { name: string; text: string; values: unknown[] }): Rows;
};

export const str = (v: unknown) => String(v);
export const strOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));
export const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
export const dateOrNull = (v: unknown) =>
  v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v));
export const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);
/** A text[] as the driver hands it: an array, or PostgreSQL's `{a,b}` text when not parsed. */
export function textArray(v: unknown): string[] | null {
  if (v === null || v === undefined) return null;
  if (Array.isArray(v)) return v.map(String);
  const t = String(v);
  if (t === '{}') return [];
  return t
    .slice(1, -1)
    .split(',')
    .map((x) => x.replace(/^"(.*)"$/, '$1'));
}
