/** From this many seconds on, durations are shown in hours and minutes (docs/product/catalogue.md#formats-and-constants). */
export const HOURS_FORMAT_THRESHOLD_SECONDS = 180;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** docs/product/catalogue.md#formats-and-constants seconds formatting: ≥180 s as `HH:MM hrs`, else `MM:SS mins`. Negative or invalid → 0. */
export function formatSeconds(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  if (total >= HOURS_FORMAT_THRESHOLD_SECONDS) {
    const hours = Math.floor(total / 3600);
    const minutes = Math.floor((total % 3600) / 60);
    return `${pad2(hours)}:${pad2(minutes)} hrs`;
  }
  return `${pad2(Math.floor(total / 60))}:${pad2(total % 60)} mins`;
}
