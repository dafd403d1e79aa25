import { deskSetSlaTimer, moveRunningDue, movesOfRequests, runningClocksFrom, type DbOrTx } from '@kavach/db';
import { cityKeyOfRequest, isSrProcess, slaDueOnCalendar, type WorkingCalendar } from '@kavach/domain';
import { workingCalendarOf } from './holiday-calendar';

/** Requests read per page while a holiday change is applied. */
const PAGE = 500;

/**
 * A holiday was added or removed (decision 081; docs/product/service-requests.md#holiday-calendar):
 * every running SLA clock it can move — due on or after that day, in that city or in any for a
 * national holiday — is counted again from its start on the city's calendar as it now is. A new due
 * time is written with its breach timer (re-armed when it is now in the future), so the tracker's
 * "expected by", the desk's SLA risk and the breach report agree with the calendar. Runs in the
 * caller's transaction, the one that changed the calendar. Answers how many due times moved.
 */
export async function rescheduleForHoliday(
  tx: DbOrTx,
  change: { day: string; cityKey: string | null },
  now: Date,
): Promise<number> {
  const from = new Date(`${change.day}T00:00:00+05:30`);
  const calendars = new Map<string | null, WorkingCalendar>();
  const calendarOf = async (city: string | null) => {
    const key = cityKeyOfRequest(city);
    let calendar = calendars.get(key);
    if (!calendar) {
      calendar = await workingCalendarOf(tx, city);
      calendars.set(key, calendar);
    }
    return calendar;
  };
  let moved = 0;
  for (let afterId = 0; ;) {
    const page = await runningClocksFrom(tx, from, afterId, PAGE);
    if (page.length === 0) return moved;
    afterId = page[page.length - 1]!.id;
    const affected = page.filter(
      (r) => change.cityKey === null || cityKeyOfRequest(r.city) === change.cityKey,
    );
    const moves = await movesOfRequests(
      tx,
      affected.map((r) => r.id),
    );
    for (const r of affected) {
      if (!isSrProcess(r.process)) continue;
      const due = slaDueOnCalendar(r.process, r.dueAt, moves.get(r.id) ?? [], await calendarOf(r.city));
      if (!due || due.getTime() === r.dueAt.getTime()) continue;
      if (!(await moveRunningDue(tx, { id: r.id, status: r.status, was: r.dueAt, dueAt: due }))) continue;
      moved++;
      // A clock already late before and after needs no new timer: its breach was reported once.
      if (due.getTime() > now.getTime() || r.dueAt.getTime() > now.getTime())
        await deskSetSlaTimer(tx, { serviceRequestId: r.id, forStatus: r.status, dueAt: due, now });
    }
  }
}
