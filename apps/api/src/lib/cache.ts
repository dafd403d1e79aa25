import { systemClock, type Clock } from './clock';

/**
 * Per-process memo for read-mostly catalogue queries. Catalogue rows change only through a
 * deploy/seed, so a short TTL keeps replicas consistent enough while sparing the database. Time
 * comes from the clock the app is given (tests move it to expire an entry).
 */
export function memo<T>(ttlMs: number, load: () => Promise<T>, clock: Clock = systemClock): () => Promise<T> {
  let value: Promise<T> | null = null;
  let loadedAt = 0;
  return () => {
    const now = clock.now().getTime();
    if (!value || now - loadedAt > ttlMs) {
      loadedAt = now;
      value = load().catch((err: unknown) => {
        value = null;
        throw err;
      });
    }
    return value;
  };
}
