import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { serviceCentres } from '../schema/calendar';
import { customerPlans } from '../schema/customers';
import { orderItems, orders, orderVisitReminders } from '../schema/orders';
import { planCancellations } from '../schema/plan-cancellations';
import { serviceRequests, srAppointmentChanges, srAppointmentReminders } from '../schema/service-requests';
import type { ServiceRequestRow } from './account';
import type { DbOrTx, Tx } from './tx';

/** A request whose appointment reminder is due, with its service centre's name (carry-in). */
export interface DueAppointmentReminder {
  sr: ServiceRequestRow;
  centre: string | null;
}

/**
 * Claims up to `limit` requests whose appointment reminder is due (decision 103) for the caller's
 * transaction, `FOR UPDATE SKIP LOCKED` so a second API replica skips the requests this one holds:
 * a (process, status) in `ahead` (the domain's APPOINTMENT_AHEAD), an appointment on one of `slots`
 * (the domain's remindableSlots) booked before that slot's reminder window opened — neither raised
 * nor changed since — and not yet reminded of that appointment.
 */
export async function claimDueAppointmentReminders(
  tx: Tx,
  input: {
    ahead: readonly (readonly [string, string])[];
    slots: readonly { date: string; time: string; opensAt: Date }[];
    limit: number;
  },
): Promise<DueAppointmentReminder[]> {
  if (input.ahead.length === 0 || input.slots.length === 0) return [];
  const ahead = sql.join(
    input.ahead.map(([process, status]) => sql`(${process}, ${status})`),
    sql`, `,
  );
  const onSlot = sql.join(
    input.slots.map(
      (s) => sql`(${serviceRequests.appointment}->>'date' = ${s.date}
        and ${serviceRequests.appointment}->>'time' = ${s.time}
        and ${serviceRequests.createdAt} < ${s.opensAt}
        and not exists (select 1 from ${srAppointmentChanges}
          where ${srAppointmentChanges.serviceRequestId} = ${serviceRequests.id}
          and ${srAppointmentChanges.at} >= ${s.opensAt}))`,
    ),
    sql` or `,
  );
  return tx
    .select({ sr: serviceRequests, centre: serviceCentres.name })
    .from(serviceRequests)
    .leftJoin(serviceCentres, eq(serviceCentres.id, serviceRequests.serviceCentreId))
    .where(
      and(
        sql`(${serviceRequests.process}, ${serviceRequests.status}) in (${ahead})`,
        sql`(${onSlot})`,
        sql`not exists (select 1 from ${srAppointmentReminders}
          where ${srAppointmentReminders.serviceRequestId} = ${serviceRequests.id}
          and ${srAppointmentReminders.appointmentDate} = ${serviceRequests.appointment}->>'date'
          and ${srAppointmentReminders.appointmentTime} = ${serviceRequests.appointment}->>'time')`,
      ),
    )
    .orderBy(asc(serviceRequests.id))
    .limit(input.limit)
    .for('update', { of: serviceRequests, skipLocked: true });
}

/** Records a reminder as sent; false when it already was (then nothing is sent again). */
export async function recordAppointmentReminder(
  tx: Tx,
  serviceRequestId: number,
  appointment: { date: string; time: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(srAppointmentReminders)
    .values({
      serviceRequestId,
      appointmentDate: appointment.date,
      appointmentTime: appointment.time,
      sentAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: srAppointmentReminders.serviceRequestId });
  return rows.length > 0;
}

/** An order line whose visit reminder is due, with where to send it. */
export interface DueOrderVisitReminder {
  orderItemId: number;
  orderRef: string;
  title: string;
  slot: { date: string; time: string };
  phone: string;
  email: string;
}

/**
 * Claims up to `limit` order lines whose visit reminder is due (decision 103) for the caller's
 * transaction, `FOR UPDATE SKIP LOCKED`: a line with a slot on one of `slots`, of an order in one of
 * `statuses` (the domain's VISIT_AHEAD_ORDER_STATES), confirmed before that slot's
 * reminder window opened, not every plan of the line cancelled, and not yet reminded of that slot.
 */
export async function claimDueOrderVisitReminders(
  tx: Tx,
  input: {
    statuses: readonly string[];
    slots: readonly { date: string; time: string; opensAt: Date }[];
    limit: number;
  },
): Promise<DueOrderVisitReminder[]> {
  if (input.statuses.length === 0 || input.slots.length === 0) return [];
  const onSlot = sql.join(
    input.slots.map(
      (s) => sql`(${orderItems.slot}->>'date' = ${s.date}
        and ${orderItems.slot}->>'time' = ${s.time}
        and coalesce(${orders.paidAt}, ${orders.updatedAt}) < ${s.opensAt})`,
    ),
    sql` or `,
  );
  const rows = await tx
    .select({
      orderItemId: orderItems.id,
      orderRef: orders.orderRef,
      title: orderItems.title,
      slot: orderItems.slot,
      phone: orders.phone,
      email: orders.email,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        inArray(orders.status, [...input.statuses]),
        sql`(${onSlot})`,
        // A line whose plans were all cancelled has no visit left (decision 093).
        sql`(not exists (select 1 from ${customerPlans} where ${customerPlans.orderItemId} = ${orderItems.id})
          or exists (select 1 from ${customerPlans} where ${customerPlans.orderItemId} = ${orderItems.id}
            and not exists (select 1 from ${planCancellations} where ${planCancellations.customerPlanId} = ${customerPlans.id})))`,
        sql`not exists (select 1 from ${orderVisitReminders}
          where ${orderVisitReminders.orderItemId} = ${orderItems.id}
          and ${orderVisitReminders.visitDate} = ${orderItems.slot}->>'date'
          and ${orderVisitReminders.visitTime} = ${orderItems.slot}->>'time')`,
      ),
    )
    .orderBy(asc(orderItems.id))
    .limit(input.limit)
    .for('update', { of: orderItems, skipLocked: true });
  return rows.flatMap((r) => (r.slot ? [{ ...r, slot: r.slot }] : []));
}

/** Records a visit reminder as sent; false when it already was. */
export async function recordOrderVisitReminder(
  tx: Tx,
  orderItemId: number,
  slot: { date: string; time: string },
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(orderVisitReminders)
    .values({ orderItemId, visitDate: slot.date, visitTime: slot.time, sentAt: now })
    .onConflictDoNothing()
    .returning({ id: orderVisitReminders.orderItemId });
  return rows.length > 0;
}

/** The reminders a request was sent, oldest first, for the service desk (decision 103). */
export async function appointmentRemindersOf(tx: DbOrTx, serviceRequestId: number) {
  return tx
    .select({
      date: srAppointmentReminders.appointmentDate,
      time: srAppointmentReminders.appointmentTime,
      sentAt: srAppointmentReminders.sentAt,
    })
    .from(srAppointmentReminders)
    .where(eq(srAppointmentReminders.serviceRequestId, serviceRequestId))
    .orderBy(asc(srAppointmentReminders.sentAt));
}
