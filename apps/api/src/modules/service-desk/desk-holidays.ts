import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  DeskHoliday,
  DeskHolidayBody,
  DeskHolidayResponse,
  DeskHolidaysResponse,
} from '@kavach/contracts';
import { addHoliday, listHolidays, removeHoliday, type HolidayRow } from '@kavach/db';
import type { CityKey } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { rescheduleForHoliday } from '../calendar/reschedule';
import { istIsoDay } from '../service-requests/selfserve-plan';
import { requireServiceStaff } from './desk-access';

/**
 * The holiday calendar as the service desk keeps it (docs/product/service-requests.md#holiday-calendar,
 * decision 078): staff with the `service` role list, add and remove holidays. Every row names who
 * added it and who removed it, and when (a removal keeps the row): that is its audit. The next SLA
 * clock started and the next slot list read the change, and in the same transaction every running
 * clock the day can move is counted again (decision 081; supersedes 078's "due times already set
 * stay as they were").
 */
const view = (row: HolidayRow): z.infer<typeof DeskHoliday> => ({
  id: row.id,
  day: row.day,
  name: row.name,
  city: row.cityKey as CityKey | null,
  source: row.source,
  added_by: row.addedBy,
  added_at: row.addedAt.toISOString(),
});

export async function deskHolidaysOf(
  deps: RouteDeps,
  request: FastifyRequest,
  from: string | undefined,
): Promise<z.infer<typeof DeskHolidaysResponse>> {
  await requireServiceStaff(deps, request);
  const rows = await listHolidays(deps.db, from ?? istIsoDay(deps.clock.now()));
  return { data: { items: rows.map(view) } };
}

export async function deskAddHoliday(
  deps: RouteDeps,
  request: FastifyRequest,
  body: DeskHolidayBody,
): Promise<z.infer<typeof DeskHolidayResponse>> {
  const staff = await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const row = await addHoliday(tx, {
      day: body.day,
      name: body.name.trim(),
      cityKey: body.city ?? null,
      source: body.source.trim(),
      addedBy: `staff:${staff.username}`,
      addedAt: now,
    });
    return row
      ? { row, rescheduled: await rescheduleForHoliday(tx, { day: row.day, cityKey: row.cityKey }, now) }
      : null;
  });
  if (!done)
    throw new AppError(
      409,
      'HOLIDAY_EXISTS',
      body.city
        ? 'This day is already a holiday in this city. Remove it first to change it.'
        : 'This day is already a national holiday. Remove it first to change it.',
    );
  return { data: view(done.row), rescheduled: done.rescheduled };
}

export async function deskRemoveHoliday(
  deps: RouteDeps,
  request: FastifyRequest,
  id: number,
): Promise<z.infer<typeof DeskHolidayResponse>> {
  const staff = await requireServiceStaff(deps, request);
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    const row = await removeHoliday(tx, id, `staff:${staff.username}`, now);
    return row
      ? { row, rescheduled: await rescheduleForHoliday(tx, { day: row.day, cityKey: row.cityKey }, now) }
      : null;
  });
  if (!done) throw new AppError(404, 'HOLIDAY_NOT_FOUND', 'There is no such holiday.');
  return { data: view(done.row), rescheduled: done.rescheduled };
}
