/**
 * Which figures the long tests reach (README "Tests"): `ci` (default) runs the security plan's
 * procedures with the smaller counts of its CI tier; `full` (KAVACH_TEST_TIER=full, set by
 * `npm run test:full`) runs them with the plan's full counts.
 */
// eslint-disable-next-line no-restricted-properties -- tests pick their tier
export const TIER: 'ci' | 'full' = process.env.KAVACH_TEST_TIER === 'full' ? 'full' : 'ci';

/** `ci` under the CI tier, `full` under the full one. */
export const byTier = <T>(ci: T, full: T): T => (TIER === 'full' ? full : ci);
