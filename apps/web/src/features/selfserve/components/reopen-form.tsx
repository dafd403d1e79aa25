'use client';

import { useActionState, useState } from 'react';
import type { SrDetailView } from '@kavach/contracts';
import { REOPEN_REASONS, defaultAppointment } from '@kavach/domain';
import type { ReopenReason } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { istToday } from '@/features/activation/ist-today';
import { REOPEN_NOT_ONLINE, reopenBody, reopenErrors, tenDigitPhone } from '../flow-checks';
import { reopenAction } from '../reopen-action';
import { selfserveApi } from '../selfserve-api';
import { trackerPath } from '../tracker-view';
import { FilteredField } from './flow-parts';

const REASONS = Object.entries(REOPEN_REASONS) as [ReopenReason, string][];

/**
 * Reopen within 90 days of closure (the post-service warranty): a reason and a comment make a new
 * request linked to this one (`sr_ref_no`). `token` (made by the page) is the new request's key, so
 * a double submit makes one request. Before hydration (decision 066) 'Reopen this request' is a GET
 * of this page with `reopen=1`, which renders the form open, and the form posts to a server action
 * (reopen-action.ts); once hydrated, both are handled here in the browser, as before.
 */
export function ReopenForm({
  request,
  token,
  startOpen = false,
}: {
  request: SrDetailView;
  token: string;
  startOpen?: boolean;
}) {
  const [posted, formAction] = useActionState(reopenAction, null);
  const [open, setOpen] = useState(startOpen || posted !== null);
  const [reason, setReason] = useState<ReopenReason | ''>(posted?.values.reason ?? '');
  const [comment, setComment] = useState(posted?.values.comment ?? '');
  const [errors, setErrors] = useState(posted?.errors ?? {});
  const [message, setMessage] = useState<string | null>(posted?.message ?? null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const found = reopenErrors({ reason, comment });
    setErrors(found);
    if (!reason || Object.keys(found).length > 0) return;
    setBusy(true);
    setMessage(null);
    const [me, covers] = await Promise.all([selfserveApi.me(), selfserveApi.covers(request.osid)]);
    const cover = covers.ok
      ? covers.data.data.covers.find((c) => c.title === request.cover_title)
      : undefined;
    if (!me.ok || !cover) {
      setBusy(false);
      return setMessage(me.ok ? REOPEN_NOT_ONLINE : me.error.message);
    }
    const customer = me.data.customer;
    const res = await selfserveApi.createTicket(
      reopenBody({
        request,
        coverId: cover.cover_id,
        contact: { name: customer.name, email: customer.email ?? '', phone: tenDigitPhone(customer.phone) },
        reason,
        comment,
        tokenId: token,
        appointment: defaultAppointment(new Date()),
        today: istToday(),
      }),
    );
    if (!res.ok) {
      setBusy(false);
      return setMessage(res.error.message);
    }
    window.location.assign(res.data.data.tracker_url || trackerPath(res.data.data.sr_id));
  };

  return (
    <section className="kv-card grid gap-3" aria-labelledby="sr-reopen">
      <h2 id="sr-reopen" className="kv-h4">
        Problem back?
      </h2>
      <p className="text-slate-800">
        Repairs carry a 90-day warranty. If the problem is back, reopen this request at no cost.
      </p>
      {!open ? (
        <form
          action={trackerPath(request.sr_id)}
          method="get"
          className="grid"
          onSubmit={(e) => {
            e.preventDefault();
            setOpen(true);
          }}
        >
          <input type="hidden" name="reopen" value="1" />
          <button type="submit" className="kv-btn2 justify-self-start">
            Reopen this request
          </button>
        </form>
      ) : (
        <form
          noValidate
          className="grid gap-3"
          action={formAction}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <input type="hidden" name="sr_id" value={request.sr_id} />
          <input type="hidden" name="token_id" value={token} />
          <fieldset aria-describedby={errors.reason ? 'reopen-reason-error' : undefined}>
            <legend className="font-medium text-slate-900">Why are you reopening it?</legend>
            <div className="mt-2 grid gap-2">
              {REASONS.map(([key, label]) => (
                <label key={key} className="kv-paymethod">
                  <input
                    type="radio"
                    name="sr_reopen_reason"
                    value={key}
                    className="size-5 accent-brand-700"
                    checked={reason === key}
                    onChange={() => setReason(key)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </div>
            {errors.reason ? (
              <p id="reopen-reason-error" className="mt-1 text-sm font-medium text-red-700">
                {errors.reason}
              </p>
            ) : null}
          </fieldset>
          <FilteredField
            id="reopen-comment"
            label="Tell us more"
            multiline
            optional={reason !== 'other'}
            required={reason === 'other'}
            maxLength={500}
            value={comment}
            onChange={setComment}
            error={errors.comment}
          />
          <FormAlert text={message} />
          <button
            type="submit"
            className="kv-btn justify-self-start"
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? 'Please wait…' : 'Reopen request'}
          </button>
        </form>
      )}
    </section>
  );
}
