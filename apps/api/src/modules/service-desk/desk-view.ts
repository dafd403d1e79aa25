import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { DeskRequestResponse } from '@kavach/contracts';
import {
  appointmentChangesList,
  appointmentRemindersOf,
  deskFindRequest,
  trackerHistoryOf,
  type DeskRequest,
} from '@kavach/db';
import { deskMoves, type SrProcess, type SrState } from '@kavach/domain';
import type { RouteDeps } from '../../deps';
import { detailOf } from '../tracker/tracker.service';
import { deskNotFound, requireServiceStaff } from './desk-access';

/** GET /v3/service-desk/requests/{sr_id}: what the customer sees, the contact, the history and the allowed moves. */
export async function deskRequestOf(
  deps: RouteDeps,
  request: FastifyRequest,
  srRef: string,
): Promise<z.infer<typeof DeskRequestResponse>> {
  await requireServiceStaff(deps, request);
  const found = await deskFindRequest(deps.db, srRef);
  if (!found) throw deskNotFound();
  return deskView(deps, found);
}

/** One request as the desk sees it: what the customer sees, the contact, the history, the appointment changes and reminders, and the allowed moves. */
export async function deskView(
  deps: RouteDeps,
  found: DeskRequest,
): Promise<z.infer<typeof DeskRequestResponse>> {
  const { sr, customer, plan } = found;
  const now = deps.clock.now();
  const [detail, history, changes, reminders] = await Promise.all([
    detailOf(deps.db, sr, plan, now),
    trackerHistoryOf(deps.db, [sr.id]),
    appointmentChangesList(deps.db, sr.id),
    appointmentRemindersOf(deps.db, sr.id),
  ]);
  return {
    data: {
      request: {
        ...detail,
        customer_name: `${customer.firstName} ${customer.lastName}`.trim(),
        customer_phone: sr.address?.phone || customer.phone || '',
      },
      history: (history.get(sr.id) ?? []).map((e) => ({
        at: e.at.toISOString(),
        actor: e.actor,
        from: e.fromStatus,
        to: e.toStatus,
        reason_code: e.reasonCode,
        note: e.note,
      })),
      appointment_changes: changes.map((c) => ({
        at: c.at.toISOString(),
        actor: c.actor,
        previous: c.previous ? { date: c.previous.date, time: c.previous.time } : null,
        appointment: { date: c.appointment.date, time: c.appointment.time },
      })),
      appointment_reminders: reminders.map((m) => ({
        date: m.date,
        time: m.time,
        sent_at: m.sentAt.toISOString(),
      })),
      actions: deskMoves(sr.process as SrProcess, sr.status as SrState, {
        documentsAlreadyRequested: sr.documentsRequested.length > 0,
      }),
    },
  };
}
