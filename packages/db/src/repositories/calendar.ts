import { and, asc, eq, gt, gte, inArray, isNull, or } from 'drizzle-orm';
import type { CityKey, Holiday } from '@kavach/domain';
import { holidays, serviceCentres, serviceRequestEvents, serviceRequests } from '../schema';
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

/** A request whose SLA clock runs, as a holiday change reads it (decision 081). */
export interface RunningClockRow {
  id: number;
  status: string;
  process: string;
  city: string | null;
  dueAt: Date;
}

/**
 * Requests whose running SLA clock is due at or after `from` — a holiday on or after that instant
 * can move them — in pages of `limit` by id after `afterId`.
 */
export async function runningClocksFrom(
  db: DbOrTx,
  from: Date,
  afterId: number,
  limit: number,
): Promise<RunningClockRow[]> {
  const rows = await db
    .select({
      id: serviceRequests.id,
      status: serviceRequests.status,
      process: serviceRequests.process,
      city: serviceRequests.city,
      dueAt: serviceRequests.dueAt,
    })
    .from(serviceRequests)
    .where(and(gte(serviceRequests.dueAt, from), gt(serviceRequests.id, afterId)))
    .orderBy(asc(serviceRequests.id))
    .limit(limit);
  return rows.filter((r): r is RunningClockRow => r.dueAt !== null);
}

/** The moves of these requests (their history's `at` and `to`), oldest first, by request id. */
export async function movesOfRequests(
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, { at: Date; to: string }[]>> {
  const byId = new Map<number, { at: Date; to: string }[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      id: serviceRequestEvents.serviceRequestId,
      at: serviceRequestEvents.at,
      to: serviceRequestEvents.toStatus,
    })
    .from(serviceRequestEvents)
    .where(inArray(serviceRequestEvents.serviceRequestId, [...ids]))
    .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id));
  for (const r of rows) {
    const list = byId.get(r.id) ?? [];
    list.push({ at: r.at, to: r.to });
    byId.set(r.id, list);
  }
  return byId;
}

/**
 * A running clock's new due time, written only while the request is still in `status` with the
 * due time `was` (a desk move meanwhile wins, and set its own). True when written.
 */
export async function moveRunningDue(
  db: DbOrTx,
  change: { id: number; status: string; was: Date; dueAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(serviceRequests)
    .set({ dueAt: change.dueAt })
    .where(
      and(
        eq(serviceRequests.id, change.id),
        eq(serviceRequests.status, change.status),
        eq(serviceRequests.dueAt, change.was),
      ),
    )
    .returning({ id: serviceRequests.id });
  return rows.length === 1;
}
