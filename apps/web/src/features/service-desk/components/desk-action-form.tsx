'use client';

import { useActionState, useState } from 'react';
import type { FormEvent } from 'react';
import { FormAlert } from '@/components/form-alert';
import { apiPost } from '@/lib/api-client.browser';
import { deskAction } from '../actions';
import type { DeskActionState } from '../actions';
import {
  DESK_DOCUMENT_OPTIONS,
  DESK_REASON_OPTIONS,
  deskActionBody,
  deskPageAfter,
  fieldsFor,
  reasonRequired,
} from '../desk-form';

const input =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600';

function Err({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {text}
    </p>
  ) : null;
}

/**
 * One action the transition table allows from the request's state (the API's `actions`), as a form
 * with what that action records. A plain form post with a server action: it works before the
 * scripts run; after, the same action runs without a page load.
 */
export function DeskActionForm({
  srId,
  from,
  action,
  label,
  to,
}: {
  srId: string;
  from: string;
  action: string;
  label: string;
  to: string;
}) {
  const [posted, formAction, postPending] = useActionState(deskAction, null);
  const [local, setLocal] = useState<DeskActionState>(null);
  const [busy, setBusy] = useState(false);
  const state = local ?? posted;
  const pending = postPending || busy;
  const fields = fieldsFor(action, to);
  const errors = state?.errors ?? {};

  // Once hydrated, the same action runs from the browser (same checks, same API call), like the
  // other forms of decision 054; before that, the form posts to the server action.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = deskActionBody(new FormData(event.currentTarget));
    if (!parsed.ok) return setLocal({ errors: parsed.errors, message: parsed.errors.form ?? null });
    setBusy(true);
    setLocal(null);
    const res = await apiPost<unknown>(
      `/v3/service-desk/requests/${encodeURIComponent(parsed.srId)}/actions`,
      parsed.body,
    );
    const next = deskPageAfter(parsed.srId, parsed.body.to, res.ok ? null : res.error.error_code, res.status);
    if (next) return window.location.assign(next);
    setBusy(false);
    if (!res.ok) setLocal({ errors: res.error.fields ?? {}, message: res.error.message });
  };
  const id = (name: string) => `desk-${action}-${to}-${name}`;
  const described = (name: string) => (errors[name] ? `${id(name)}-error` : undefined);
  const simple = fields.length === 1;
  return (
    <form
      action={formAction}
      onSubmit={(e) => void submit(e)}
      noValidate
      className={simple ? 'contents' : 'kv-card grid gap-3'}
    >
      <input type="hidden" name="sr_id" value={srId} />
      <input type="hidden" name="from" value={from} />
      <input type="hidden" name="to" value={to} />
      <input type="hidden" name="action" value={action} />
      {!simple ? <h3 className="font-semibold text-slate-900">{label}</h3> : null}
      {fields.includes('technician') ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {(
            [
              ['technician_name', 'Technician name', 'text', true],
              ['technician_phone', 'Technician mobile', 'tel', true],
              ['technician_location', 'Location or service centre', 'text', false],
              ['technician_lat', 'Latitude', 'text', false],
              ['technician_lng', 'Longitude', 'text', false],
            ] as const
          ).map(([name, text, type, required]) => (
            <div key={name}>
              <label htmlFor={id(name)} className="block font-medium text-slate-900">
                {text}
                {required ? (
                  <span aria-hidden="true" className="text-red-700">
                    {' '}
                    *
                  </span>
                ) : (
                  <span className="font-normal text-slate-700"> (optional)</span>
                )}
              </label>
              <input
                id={id(name)}
                name={name}
                type={type}
                inputMode={name.endsWith('lat') || name.endsWith('lng') ? 'decimal' : undefined}
                className={input}
                aria-invalid={errors[name] ? true : undefined}
                aria-describedby={described(name)}
              />
              <Err id={`${id(name)}-error`} text={errors[name]} />
            </div>
          ))}
        </div>
      ) : null}
      {fields.includes('diagnosis') ? (
        <div>
          <label htmlFor={id('diagnosis')} className="block font-medium text-slate-900">
            Diagnosis
          </label>
          <textarea
            id={id('diagnosis')}
            name="diagnosis"
            rows={3}
            maxLength={1000}
            className={input}
            aria-invalid={errors.diagnosis ? true : undefined}
            aria-describedby={described('diagnosis')}
          />
          <Err id={`${id('diagnosis')}-error`} text={errors.diagnosis} />
        </div>
      ) : null}
      {fields.includes('estimate') ? (
        <div>
          <label htmlFor={id('estimate_rupees')} className="block font-medium text-slate-900">
            Estimate (₹)
          </label>
          <input
            id={id('estimate_rupees')}
            name="estimate_rupees"
            inputMode="decimal"
            className={`${input} sm:max-w-xs`}
            aria-invalid={errors.estimate_rupees ? true : undefined}
            aria-describedby={described('estimate_rupees')}
          />
          <Err id={`${id('estimate_rupees')}-error`} text={errors.estimate_rupees} />
        </div>
      ) : null}
      {fields.includes('documents') ? (
        <fieldset aria-describedby={described('documents_requested')}>
          <legend className="font-medium text-slate-900">
            Documents to ask for (asked once, as one list)
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {DESK_DOCUMENT_OPTIONS.map((o) => (
              <label key={o.kind} className="kv-paymethod">
                <input
                  type="checkbox"
                  name="documents_requested"
                  value={o.kind}
                  className="size-5 accent-brand-700"
                />
                <span>{o.label}</span>
              </label>
            ))}
          </div>
          <Err id={`${id('documents_requested')}-error`} text={errors.documents_requested} />
        </fieldset>
      ) : null}
      {fields.includes('reason') ? (
        <div>
          <label htmlFor={id('reason_code')} className="block font-medium text-slate-900">
            Reason{reasonRequired(action, to) ? '' : ' (optional)'}
          </label>
          <select
            id={id('reason_code')}
            name="reason_code"
            defaultValue=""
            className={input}
            aria-invalid={errors.reason_code ? true : undefined}
            aria-describedby={described('reason_code')}
          >
            <option value="">Choose a reason</option>
            {DESK_REASON_OPTIONS.map((o) => (
              <option key={o.code} value={o.code}>
                {o.label}
              </option>
            ))}
          </select>
          <Err id={`${id('reason_code')}-error`} text={errors.reason_code} />
        </div>
      ) : null}
      {!simple ? (
        <div>
          <label htmlFor={id('note')} className="block font-medium text-slate-900">
            Note <span className="font-normal text-slate-700">(optional)</span>
          </label>
          <textarea id={id('note')} name="note" rows={2} maxLength={1000} className={input} />
        </div>
      ) : null}
      <FormAlert text={state?.message ?? null} />
      <button
        type="submit"
        className={
          action === 'reject' || action === 'cancel'
            ? 'kv-btn2 justify-self-start'
            : 'kv-btn justify-self-start'
        }
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {pending ? 'Please wait…' : label}
      </button>
    </form>
  );
}
