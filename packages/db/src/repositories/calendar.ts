import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { CityKey, Holiday } from '@kavach/domain';
import { holidays, serviceCentres } from '../schema';
import type { DbOrTx } from './tx';

export type HolidayRow = typeof holidays.$inferSelect;
export type ServiceCentreRow = typeof serviceCentres.$inferSelect;

/**
 * The holiday calendar of one city (decision 078): national rows and the city's, not removed. A
 * few dozen rows a year, read per request — the callers pass them to the domain's rules.
 */
export async function holidayCalendarOf(db: DbOrTx, cityKey: string | null): Promise<Holiday[]> {
  const rows = await db
    .select({ day: holidays.day, name: holidays.name, cityKey: holidays.cityKey })
    .from(holidays)
    .where(
      and(
        isNull(holidays.removedAt),
        cityKey ? or(isNull(holidays.cityKey), eq(holidays.cityKey, cityKey)) : isNull(holidays.cityKey),
      ),
    );
  return rows.map((r) => ({ day: r.day, name: r.name, cityKey: r.cityKey as CityKey | null }));
}

/** Every holiday from `from` on (staff's list), by day then city (national first). */
export function listHolidays(db: DbOrTx, from: string): Promise<HolidayRow[]> {
  return db
    .select()
    .from(holidays)
    .where(and(isNull(holidays.removedAt), gte(holidays.day, from)))
    .orderBy(asc(holidays.day), asc(holidays.cityKey), asc(holidays.id));
}

/** A new holiday; null when the day is already a holiday of that city (or national). */
export async function addHoliday(
  db: DbOrTx,
  row: { day: string; name: string; cityKey: string | null; source: string; addedBy: string; addedAt: Date },
): Promise<HolidayRow | null> {
  const [inserted] = await db.insert(holidays).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

/** Removes a holiday (soft: who and when stay on the row); null when there is no such live row. */
export async function removeHoliday(
  db: DbOrTx,
  id: number,
  by: string,
  at: Date,
): Promise<HolidayRow | null> {
  const [row] = await db
    .update(holidays)
    .set({ removedBy: by, removedAt: at })
    .where(and(eq(holidays.id, id), isNull(holidays.removedAt)))
    .returning();
  return row ?? null;
}

/** The service centres of a city. */
export function serviceCentresOf(db: DbOrTx, cityKey: string): Promise<ServiceCentreRow[]> {
  return db
    .select()
    .from(serviceCentres)
    .where(eq(serviceCentres.cityKey, cityKey))
    .orderBy(asc(serviceCentres.id));
}

export async function findServiceCentre(db: DbOrTx, id: number): Promise<ServiceCentreRow | null> {
  const [row] = await db.select().from(serviceCentres).where(eq(serviceCentres.id, id));
  return row ?? null;
}
