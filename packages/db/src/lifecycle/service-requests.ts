import { defineLifecycle, SR_LIFECYCLES, SR_STATES, type SrProcess, type SrState } from '@kavach/domain';
import type { DbOrTx } from '../repositories/tx';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import {
  serviceRequestEvents,
  serviceRequests,
  srAppointmentChanges,
  type SrAppointment,
} from '../schema/service-requests';
import { lifecycleEntity, transition, TransitionConflict, type TransitionPatch } from './transition';

/** The lifecycle entity of one request: its status follows the table of its own process (decision 060). */
export const srStatus = (process: SrProcess) => lifecycleEntity(serviceRequests, SR_LIFECYCLES[process]);

/** Every state any process uses: what the table's CHECK lists (held to it by transition.test.ts). */
export const srAnyStatus = lifecycleEntity(
  serviceRequests,
  defineLifecycle<SrState>(
    'service request',
    Object.fromEntries(SR_STATES.map((s) => [s, []])) as unknown as Record<SrState, readonly SrState[]>,
  ),
);

import type { ServiceRequestRow } from '../repositories/account';

export interface SrMove {
  /** `customer:{publicId}`, `staff:{username}` or `system:{job}`. */
  actor: string;
  at: Date;
  reasonCode?: string | null;
  note?: string | null;
  /** The other columns of the same change (technician, estimate, due time …). */
  patch?: TransitionPatch<typeof serviceRequests>;
}

/** A moved request with the id of the history row its move appended (what a notification is about). */
export type MovedServiceRequest = ServiceRequestRow & { eventId: number };

/**
 * THE way a service request changes status (issue 20 §2): the process's transition table is
 * checked, the row is updated `WHERE status = <from>` (TransitionConflict when someone moved it
 * first: the desk answers 409), and the move is appended to the history in the same transaction.
 */
export async function moveServiceRequest(
  tx: DbOrTx,
  row: Pick<ServiceRequestRow, 'id' | 'status' | 'process'>,
  to: SrState,
  move: SrMove,
): Promise<MovedServiceRequest> {
  const terminal = to === 'closed' ? { closedAt: move.at } : {};
  const updated = await transition(tx, srStatus(row.process as SrProcess), row, to, {
    ...terminal,
    ...move.patch,
    updatedAt: move.at,
  });
  const [event] = await tx
    .insert(serviceRequestEvents)
    .values({
      serviceRequestId: row.id,
      at: move.at,
      actor: move.actor,
      fromStatus: row.status,
      toStatus: to,
      reasonCode: move.reasonCode ?? null,
      note: move.note ?? null,
    })
    .returning({ id: serviceRequestEvents.id });
  return { ...updated, eventId: event!.id };
}

/**
 * Changes a request's appointment (decision 088) — not a status write: the row is updated only
 * while it is still in the status the caller read (`WHERE status = <status>`; TransitionConflict
 * when it moved meanwhile), and the change is appended to `sr_appointment_changes` in the same
 * transaction, with who made it and the appointment before. Answers the row and the change's id.
 */
export async function changeSrAppointment(
  tx: DbOrTx,
  row: Pick<ServiceRequestRow, 'id' | 'status' | 'appointment'>,
  appointment: SrAppointment,
  change: { actor: string; at: Date },
): Promise<ServiceRequestRow & { changeId: number }> {
  const [updated] = await tx
    .update(serviceRequests)
    .set({ appointment, updatedAt: change.at })
    .where(and(eq(serviceRequests.id, row.id), eq(serviceRequests.status, row.status)))
    .returning();
  if (!updated) throw new TransitionConflict('service request', row.id, row.status, row.status);
  const [added] = await tx
    .insert(srAppointmentChanges)
    .values({
      serviceRequestId: row.id,
      at: change.at,
      actor: change.actor,
      status: row.status,
      previous: row.appointment,
      appointment,
    })
    .returning({ id: srAppointmentChanges.id });
  return { ...updated, changeId: added!.id };
}

/** How many times the request's appointment was changed by actors starting with `actorPrefix`. */
export async function appointmentChangesOf(
  db: DbOrTx,
  serviceRequestId: number,
  actorPrefix = 'customer:',
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(srAppointmentChanges)
    .where(
      and(
        eq(srAppointmentChanges.serviceRequestId, serviceRequestId),
        like(srAppointmentChanges.actor, `${actorPrefix}%`),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The appointment changes of a request, oldest first (the desk's view, decision 088). */
export async function appointmentChangesList(db: DbOrTx, serviceRequestId: number) {
  return db
    .select()
    .from(srAppointmentChanges)
    .where(eq(srAppointmentChanges.serviceRequestId, serviceRequestId))
    .orderBy(asc(srAppointmentChanges.at), asc(srAppointmentChanges.id));
}
