import { DeskHolidayBody } from '@kavach/contracts';
import type { DeskHoliday } from '@kavach/contracts';
import { cityByKey, formatDayMonthCommaYear } from '@kavach/domain';
import type { z } from 'zod';
import { formFreeText } from '@/lib/forms/posted';

/*
 * The service desk's holiday calendar form (docs/product/service-requests.md#holiday-calendar,
 * decision 078): the body of POST /v3/service-desk/holidays built from a posted form, checked as the
 * API checks it, with a message per field a person understands. Pure, so the server action and its
 * tests share it.
 */

export type HolidayField = 'day' | 'name' | 'city' | 'source';
export type HolidayFormErrors = Partial<Record<HolidayField | 'form', string>>;

/** The desk's holiday calendar page. */
export const HOLIDAYS_PATH = '/service-desk/holidays';

/** The value of the city select that means every city (a national holiday). */
export const ALL_CITIES = 'all';

export const HOLIDAY_FIELD_MESSAGES: Record<HolidayField, string> = {
  day: 'Choose the date of the holiday.',
  name: 'Give the holiday its name (2 to 80 characters).',
  city: 'Choose one of our cities, or All cities.',
  source: 'Say where the date comes from, such as the government order (2 to 200 characters).',
};

export type HolidayFormValues = Record<HolidayField, string>;

export function holidayFormValues(form: FormData): HolidayFormValues {
  return {
    day: formFreeText(form, 'day'),
    name: formFreeText(form, 'name'),
    city: formFreeText(form, 'city'),
    source: formFreeText(form, 'source'),
  };
}

/** The API's body for the posted values, or a message for each field that is wrong. */
export function holidayBody(
  values: HolidayFormValues,
): { ok: true; body: DeskHolidayBody } | { ok: false; errors: HolidayFormErrors } {
  const parsed = DeskHolidayBody.safeParse({
    day: values.day,
    name: values.name,
    city: values.city === ALL_CITIES || values.city === '' ? null : values.city,
    source: values.source,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: HolidayFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'day' || field === 'name' || field === 'city' || field === 'source')
      errors[field] = HOLIDAY_FIELD_MESSAGES[field];
  }
  return { ok: false, errors };
}

/** Where a holiday applies, in words: a city's name, or every city. */
export const holidayPlace = (city: z.infer<typeof DeskHoliday>['city']): string =>
  city ? (cityByKey(city)?.name ?? city) : 'All cities';

/** A holiday in one line, as the desk's notices name it: "Diwali on 08 Nov, 2026 (All cities)". */
export const holidayLine = (h: Pick<z.infer<typeof DeskHoliday>, 'name' | 'day' | 'city'>): string =>
  `${h.name} on ${formatDayMonthCommaYear(h.day)} (${holidayPlace(h.city)})`;

/** Who added a holiday, in words: a staff member's username, or the calendar the site shipped with. */
export const holidayAddedBy = (addedBy: string): string =>
  addedBy === 'seed' ? 'in the first calendar' : `added by ${addedBy.replace(/^staff:/, '')}`;

/** How many open requests' due times a change moved (decision 081), as a sentence. */
export function movedSentence(moved: number): string {
  if (moved === 0) return 'No open request’s due time changed.';
  return moved === 1 ? '1 open request’s due time moved.' : `${moved} open requests’ due times moved.`;
}
