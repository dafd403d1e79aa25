import type { SrDetailView } from '@kavach/contracts';
import {
  COMPLAINT_AFTER_END_DAYS,
  COMPLAINT_DETAILS_MAX,
  COMPLAINT_DETAILS_MIN,
  COMPLAINT_REASONS,
  COMPLAINT_REPLY_HOURS,
  COMPLAINT_RESOLVE_DAYS,
  formatDayMonthYear,
  paths,
} from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { ReasonRadios } from '@/components/reason-radios';
import { ShownOnArrival } from '@/components/shown-on-arrival';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { complaintAction } from '../complaint-action';

/** The words for a `complaint_error` code the complaint action sent back (decision 100). */
export function complaintErrorText(code: string | null): string | null {
  switch (code) {
    case null:
      return null;
    case 'REASON_REQUIRED':
    case 'VALIDATION_ERROR':
      return `Choose what your complaint is about and tell us what went wrong (at least ${COMPLAINT_DETAILS_MIN} characters).`;
    case 'DETAILS_REQUIRED':
      return `Tell us what went wrong (at least ${COMPLAINT_DETAILS_MIN} characters).`;
    case 'DETAILS_TOO_LONG':
      return `Keep what went wrong within ${COMPLAINT_DETAILS_MAX} characters.`;
    case 'COMPLAINT_OPEN':
      return 'Your complaint about this request is with us. We will reply by the date shown.';
    case 'COMPLAINT_WINDOW_CLOSED':
      return `This request ended more than ${COMPLAINT_AFTER_END_DAYS} days ago. Write to us and we will look into it.`;
    default:
      return NETWORK_ERROR_MESSAGE;
  }
}

/** Codes about what was typed in the form: the box is marked as needing a change. */
const FIELD_ERRORS = new Set(['REASON_REQUIRED', 'VALIDATION_ERROR', 'DETAILS_REQUIRED', 'DETAILS_TOO_LONG']);

/** What went wrong, and for a request that ended too long ago, where to write instead. */
function ComplaintAlert({ code, id }: { code: string | null; id?: string }) {
  return (
    <>
      <FormAlert id={id} text={complaintErrorText(code)} />
      {code === 'COMPLAINT_WINDOW_CLOSED' ? (
        <p>
          <a className="kv-tlink" href={paths.static.writeToUs()}>
            Write to us
          </a>
        </p>
      ) : null}
    </>
  );
}

type Complaint = NonNullable<SrDetailView['complaint']>;

/** The complaint made, with when we reply and resolve it, or our reply once given. */
function ComplaintMade({ complaint: c, received }: { complaint: Complaint; received: boolean }) {
  return (
    <>
      {received && c.state === 'open' ? (
        <ShownOnArrival id="sr-complaint-received" className="scroll-mt-20">
          <FormAlert tone="success" text="Thank you. We have received your complaint." />
        </ShownOnArrival>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-600">Reference</dt>
          <dd className="font-mono font-semibold text-slate-900">{c.reference}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Received on</dt>
          <dd className="font-medium text-slate-900">{formatDayMonthYear(c.received_at)}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">About</dt>
          <dd className="font-medium text-slate-900">{c.reason}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">What you told us</dt>
          <dd className="font-medium break-words whitespace-pre-line text-slate-900">{c.details}</dd>
        </div>
      </dl>
      {c.state === 'open' ? (
        <p className="text-slate-800">
          We will reply by <strong className="font-semibold">{formatDayMonthYear(c.reply_by)}</strong> and
          resolve it by <strong className="font-semibold">{formatDayMonthYear(c.resolve_by)}</strong> at the
          latest. We will send our reply by SMS and email too.
        </p>
      ) : (
        <div className="grid gap-1 rounded-lg border border-brand-100 bg-brand-50 p-3">
          <h3 className="font-semibold text-slate-900">
            Our reply{c.answered_at ? ` (${formatDayMonthYear(c.answered_at)})` : ''}
          </h3>
          <p className="break-words whitespace-pre-line text-slate-900">{c.answer}</p>
        </div>
      )}
    </>
  );
}

/**
 * Complain about this request (decision 100), for its owner: the complaint made — its reference,
 * what it is about, when we reply and resolve it, then our reply — and while `can_complain`, "Raise
 * a complaint", a native disclosure (no script needed) holding a form with what it is about and
 * what went wrong, which posts to one server action (complaint-action.ts) before and after
 * hydration. `open`, `error` and `reason` come from the address the action sent the customer back
 * to; `received` (`complained=1`) thanks them.
 */
export function TrackerComplaint({
  request: r,
  open,
  error,
  reason = null,
  received = false,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'can_complain' | 'complaint'>;
  open: boolean;
  error: string | null;
  /** The reason chosen before the form came back (a code of COMPLAINT_REASONS). */
  reason?: string | null;
  received?: boolean;
}) {
  const c = r.complaint;
  const message = complaintErrorText(error);
  if (!c && !r.can_complain)
    // Not offered (any more): why the last try did nothing, where the section was.
    return message ? (
      <div id="sr-complaint" className="grid scroll-mt-20 gap-2">
        <ComplaintAlert code={error} />
      </div>
    ) : null;
  const invalid = error !== null && FIELD_ERRORS.has(error);
  return (
    <div id="sr-complaint" className="grid scroll-mt-20 gap-5">
      {c ? (
        <section className="kv-card grid gap-3" aria-labelledby="sr-complaint-title">
          <h2 id="sr-complaint-title" className="kv-h4">
            Your complaint
          </h2>
          <ComplaintMade complaint={c} received={received} />
          {r.can_complain ? null : <ComplaintAlert code={error} />}
        </section>
      ) : null}
      {r.can_complain ? (
        <section className="kv-card grid gap-2" aria-labelledby="sr-complain-title">
          <h2 id="sr-complain-title" className="kv-h4">
            Not happy with this service?
          </h2>
          <p className="text-slate-800">
            Tell us what went wrong. We reply within {COMPLAINT_REPLY_HOURS} hours and resolve every complaint
            within {COMPLAINT_RESOLVE_DAYS} days.
          </p>
          <details open={open || message !== null}>
            <summary className="kv-btn2 inline-flex cursor-pointer">Raise a complaint</summary>
            {/* Checked by the action, which says what is missing in words (no browser bubble). */}
            <form action={complaintAction} noValidate className="mt-4 grid gap-4">
              <input type="hidden" name="sr_id" value={r.sr_id} />
              <ReasonRadios
                reasons={COMPLAINT_REASONS}
                legend="What is your complaint about?"
                checked={reason}
              />
              <div className="grid gap-1">
                <label htmlFor="sr-complaint-details" className="font-semibold text-slate-900">
                  What went wrong?
                </label>
                <p id="sr-complaint-hint" className="text-sm text-slate-700">
                  At least {COMPLAINT_DETAILS_MIN} characters. Say what happened and what you would like us to
                  do.
                </p>
                <textarea
                  id="sr-complaint-details"
                  name="details"
                  required
                  minLength={COMPLAINT_DETAILS_MIN}
                  maxLength={COMPLAINT_DETAILS_MAX}
                  rows={5}
                  className="kv-input w-full py-2"
                  aria-invalid={invalid || undefined}
                  aria-describedby={message ? 'sr-complaint-hint sr-complaint-error' : 'sr-complaint-hint'}
                />
              </div>
              <ComplaintAlert id="sr-complaint-error" code={error} />
              <PendingSubmit idle="Send complaint" busy="Sending…" />
            </form>
          </details>
        </section>
      ) : null}
    </div>
  );
}
