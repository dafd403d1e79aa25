/** Injected clock so time-based rules are testable (conventions 3). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
