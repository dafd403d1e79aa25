import { customerCanCancel } from './customer-cancel';
import { isSrProcess, type SrProcess, type SrState } from './sr-lifecycle';

/**
 * The customer changes their request's appointment from the tracker (decision 088,
 * docs/product/service-requests.md#tracker).
 */

/** How many times a customer may change one request's appointment online; after that, a call. */
export const CUSTOMER_APPOINTMENT_CHANGES = 2;

/** Processes whose request has an appointment: a pickup, a visit to the centre or a technician's visit. */
const WITH_APPOINTMENT: readonly SrProcess[] = ['pick_drop', 'carry_in', 'onsite'];

export type RescheduleRefusal = 'SR_NOT_RESCHEDULABLE' | 'RESCHEDULE_LIMIT';

/**
 * Why the customer may not change the appointment now, or null when they may. Only when there is
 * one, while it is still ahead — the same point as cancelling (`customerCanCancel`: before the
 * device is collected or brought in, or the technician sets out) — once the request is real (not
 * while its co-pay is due: the raise flow owns the appointment then), and at most
 * `CUSTOMER_APPOINTMENT_CHANGES` times. The desk asks with no changes counted.
 */
export function rescheduleRefusal(
  process: string,
  state: string,
  changesSoFar: number,
  hasAppointment = true,
): RescheduleRefusal | null {
  if (
    !hasAppointment ||
    !isSrProcess(process) ||
    !WITH_APPOINTMENT.includes(process) ||
    state === ('awaiting_copay' satisfies SrState) ||
    !customerCanCancel(process, state)
  )
    return 'SR_NOT_RESCHEDULABLE';
  return changesSoFar >= CUSTOMER_APPOINTMENT_CHANGES ? 'RESCHEDULE_LIMIT' : null;
}
