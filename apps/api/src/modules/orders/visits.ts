import type { orderItemsOf } from '@kavach/db';
import { formatDayMonthCommaYear } from '@kavach/domain';

export interface OrderVisit {
  title: string;
  date: string;
  time: string;
}

type OrderItem = Awaited<ReturnType<typeof orderItemsOf>>[number];

/** The booked visits of an order: its lines with a slot (AMC and insta-repair, docs/product/cart.md#visit-slots), in line order. */
export const orderVisits = (items: readonly OrderItem[]): OrderVisit[] =>
  items.flatMap((i) => (i.slot ? [{ title: i.title, date: i.slot.date, time: i.slot.time }] : []));

/** 'AC Jet Service (Split) on 22 Nov, 2026, 10AM - 2PM' (several joined by '; '). */
export const visitText = (visits: readonly OrderVisit[]): string =>
  visits.map((v) => `${v.title} on ${formatDayMonthCommaYear(v.date)}, ${v.time}`).join('; ');
