import type { SrDetailView } from '@kavach/contracts';
import { COMPLAINT_ANSWER_MAX, COMPLAINT_ANSWER_MIN, formatDateTimeShort } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { PendingSubmit } from '@/components/pending-submit';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { deskComplaintAction } from '../complaint-action';

export interface DeskComplaintNotice {
  tone: 'success' | 'error';
  text: string;
  /** The reply itself needs a change (its length). */
  field?: boolean;
}

/** What the desk reads after replying to a complaint (`complaint=answered` / `complaint_error`). */
export function deskComplaintNotice(done: unknown, error: unknown): DeskComplaintNotice | null {
  if (done === 'answered')
    return { tone: 'success', text: 'Reply sent. The customer gets it by SMS and email and on the tracker.' };
  if (typeof error !== 'string') return null;
  const text = (() => {
    switch (error) {
      case 'VALIDATION_ERROR':
        return `Write the reply the customer will read (${COMPLAINT_ANSWER_MIN} to ${COMPLAINT_ANSWER_MAX} characters).`;
      case 'NO_OPEN_COMPLAINT':
        return 'There is no complaint about this request waiting for a reply.';
      case 'SR_NOT_FOUND':
        return 'This request was not found.';
      case 'NETWORK':
        return NETWORK_ERROR_MESSAGE;
      default:
        return 'The reply could not be sent. Try again.';
    }
  })();
  return { tone: 'error', text, field: error === 'VALIDATION_ERROR' };
}

/**
 * The customer's complaint about this request (decision 100) on the service desk: what it is about,
 * their words, when it came, when the reply is due ("overdue" once past, while open) and, while open,
 * a reply form posted to a server action (complaint-action.ts) — the API sends the reply to the
 * customer by SMS and email and shows it on the tracker. Once answered: the reply and when.
 */
export function DeskComplaint({
  request: r,
  now,
  notice = null,
}: {
  request: Pick<SrDetailView, 'sr_id' | 'complaint'>;
  now: Date;
  /** What the last reply came back with. */
  notice?: DeskComplaintNotice | null;
}) {
  const c = r.complaint;
  if (!c) return null;
  const open = c.state === 'open';
  const overdue = open && now.getTime() > new Date(c.reply_by).getTime();
  return (
    <section
      id="desk-complaint"
      className="kv-card grid scroll-mt-20 gap-3"
      aria-labelledby="desk-complaint-title"
    >
      <h2 id="desk-complaint-title" className="kv-h4">
        Complaint <span className="font-mono">{c.reference}</span>
      </h2>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div className="sm:col-span-2">
          <dt className="text-slate-600">About</dt>
          <dd className="font-medium text-slate-900">{c.reason}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-600">What the customer wrote</dt>
          <dd className="font-medium break-words whitespace-pre-line text-slate-900">{c.details}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Received</dt>
          <dd className="font-medium text-slate-900">{formatDateTimeShort(c.received_at)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Reply by</dt>
          <dd className="font-medium text-slate-900">
            {formatDateTimeShort(c.reply_by)}
            {overdue ? <span className="font-semibold text-red-800"> · overdue</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Resolve by</dt>
          <dd className="font-medium text-slate-900">{formatDateTimeShort(c.resolve_by)}</dd>
        </div>
      </dl>
      {notice?.tone === 'success' ? <FormAlert tone="success" text={notice.text} /> : null}
      {open ? (
        <form action={deskComplaintAction} className="grid gap-3">
          <input type="hidden" name="sr_id" value={r.sr_id} />
          <div className="grid gap-1">
            <label htmlFor="desk-complaint-answer" className="font-medium text-slate-900">
              Reply to the customer
            </label>
            <p id="desk-complaint-hint" className="text-sm text-slate-700">
              They get it by SMS and email and see it on the tracker. {COMPLAINT_ANSWER_MIN} to{' '}
              {COMPLAINT_ANSWER_MAX} characters.
            </p>
            <textarea
              id="desk-complaint-answer"
              name="answer"
              required
              minLength={COMPLAINT_ANSWER_MIN}
              maxLength={COMPLAINT_ANSWER_MAX}
              rows={5}
              className="kv-input w-full py-2"
              aria-invalid={notice?.field || undefined}
              aria-describedby="desk-complaint-hint"
            />
          </div>
          <FormAlert text={notice?.tone === 'error' ? notice.text : null} />
          <PendingSubmit idle="Send reply" busy="Sending…" />
        </form>
      ) : (
        <div className="grid gap-1 rounded-lg border border-brand-100 bg-brand-50 p-3">
          <h3 className="font-semibold text-slate-900">
            Our reply{c.answered_at ? ` (${formatDateTimeShort(c.answered_at)})` : ''}
          </h3>
          <p className="break-words whitespace-pre-line text-slate-900">{c.answer}</p>
        </div>
      )}
      {!open && notice?.tone === 'error' ? <FormAlert text={notice.text} /> : null}
    </section>
  );
}
