import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { serviceRequestEvents, serviceRequests } from '../schema/service-requests';
import { prepared } from './prepared';

/** What the public tracker view (search by SR number, issue 20 §3) shows of a request: no personal data. */
const publicFields = {
  srRef: serviceRequests.srRef,
  status: serviceRequests.status,
  process: serviceRequests.process,
  coverTitle: serviceRequests.coverTitle,
  createdAt: serviceRequests.createdAt,
  updatedAt: serviceRequests.updatedAt,
  dueAt: serviceRequests.dueAt,
};

export type TrackerPublicRequest = Pick<typeof serviceRequests.$inferSelect, keyof typeof publicFields>;

/** One step of a request's history as the public view reads it. */
export interface TrackerPublicEvent {
  toStatus: string;
  at: Date;
}

/**
 * A request by its public number with its history, oldest first, in one prepared statement (the
 * request's row joined to its events; a request has a few dozen events at most): tracker search by
 * SR number is the busiest public read of issue 20 (§6: p99 ≤ 25 ms at 200 req/s over 1,000,000
 * requests). Reads only the columns the public view shows. Null when there is no such request.
 */
export async function trackerPublicByRef(
  db: Db,
  srRef: string,
): Promise<{ sr: TrackerPublicRequest; history: TrackerPublicEvent[] } | null> {
  const rows = await prepared(db, 'tracker_public_by_ref', () =>
    db
      .select({
        ...publicFields,
        eventStatus: serviceRequestEvents.toStatus,
        eventAt: serviceRequestEvents.at,
      })
      .from(serviceRequests)
      .leftJoin(serviceRequestEvents, eq(serviceRequestEvents.serviceRequestId, serviceRequests.id))
      .where(eq(serviceRequests.srRef, sql.placeholder('srRef')))
      .orderBy(asc(serviceRequestEvents.at), asc(serviceRequestEvents.id))
      .prepare('tracker_public_by_ref'),
  ).execute({ srRef });
  const first = rows[0];
  if (!first) return null;
  const { eventStatus: _s, eventAt: _a, ...sr } = first;
  const history: TrackerPublicEvent[] = [];
  for (const r of rows)
    if (r.eventStatus !== null && r.eventAt !== null)
      history.push({ toStatus: r.eventStatus, at: r.eventAt });
  return { sr, history };
}
