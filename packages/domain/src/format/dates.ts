/** All displayed dates are Indian time (docs/product/catalogue.md#formats-and-constants). */
export const DISPLAY_TIME_ZONE = 'Asia/Kolkata';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

export type DateInput = Date | number | string;

interface Parts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

function toParts(input: DateInput): Parts | null {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return null;
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(PARTS.formatToParts(date).find((p) => p.type === type)?.value);
  const [year, month, day] = [get('year'), get('month'), get('day')];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return { year, month, day, hour: get('hour') % 24, minute: get('minute'), weekday };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** 'DD MMM, YYYY' → `05 Mar, 2024`. Empty string for an invalid date. */
export function formatDayMonthCommaYear(input: DateInput): string {
  const p = toParts(input);
  return p ? `${pad2(p.day)} ${MONTHS[p.month - 1]}, ${p.year}` : '';
}

/** 'DD MMM YYYY' → `05 Mar 2024` (plan tenure dates). Empty string for an invalid date. */
export function formatDayMonthYear(input: DateInput): string {
  const p = toParts(input);
  return p ? `${pad2(p.day)} ${MONTHS[p.month - 1]} ${p.year}` : '';
}

/** 'ddd, Do MMM YY - hh:mmA' → `Tue, 5th Mar 24 - 02:30PM`. Empty string for an invalid date. */
export function formatDateTimeShort(input: DateInput): string {
  const p = toParts(input);
  if (!p) return '';
  const hour12 = p.hour % 12 === 0 ? 12 : p.hour % 12;
  const meridiem = p.hour < 12 ? 'AM' : 'PM';
  const yy = pad2(p.year % 100);
  return `${WEEKDAYS[p.weekday]}, ${ordinal(p.day)} ${MONTHS[p.month - 1]} ${yy} - ${pad2(hour12)}:${pad2(p.minute)}${meridiem}`;
}

/** A calendar day `YYYY-MM-DD` in India (a slot, an appointment) as 'Thu, 5 Mar'. */
export function formatSlotDay(isoDay: string): string {
  const p = toParts(`${isoDay}T12:00:00+05:30`);
  if (!p) return isoDay;
  return `${WEEKDAYS[p.weekday]}, ${p.day} ${MONTHS[p.month - 1]}`;
}

/** An appointment — a day and its window — as the tracker, the desk and the messages say it: 'Wed, 9 Dec, 2PM - 6PM'. */
export const formatAppointment = (isoDay: string, window: string | null): string =>
  `${formatSlotDay(isoDay)}, ${window ?? ''}`;
