import type { SrDetailView } from '@kavach/contracts';
import { CUSTOMER_APPOINTMENT_CHANGES, formatAppointment, reminderToCome } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { supportPhone, supportPhoneHref } from '@/lib/site-config';
import { rescheduleAction } from '../reschedule-action';
import type { SlotTiming } from '../selfserve-api';
import { trackerPath } from '../tracker-view';
import { PendingSubmit } from '@/components/pending-submit';
import { SlotChoice } from './slot-choice';

/** The words for a `reschedule_error` code the action sent back (decision 088). */
export function rescheduleErrorText(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'SLOT_REQUIRED':
    case 'VALIDATION_ERROR':
      return 'Choose a new date and time.';
    case 'APPOINTMENT_SAME':
      return 'This is your appointment already. Choose another date or time.';
    case 'SLOT_NOT_AVAILABLE':
      return 'That slot is no longer free. Please choose another.';
    case 'SR_CHANGED':
      return 'This request was updated a moment ago. Check where it is now before changing the appointment.';
    case 'SR_NOT_RESCHEDULABLE':
      return `This appointment can no longer be changed online. Call us on ${supportPhone()} and we will help.`;
    case 'RESCHEDULE_LIMIT':
      return `You have changed this appointment ${CUSTOMER_APPOINTMENT_CHANGES} times, the most allowed online. Call us on ${supportPhone()} and we will help.`;
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/** The appointment as the customer reads it: 'Wed, 25 Nov, 2PM - 6PM'. */
export const appointmentText = (a: SrDetailView['appointment']): string | null =>
  a.date ? formatAppointment(a.date, a.time) : null;

/** The free slots less the one already booked (choosing it would change nothing). */
function withoutCurrent(
  slots: Record<string, SlotTiming[]>,
  a: SrDetailView['appointment'],
): Record<string, SlotTiming[]> {
  if (!a.date || !slots[a.date]) return slots;
  return {
    ...slots,
    [a.date]: slots[a.date]!.map((s) => (s.slot_time === a.time ? { ...s, is_available: false } : s)),
  };
}

/**
 * Change the appointment (decision 088), for the owner while the tracker says `reschedule: ok`.
 * 'Change appointment' is a link to this page with `reschedule=1` (no script needed), which renders
 * the free slots of the request's plan, cover and process (`slots`, read by the page only then) in
 * a form posting to one server action (reschedule-action.ts) before and after hydration. `error`
 * comes from the address the action sent the customer back to. At the limit, the support number.
 * While the appointment's reminder is still to come (decision 103) the card says it will come.
 */
export function TrackerReschedule({
  request: r,
  open,
  slots,
  error,
  now = new Date(),
}: {
  request: Pick<SrDetailView, 'sr_id' | 'status' | 'appointment' | 'reschedule'>;
  open: boolean;
  /** Free slots (null: not read, or could not be). */
  slots: Record<string, SlotTiming[]> | null;
  error: string | null;
  /** The time the page is rendered at (for the reminder's promise). */
  now?: Date;
}) {
  const message = rescheduleErrorText(error);
  const current = appointmentText(r.appointment);
  const offered = slots ? withoutCurrent(slots, r.appointment) : null;
  const dates = Object.keys(offered ?? {})
    .filter((d) => offered![d]!.some((s) => s.is_available))
    .sort();
  return (
    <section
      id="sr-reschedule"
      className="kv-card grid gap-2 scroll-mt-20"
      aria-labelledby="sr-reschedule-title"
    >
      <h2 id="sr-reschedule-title" className="kv-h4">
        Your appointment
      </h2>
      {current ? <p className="font-semibold text-slate-900">{current}</p> : null}
      {r.appointment.date && reminderToCome(r.appointment.date, now) ? (
        <p className="text-sm text-slate-700">We will remind you by SMS and email the evening before.</p>
      ) : null}
      {r.reschedule === 'limit' ? (
        <p className="text-slate-800">
          You have changed this appointment {CUSTOMER_APPOINTMENT_CHANGES} times online. To change it again,
          call us on{' '}
          <a className="kv-tlink" href={supportPhoneHref()}>
            {supportPhone()}
          </a>
          .
        </p>
      ) : !open ? (
        <p>
          <a className="kv-btn2 inline-flex" href={`${trackerPath(r.sr_id)}?reschedule=1#sr-reschedule`}>
            Change appointment
          </a>
        </p>
      ) : (
        <form action={rescheduleAction} className="mt-2 grid gap-3">
          <input type="hidden" name="sr_id" value={r.sr_id} />
          <input type="hidden" name="from" value={r.status} />
          {dates.length > 0 ? (
            <SlotChoice
              legend="Choose a new date and time"
              name="slot"
              slots={offered ?? {}}
              dates={dates}
              date=""
              time=""
            />
          ) : (
            <p role="alert">
              {slots
                ? 'No other slots are free at your address right now. Please try again later or call us.'
                : 'We could not load the free slots. Please reload the page or call us.'}
            </p>
          )}
          <p className="text-sm text-slate-700">
            You can change an appointment {CUSTOMER_APPOINTMENT_CHANGES} times online.
          </p>
          <FormAlert text={message} />
          <div className="flex flex-wrap items-center gap-4">
            {dates.length > 0 ? <PendingSubmit idle="Confirm new appointment" busy="Saving…" /> : null}
            <a className="kv-tlink" href={trackerPath(r.sr_id)}>
              Keep my appointment
            </a>
          </div>
        </form>
      )}
    </section>
  );
}
