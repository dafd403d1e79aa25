import type { SrDetailView } from '@kavach/contracts';
import { formatAppointment } from '@kavach/domain';
import { deskAppointmentAction } from '../appointment-action';

const SLOT_TIMES = ['10AM - 2PM', '2PM - 6PM'] as const;
const field =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600';

/** What the desk reads after changing an appointment (`appointment=changed` / `appointment_error`). */
export function deskAppointmentNotice(changed: unknown, error: unknown): string | null {
  if (changed === 'changed') return 'Done: the appointment was changed and the customer told.';
  if (typeof error !== 'string') return null;
  switch (error) {
    case 'SLOT_NOT_AVAILABLE':
      return 'That slot is not free (past, too far ahead or a holiday in the city). Choose another.';
    case 'APPOINTMENT_SAME':
      return 'That is the appointment already.';
    case 'SR_NOT_RESCHEDULABLE':
      return 'This request has no appointment ahead to change.';
    case 'SR_CHANGED':
      return 'Someone else updated this request. It has been reloaded: check its state and try again.';
    case 'VALIDATION_ERROR':
      return 'Choose a date and a time window.';
    default:
      return 'The appointment could not be changed. Try again.';
  }
}

/**
 * The desk moves the appointment (decision 088) while it is still ahead — after the customer's two
 * changes online too. A date and a window, posted to a server action; the API checks the slot as
 * the customer's, keeps the change with the staff member's name and tells the customer.
 */
export function DeskAppointmentForm({
  request: r,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'appointment'>;
}) {
  const current = r.appointment.date ? formatAppointment(r.appointment.date, r.appointment.time) : '—';
  return (
    <section
      id="desk-appointment"
      className="kv-card grid scroll-mt-20 gap-3"
      aria-labelledby="desk-appointment-title"
    >
      <h2 id="desk-appointment-title" className="kv-h4">
        Appointment
      </h2>
      <p className="font-medium text-slate-900">{current}</p>
      <form action={deskAppointmentAction} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="sr_id" value={r.sr_id} />
        <input type="hidden" name="from" value={r.status} />
        <label className="text-sm font-medium text-slate-900">
          New date
          <input type="date" name="appointment_date" required className={field} />
        </label>
        <label className="text-sm font-medium text-slate-900">
          Window
          <select name="appointment_time" required className={field} defaultValue="">
            <option value="" disabled>
              Choose
            </option>
            {SLOT_TIMES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="kv-btn2">
          Change appointment
        </button>
      </form>
    </section>
  );
}
