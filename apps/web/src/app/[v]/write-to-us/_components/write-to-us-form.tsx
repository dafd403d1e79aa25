'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { filterTypedInput, stripDisallowed } from '@kavach/domain';
import { apiPost } from '@/lib/api-client.browser';
import { TextField } from '@/components/text-field';
import { sendWriteToUsAction } from '@/features/support/actions';
import {
  EMPTY_WRITE_TO_US,
  WRITE_TO_US_FIELDS,
  validateWriteToUs,
  writeToUsBody,
  writeToUsFieldErrors,
} from '@/features/support/write-to-us-values';
import type {
  WriteToUsErrors as Errors,
  WriteToUsField as Field,
  WriteToUsValues as Values,
} from '@/features/support/write-to-us-values';

interface Success {
  reference: string;
  message: string;
}

/**
 * Write to us: validated in the browser with the domain rules, then POSTed via /api. A real form
 * (decision 054): sent before the page's scripts have run, it posts to a server action that checks
 * and sends the same, and the page comes back with the outcome (or the values and what is wrong).
 */
export function WriteToUsForm() {
  const [posted, formAction] = useActionState(sendWriteToUsAction, null);
  const back = posted && 'values' in posted ? posted : null;
  const [values, setValues] = useState<Values>(back?.values ?? EMPTY_WRITE_TO_US);
  const [errors, setErrors] = useState<Errors>(back?.errors ?? {});
  const [formError, setFormError] = useState<string | null>(back?.formError ?? null);
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<Success | null>(
    posted && 'sent' in posted ? posted.sent : null,
  );

  // Hydration keeps what was typed before the scripts ran (decision 054): adopt it as the values.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...EMPTY_WRITE_TO_US };
    for (const field of WRITE_TO_US_FIELDS) {
      const control = form.elements.namedItem(field);
      typed[field] = control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement
        ? stripDisallowed(control.value)
        : '';
    }
    setValues((v) => (WRITE_TO_US_FIELDS.some((f) => typed[f] !== v[f]) ? typed : v));
  }, []);

  const change = (field: Field) => (next: string) => {
    setValues((v) => ({ ...v, [field]: filterTypedInput(v[field], next) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validateWriteToUs(values);
    setErrors(found);
    setFormError(null);
    const firstInvalid = WRITE_TO_US_FIELDS.find((f) => found[f]);
    if (firstInvalid) {
      document.getElementById(`wtu-${firstInvalid}`)?.focus();
      return;
    }
    setPending(true);
    const result = await apiPost<Success>('/selfserve/create_incident_emailterminator', writeToUsBody(values));
    setPending(false);
    if (result.ok) {
      setSuccess(result.data);
      return;
    }
    setErrors(writeToUsFieldErrors(result.error.fields));
    setFormError(result.error.message);
  };

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
    <form ref={formRef} noValidate action={formAction} onSubmit={submit} aria-busy={pending} className="max-w-2xl">
      <fieldset className="grid min-w-0 gap-5">
        <div aria-live="assertive">
          {formError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
              {formError}
            </p>
          )}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            id="wtu-name"
            label="Full name"
            autoComplete="name"
            required
            value={values.name}
            error={errors.name}
            onChange={change('name')}
            maxLength={100}
          />
          <TextField
            id="wtu-email"
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={change('email')}
            maxLength={254}
          />
        </div>
        <TextField
          id="wtu-phone"
          label="Mobile number (optional)"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={values.phone}
          error={errors.phone}
          onChange={change('phone')}
          maxLength={10}
          hint="10-digit Indian mobile number"
        />
        <TextField
          id="wtu-subject"
          label="Subject"
          required
          value={values.subject}
          error={errors.subject}
          onChange={change('subject')}
          maxLength={150}
        />
        <TextField
          id="wtu-message"
          label="Message"
          multiline
          required
          value={values.message}
          error={errors.message}
          onChange={change('message')}
          maxLength={3000}
        />
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
