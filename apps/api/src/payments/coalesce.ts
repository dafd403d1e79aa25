export interface CoalescerOptions {
  /** How long a successful result is reused for the same key. */
  ttlMs: number;
  /** Upper bound of remembered keys; the oldest go first. */
  max: number;
}

/**
 * One call per key at a time within this process (docs/product/security-tests.md#t8-8): concurrent callers with the same key share
 * one promise. A success is reused for `ttlMs`; a failure is forgotten at once, so a retry with the
 * same key runs again. Across processes the adapter adds its own guard (a look-up by receipt at
 * Razorpay).
 */
export function createCoalescer<T>({ ttlMs, max }: CoalescerOptions) {
  const entries = new Map<string, { promise: Promise<T>; expiresAt: number }>();
  const forget = (key: string, promise: Promise<T>) => {
    if (entries.get(key)?.promise === promise) entries.delete(key);
  };
  return {
    run(key: string, call: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit.promise;
      const promise = call();
      entries.delete(key);
      entries.set(key, { promise, expiresAt: Number.POSITIVE_INFINITY });
      promise.then(
        () => {
          const entry = entries.get(key);
          if (entry?.promise === promise) entry.expiresAt = Date.now() + ttlMs;
        },
        () => forget(key, promise),
      );
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return promise;
    },
    get size() {
      return entries.size;
    },
  };
}
