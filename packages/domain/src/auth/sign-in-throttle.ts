const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * One counter's rule (issue 18 finding 7, docs/product/security-tests.md#t5-3; decision 039). Failures inside `windowMs` count.
 * The first `freeFailures` cost nothing; after that the next attempt must wait `baseMs × 2^k`
 * (k = failures beyond the free ones) after the newest failure, at most `maxWaitMs`; from
 * `capFrom` failures on the wait is `maxWaitMs` outright. With `hardLimit` the counter refuses
 * until fewer than `hardLimit` failures remain in the window.
 */
export interface SignInBackoffRule {
  windowMs: number;
  freeFailures: number;
  baseMs: number;
  maxWaitMs: number;
  capFrom?: number;
  hardLimit?: number;
}

/**
 * Per account (and per account on a device that account signed in on): 3 failures free, then
 * 1, 2, 4 … 64 s, and 5 minutes after each failure from the 10th in 15 minutes on. The owner's
 * right password is judged as soon as the wait is over: never refused for longer than 5 minutes.
 */
export const ACCOUNT_BACKOFF: SignInBackoffRule = {
  windowMs: 15 * MINUTE,
  freeFailures: 3,
  baseMs: SECOND,
  maxWaitMs: 5 * MINUTE,
  capFrom: 10,
};

/** Per client address: 10 failures free, then 1, 2, 4 … 30 s; 30 failures in 15 minutes block it. */
export const CLIENT_BACKOFF: SignInBackoffRule = {
  windowMs: 15 * MINUTE,
  freeFailures: 10,
  baseMs: SECOND,
  maxWaitMs: 30 * SECOND,
  hardLimit: 30,
};

/** How many of a counter's newest failures `signInWaitSeconds` needs to see. */
export function failuresNeeded(rule: SignInBackoffRule): number {
  const doubling = Math.ceil(Math.log2(rule.maxWaitMs / rule.baseMs)) + 1;
  return Math.max(rule.hardLimit ?? 0, rule.capFrom ?? 0, rule.freeFailures + doubling);
}

/**
 * Seconds the next attempt must wait (0: judge it now), given the counter's failures inside the
 * window, newest first (at least `failuresNeeded(rule)` of them when there are that many).
 */
export function signInWaitSeconds(newestFirst: readonly Date[], rule: SignInBackoffRule, now: Date): number {
  const since = now.getTime() - rule.windowMs;
  const failures = newestFirst.filter((d) => d.getTime() > since && d.getTime() <= now.getTime());
  const n = failures.length;
  if (n === 0) return 0;
  let until = 0;
  if (n >= rule.freeFailures) {
    const wait =
      rule.capFrom !== undefined && n >= rule.capFrom
        ? rule.maxWaitMs
        : Math.min(rule.baseMs * 2 ** (n - rule.freeFailures), rule.maxWaitMs);
    until = failures[0]!.getTime() + wait;
  }
  if (rule.hardLimit !== undefined && n >= rule.hardLimit)
    until = Math.max(until, failures[rule.hardLimit - 1]!.getTime() + rule.windowMs);
  return Math.max(0, Math.ceil((until - now.getTime()) / SECOND));
}
