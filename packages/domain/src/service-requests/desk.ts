import {
  SR_LIFECYCLES,
  SR_MILESTONES,
  SR_STATE_LABELS,
  isSrTerminal,
  type SrProcess,
  type SrState,
} from './sr-lifecycle';
import { SERVICE_CALENDAR, SLA_TARGETS, slaDueAt, slaTargetFor, type WorkingCalendar } from './sla';

/**
 * The service desk's moves (issue 20 §4; docs/product/service-requests.md#service-desk): what staff
 * may do to a request is exactly what its process's transition table allows from its state, less
 * the moves only the system makes (a paid co-pay makes a request `raised`; an unpaid one `expired`).
 */

/** Moves staff never make by hand. */
const SYSTEM_ONLY: readonly SrState[] = ['raised', 'expired'];

export interface DeskMove {
  /** What the button does (stable, for the client and the audit). */
  action: string;
  label: string;
  to: SrState;
}

function deskMove(from: SrState, to: SrState): DeskMove {
  if (to === from) return { action: 'reschedule', label: `Reschedule (${SR_STATE_LABELS[to]})`, to };
  switch (to) {
    case 'confirmed':
      return { action: 'approve', label: 'Approve', to };
    case 'rejected':
      return { action: 'reject', label: 'Reject', to };
    case 'cancelled':
      return { action: 'cancel', label: 'Cancel request', to };
    case 'documents_requested':
      return { action: 'request_documents', label: 'Request documents', to };
    case 'technician_assigned':
      return { action: 'assign_technician', label: 'Assign technician', to };
    case 'estimate_shared':
      return { action: 'record_estimate', label: 'Record diagnosis and estimate', to };
    case 'diagnosis':
      return { action: 'record_diagnosis', label: 'Record diagnosis', to };
    case 'closed':
      return { action: 'close', label: 'Close', to };
    case 'under_review':
      return { action: 'review', label: 'Send to review', to };
    default:
      return { action: 'move', label: `Mark as ${SR_STATE_LABELS[to]}`, to };
  }
}

/**
 * The desk's moves from a request's state: only those its process's table allows, and not
 * 'Request documents' once documents were requested (they are asked for once, as one list: issue 20
 * §4; the API refuses a second list with DOCUMENTS_ALREADY_REQUESTED).
 */
export function deskMoves(
  process: SrProcess,
  from: SrState,
  opts: { documentsAlreadyRequested?: boolean } = {},
): DeskMove[] {
  const allowed = SR_LIFECYCLES[process].transitions[from] ?? [];
  return allowed
    .filter((to) => !SYSTEM_ONLY.includes(to))
    .filter((to) => !(opts.documentsAlreadyRequested && to === 'documents_requested'))
    .map((to) => deskMove(from, to));
}

/** States the customer is told about when a request enters them (issue 20 §2). */
export function isCustomerVisible(process: SrProcess, state: SrState): boolean {
  return (
    SR_MILESTONES[process].includes(state) ||
    isSrTerminal(state) ||
    ['documents_requested', 'awaiting_approval', 'awaiting_parts'].includes(state)
  );
}

/**
 * The SLA clock after a request of `process` enters `to` at `at` (docs/product/service-requests.md#sla):
 * a state that starts a target sets a new due time; a finished request, or one that reached what
 * the running clock waited for, has none; any other state keeps the running clock.
 */
export function slaAfterMove(
  process: SrProcess,
  to: SrState,
  at: Date,
  runningDue: Date | null,
  calendar: WorkingCalendar = SERVICE_CALENDAR,
): Date | null {
  const target = slaTargetFor(process, to);
  if (target) return slaDueAt(at, target.within, calendar);
  if (isSrTerminal(to)) return null;
  if (SLA_TARGETS.some((t) => t.process === process && t.until.includes(to))) return null;
  return runningDue;
}

/** A request whose next milestone is due within this long is "at risk" on the desk's queue. */
export const SLA_AT_RISK_MS = 4 * 60 * 60 * 1000;

export type DeskSla = 'breached' | 'at_risk' | 'on_time' | 'none';

export function deskSla(dueAt: Date | null, now: Date): DeskSla {
  if (!dueAt) return 'none';
  const left = dueAt.getTime() - now.getTime();
  if (left < 0) return 'breached';
  return left < SLA_AT_RISK_MS ? 'at_risk' : 'on_time';
}
