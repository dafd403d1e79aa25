import type { QueryInput } from '@kavach/domain';

/** The query as plain data: a repeated parameter becomes an array (and is ignored by the rules). */
export function requestQuery(params: URLSearchParams): QueryInput {
  const query: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of params) {
    const prev = query[key];
    if (prev === undefined) query[key] = value;
    else query[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return query;
}

/** A single string value of a query parameter, or null (absent, repeated or empty). */
export function singleParam(query: QueryInput, key: string): string | null {
  const value = Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
