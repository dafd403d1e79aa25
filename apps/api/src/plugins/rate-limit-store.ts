import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { hitRateLimit, pruneRateLimits, type Db } from '@kavach/db';

/** Counters whose window ended this long ago are deleted (they would restart at 1 anyway). */
const PRUNE_AFTER_MS = 60 * 60_000;
/** One prune per this many hits of a process: cheap, and the table stays at the live keys. */
const PRUNE_EVERY = 500;

interface RouteInfo {
  method?: string | string[];
  url?: string;
}

/**
 * @fastify/rate-limit's counters in the database (decision 046), through the plugin's documented
 * `store` option: every API replica counts against the same row, so a limit of 10 per address is
 * 10 across all replicas, not 10 per replica. Keys are stored as SHA-256 (no addresses at rest).
 * A database error fails the request (the error handler answers 503 when the database is away):
 * a limit is never skipped because its counter is unreachable.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  const state = { hits: 0 };

  class DatabaseStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      readonly namespace = 'global',
      readonly defaultWindowMs = 60_000,
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ) {
      const windowMs = typeof timeWindow === 'number' ? timeWindow : this.defaultWindowMs;
      const keyHash = createHash('sha256').update(`${this.namespace}|${key}`).digest('base64url');
      hitRateLimit(db, keyHash, windowMs).then(
        (hit) => callback(null, { current: hit.hits, ttl: hit.ttlMs }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
      if (++state.hits % PRUNE_EVERY === 0)
        pruneRateLimits(db, new Date(Date.now() - PRUNE_AFTER_MS)).catch(() => undefined);
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]) {
      // At run time the plugin passes the route's merged limit options: routeInfo and timeWindow.
      const merged = routeOptions as unknown as { routeInfo?: RouteInfo; timeWindow?: unknown };
      const info = merged.routeInfo ?? {};
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      const namespace = info.url ? `${method} ${info.url}` : 'limiter';
      const windowMs = typeof merged.timeWindow === 'number' ? merged.timeWindow : this.defaultWindowMs;
      return new DatabaseStore(null, namespace, windowMs);
    }
  }
  return DatabaseStore;
}
