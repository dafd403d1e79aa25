import { istClock, isoDay } from '../slots/ist-calendar';

/**
 * A service-request number: six digits, a dash, six digits (`250412-001234`,
 * docs/product/service-requests.md#today) — the IST date it was raised (YYMMDD) and that day's
 * sequence number.
 */
export const SR_NUMBER = /^\d{6}-\d{6}$/;

export const isSrNumber = (text: string): boolean => SR_NUMBER.test(text.trim());

export function formatSrNumber(raisedAt: Date, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999)
    throw new RangeError('a day has at most 999,999 requests');
  const [y, m, d] = isoDay(istClock(raisedAt).day).split('-');
  return `${y!.slice(2)}${m}${d}-${String(sequence).padStart(6, '0')}`;
}
