'use client';

import { useActionState, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { CreateIncidentBody } from '@kavach/contracts';
import type { CreateIncidentResponse } from '@kavach/contracts';
import { filterTypedInput } from '@kavach/domain';
import { Field } from '@/components/field';
import { apiPost } from '@/lib/api-client.browser';
import { contractResolver } from '@/lib/forms/contract-resolver';
import { sendWriteToUsAction } from '@/features/support/actions';
import {
  EMPTY_WRITE_TO_US,
  WRITE_TO_US_FIELDS,
  WRITE_TO_US_REQUIRED,
  writeToUsBody,
  writeToUsFieldErrors,
} from '@/features/support/write-to-us-values';
import type { WriteToUsField, WriteToUsValues } from '@/features/support/write-to-us-values';

const resolver = contractResolver<WriteToUsValues>(CreateIncidentBody, WRITE_TO_US_REQUIRED, writeToUsBody);

/**
 * Write to us (decision 054): react-hook-form with the `CreateIncidentBody` contract, then POSTed
 * via /api. A real form: sent before the page's scripts have run, it posts to a server action that
 * checks and sends the same, and the page comes back with the outcome (or the values and what is
 * wrong). The fields are uncontrolled, so what was typed before hydration is kept.
 */
export function WriteToUsForm() {
  const [posted, formAction] = useActionState(sendWriteToUsAction, null);
  const back = posted && 'values' in posted ? posted : null;
  const initial = back?.values ?? EMPTY_WRITE_TO_US;
  // What the server action found (the page came back from a form post): shown until changed or sent.
  const [postedErrors, setPostedErrors] = useState<Record<string, string>>(back?.errors ?? {});
  const firstPosted = WRITE_TO_US_FIELDS.find((name) => back?.errors[name]);
  const [formError, setFormError] = useState<string | null>(back?.formError ?? null);
  const [success, setSuccess] = useState<CreateIncidentResponse | null>(
    posted && 'sent' in posted ? posted.sent : null,
  );
  const { register, handleSubmit, getValues, setError, clearErrors, formState } = useForm<WriteToUsValues>({
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting: pending } = formState;

  /** docs/product/accounts.md#input-rules: < and > are stripped as they are typed; a field's error clears when it is changed. */
  const field = (name: WriteToUsField) => {
    const registered = register(name);
    return {
      ...registered,
      id: `wtu-${name}`,
      defaultValue: initial[name],
      error: errors[name]?.message ?? postedErrors[name],
      autoFocus: name === firstPosted,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const next = filterTypedInput(getValues(name) ?? '', event.target.value);
        if (next !== event.target.value) event.target.value = next;
        if (errors[name]) clearErrors(name);
        if (postedErrors[name]) setPostedErrors(({ [name]: _cleared, ...rest }) => rest);
        return registered.onChange(event);
      },
    };
  };

  const send = handleSubmit(async (values) => {
    setFormError(null);
    const result = await apiPost<CreateIncidentResponse>(
      '/selfserve/create_incident_emailterminator',
      writeToUsBody(values),
    );
    if (result.ok) {
      setSuccess(result.data);
      return;
    }
    for (const [name, message] of Object.entries(writeToUsFieldErrors(result.error.fields)))
      setError(name as WriteToUsField, { type: 'server', message });
    setFormError(result.error.message);
  });

  if (success) {
    return (
      <div role="status" className="rounded-xl border border-emerald-300 bg-emerald-50 p-6">
        <h2 className="text-xl font-bold text-emerald-900">Message sent</h2>
        <p className="mt-2 text-emerald-900">{success.message}</p>
        <p className="mt-3 text-emerald-900">
          Reference number: <strong className="font-mono text-lg">{success.reference}</strong>
        </p>
      </div>
    );
  }

  return (
    <form
      noValidate
      action={formAction}
      onSubmit={(event) => {
        if (pending) event.preventDefault();
        else {
          setPostedErrors({});
          void send(event);
        }
      }}
      aria-busy={pending}
      className="max-w-2xl"
    >
      <fieldset className="grid min-w-0 gap-5">
        <div aria-live="assertive">
          {formError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
              {formError}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...field('name')} label="Full name" autoComplete="name" required maxLength={100} />
          <Field
            {...field('email')}
            label="Email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
        </div>
        <Field
          {...field('phone')}
          label="Mobile number (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          hint="10-digit Indian mobile number"
        />
        <Field {...field('subject')} label="Subject" required maxLength={150} />
        <Field {...field('message')} label="Message" multiline required maxLength={3000} />
        <div>
          <button
            type="submit"
            disabled={pending}
            className="inline-flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70"
          >
            {pending ? 'Sending…' : 'Send message'}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
