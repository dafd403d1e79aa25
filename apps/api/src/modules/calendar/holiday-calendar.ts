import { findPincode, holidayCalendarOf, type DbOrTx } from '@kavach/db';
import {
  SERVICE_CALENDAR,
  cityKeyOfRequest,
  holidayDaysOf,
  withHolidays,
  type WorkingCalendar,
} from '@kavach/domain';

/**
 * The holiday calendar as the rules take it (docs/product/service-requests.md#holiday-calendar,
 * decision 078): read per request — a few dozen rows — and passed to the domain.
 */
export async function holidayDaysOfCity(db: DbOrTx, cityKey: string | null): Promise<string[]> {
  return holidayDaysOf(await holidayCalendarOf(db, cityKey), cityKey);
}

/** The service team's working calendar in a request's city (its SLA clock; `city` as the row holds it). */
export async function workingCalendarOf(db: DbOrTx, city: string | null): Promise<WorkingCalendar> {
  return withHolidays(SERVICE_CALENDAR, await holidayDaysOfCity(db, cityKeyOfRequest(city)));
}

/** The holidays at a PIN code: its city's, or only the national ones for a PIN we do not place. */
export async function holidayDaysAtPincode(
  db: DbOrTx,
  pincode: string | null | undefined,
): Promise<string[]> {
  const pin = pincode ? await findPincode(db, pincode) : null;
  return holidayDaysOfCity(db, pin?.cityKey ?? null);
}
