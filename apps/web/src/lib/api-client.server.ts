import 'server-only';
import type { z } from 'zod';
import { env } from './env';

export class ApiError extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
  ) {
    super(`API GET ${path} answered ${status}`);
    this.name = 'ApiError';
  }
}

export interface ApiGetOptions {
  /** Seconds the response may be reused by Next's data cache; defaults to the page's revalidate. */
  revalidate?: number | false;
  /** Abort after this many ms (default 5000). */
  timeoutMs?: number;
  /**
   * A Cookie header to send: the visitor's session cookie, for reads that belong to one customer
   * (never cached: such a read also sets `revalidate: 0`).
   */
  cookie?: string;
}

/**
 * The one server-side read path (conventions 12): GET `${API_ORIGIN}${path}`, parsed with the zod
 * contract. Returns null on 404 so pages can call `notFound()`. Other failures throw (→ error.tsx).
 */
export async function apiGet<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ApiGetOptions = {},
): Promise<z.infer<S> | null> {
  if (!path.startsWith('/')) throw new Error(`apiGet path must start with '/': ${path}`);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  const init: RequestInit & { next?: { revalidate?: number | false } } = {
    headers,
    signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
  };
  if (options.cookie) init.cache = 'no-store';
  else if (options.revalidate !== undefined) init.next = { revalidate: options.revalidate };
  const res = await fetch(`${env.API_ORIGIN}${path}`, init);
  if (res.status === 404) return null;
  if (!res.ok) throw new ApiError(path, res.status);
  const body: unknown = await res.json();
  return schema.parse(body) as z.infer<S>;
}
