// Fixed-rate runner for multi-step API scenarios that autocannon cannot express (checkout, codes):
// starts `rate` iterations per second for `seconds`, each an async function; reports the p50/p99
// of iteration latency and the errors. Open-loop: a slow iteration does not delay the next start.
import { performance } from 'node:perf_hooks';

/** The p-th percentile of ascending `sorted` (null when empty). */
export const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : null;

export async function fixedRate({ rate, seconds, iteration }) {
  const total = Math.round(rate * seconds);
  const latencies = [];
  let errors = 0;
  const firstError = [];
  const started = performance.now();
  const runs = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    runs.push(
      (async () => {
        const t0 = performance.now();
        try {
          await iteration(i);
          latencies.push(performance.now() - t0);
        } catch (err) {
          errors += 1;
          if (firstError.length === 0) firstError.push(err.message);
        }
      })(),
    );
  }
  await Promise.all(runs);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: total,
    ok: latencies.length,
    errors,
    firstError: firstError[0] ?? null,
    achievedRate: latencies.length / elapsed,
    p50: pct(sorted, 50),
    p99: pct(sorted, 99),
  };
}
