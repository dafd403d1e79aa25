import { CITIES, type CityKey } from '../catalogue/cities';

/**
 * The holiday calendar (docs/product/service-requests.md#holiday-calendar, decision 078): public
 * holidays stored by the API, national (`cityKey` null) or of one city's state. The rules take the
 * calendar as an argument; nothing here reads a database or a clock.
 */
export interface Holiday {
  /** `YYYY-MM-DD`, an Indian calendar day. */
  day: string;
  name: string;
  /** Null: a national holiday, observed in every city. */
  cityKey: CityKey | null;
}

/** The days off of one city: the national holidays and the city's own, sorted, each once. */
export function holidayDaysOf(calendar: readonly Holiday[], cityKey: string | null): string[] {
  const days = calendar.filter((h) => h.cityKey === null || h.cityKey === cityKey).map((h) => h.day);
  return [...new Set(days)].sort();
}

/**
 * The city of a request's `city` field: a city key (what create_ticket stores) or, on older and
 * seeded rows, the city's display name ("Mumbai"); null for anything else.
 */
export function cityKeyOfRequest(city: string | null | undefined): CityKey | null {
  if (!city) return null;
  const wanted = city.trim().toLowerCase();
  return CITIES.find((c) => c.key === wanted || c.name.toLowerCase() === wanted)?.key ?? null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real `YYYY-MM-DD` calendar date (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  const m = ISO_DAY.exec(day);
  if (!m) return false;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day;
}
