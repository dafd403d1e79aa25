'use client';

import { startTransition, useActionState, useState } from 'react';
import type { SrDetailView } from '@kavach/contracts';
import { REOPEN_REASONS } from '@kavach/domain';
import type { ReopenReason } from '@kavach/domain';
import { FormAlert } from '@/components/form-alert';
import { reopenErrors } from '../flow-checks';
import type { SlotTime } from '../flow-types';
import { reopenAction } from '../reopen-action';
import type { ReopenState } from '../reopen-action';
import type { SlotTiming } from '../selfserve-api';
import { trackerPath } from '../tracker-view';
import { FilteredField } from './flow-parts';
import { SlotChoice } from './slot-choice';

const REASONS = Object.entries(REOPEN_REASONS) as [ReopenReason, string][];

type ReopenFieldErrors = NonNullable<ReopenState>['errors'];

/**
 * Reopen within 90 days of closure (the post-service warranty): a reason, a comment and an
 * appointment (spec §9: the free slots of the request's plan, PIN and cover, `slots`, read by the
 * page, with `initialSlot` — the §9 default when free — chosen) make a new request linked to this
 * one (`sr_ref_no`). `token` (made by the page) is the new request's key, so
 * a double submit makes one request. Before hydration (decision 066) 'Reopen this request' is a GET
 * of this page with `reopen=1`, which renders the form open; once hydrated it opens in place. The
 * form posts to one server action (reopen-action.ts) before and after hydration (decision 070):
 * hydrated, the browser checks the fields first (the action's own `reopenErrors`) and calls the
 * action itself, so the fields keep what was typed when the action answers with a message.
 */
export function ReopenForm({
  request,
  token,
  startOpen = false,
  slots,
  initialSlot,
}: {
  request: SrDetailView;
  token: string;
  startOpen?: boolean;
  slots: Record<string, SlotTiming[]> | null;
  initialSlot: { date: string; time: SlotTime } | null;
}) {
  const [posted, formAction, pending] = useActionState(reopenAction, null);
  const [open, setOpen] = useState(startOpen || posted !== null);
  const [reason, setReason] = useState<ReopenReason | ''>(posted?.values.reason ?? '');
  const [comment, setComment] = useState(posted?.values.comment ?? '');
  const [slot, setSlot] = useState<{ date: string; time: SlotTime | '' }>(
    posted?.values ?? initialSlot ?? { date: '', time: '' },
  );
  const dates = Object.keys(slots ?? {}).sort();
  // The browser's check of the last submit; null once the action has the fields to check.
  const [checked, setChecked] = useState<ReopenFieldErrors | null>(null);
  const errors = checked ?? posted?.errors ?? {};
  const message = pending ? null : (posted?.message ?? null);

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
            const found = reopenErrors({ reason, comment, ...slot });
            const blocked = !reason || Object.keys(found).length > 0;
            setChecked(blocked ? found : null);
            if (blocked) return;
            const data = new FormData(e.currentTarget);
            startTransition(() => formAction(data));
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
          {dates.length > 0 ? (
            <SlotChoice
              legend="When suits you?"
              name="slot"
              slots={slots ?? {}}
              dates={dates}
              date={slot.date}
              time={slot.time}
              error={errors.slot}
              onChange={(date, time) => setSlot({ date, time })}
            />
          ) : (
            <p className="kv-card" role={errors.slot ? 'alert' : undefined}>
              {slots
                ? 'No slots are free at this PIN code right now. Please try again later or chat with us.'
                : 'We could not load the free slots. Please reload the page or chat with us.'}
            </p>
          )}
          <FormAlert text={message} />
          <button
            type="submit"
            className="kv-btn justify-self-start"
            disabled={pending}
            aria-busy={pending || undefined}
          >
            {pending ? 'Please wait…' : 'Reopen request'}
          </button>
        </form>
      )}
    </section>
  );
}
