import { customerCanCancel } from './customer-cancel';
import { SR_STATES, isSrProcess, type SrProcess, type SrState } from './sr-lifecycle';

/**
 * The customer changes their request's appointment from the tracker (decision 088,
 * docs/product/service-requests.md#tracker).
 */

/** How many times a customer may change one request's appointment online; after that, a call. */
export const CUSTOMER_APPOINTMENT_CHANGES = 2;

/** Processes whose request has an appointment: a pickup, a visit to the centre or a technician's visit. */
const WITH_APPOINTMENT: readonly SrProcess[] = ['pick_drop', 'carry_in', 'onsite'];

export type RescheduleRefusal = 'SR_NOT_RESCHEDULABLE' | 'RESCHEDULE_LIMIT';

/** Whether requests of this process have an appointment at all (a pickup, a carry-in, a visit). */
export const processHasAppointment = (process: string): boolean =>
  isSrProcess(process) && WITH_APPOINTMENT.includes(process);

/**
 * Whether a request's appointment is still ahead of it: a process with an appointment, the request
 * real (not while its co-pay is due: the raise flow owns the appointment then) and not yet past the
 * point the customer may cancel (`customerCanCancel`: before the device is collected or brought in,
 * or the technician sets out). The customer may change it then, and is reminded of it.
 */
export function appointmentAhead(process: string, state: string): boolean {
  return (
    processHasAppointment(process) &&
    state !== ('awaiting_copay' satisfies SrState) &&
    customerCanCancel(process, state)
  );
}

/**
 * Why the customer may not change the appointment now, or null when they may: only when there is
 * one, while it is still ahead (`appointmentAhead`), and at most `CUSTOMER_APPOINTMENT_CHANGES`
 * times. The desk asks with no changes counted.
 */
export function rescheduleRefusal(
  process: string,
  state: string,
  changesSoFar: number,
  hasAppointment = true,
): RescheduleRefusal | null {
  if (!hasAppointment || !appointmentAhead(process, state)) return 'SR_NOT_RESCHEDULABLE';
  return changesSoFar >= CUSTOMER_APPOINTMENT_CHANGES ? 'RESCHEDULE_LIMIT' : null;
}

/** Every (process, state) pair whose appointment is still ahead, for a query over many requests. */
export const APPOINTMENT_AHEAD: readonly (readonly [SrProcess, SrState])[] = WITH_APPOINTMENT.flatMap(
  (process) =>
    SR_STATES.filter((state) => appointmentAhead(process, state)).map((s) => [process, s] as const),
);
