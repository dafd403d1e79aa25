/**
 * Runs `round` every `intervalMs`, never two rounds at once (a slow round makes the next tick skip);
 * a failed round is reported to `onError` and the timer goes on. The timer does not keep the
 * process alive. Returns `stop`, which clears the timer and waits for a round in progress.
 */
export function startPeriodic(
  round: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= round()
      .catch(onError)
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
