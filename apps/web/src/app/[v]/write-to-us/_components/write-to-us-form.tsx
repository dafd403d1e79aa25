'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { filterTypedInput, isValidEmail, requiredFieldErrors } from '@kavach/domain';
import { apiPost } from '@/lib/api-client.browser';
import { TextField } from '@/components/text-field';
import { useHydrated } from '@/lib/use-hydrated';

type Field = 'name' | 'email' | 'phone' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const REQUIRED: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = new Set<string>(['name', 'email', 'phone', 'subject', 'message']);

interface Success {
  reference: string;
  message: string;
}

function validate(values: Values): Errors {
  const errors: Errors = requiredFieldErrors(values, REQUIRED);
  if (!errors.email && !isValidEmail(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** Write to us: validated in the browser with the domain rules, then POSTed via /api. */
export function WriteToUsForm() {
  const hydrated = useHydrated();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [success, setSuccess] = useState<Success | null>(null);

  const change = (field: Field) => (next: string) => {
    setValues((v) => ({ ...v, [field]: filterTypedInput(v[field], next) }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const found = validate(values);
    setErrors(found);
    setFormError(null);
    const firstInvalid = (Object.keys(EMPTY) as Field[]).find((f) => found[f]);
    if (firstInvalid) {
      document.getElementById(`wtu-${firstInvalid}`)?.focus();
      return;
    }
    setPending(true);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    };
    const result = await apiPost<Success>('/selfserve/create_incident_emailterminator', body);
    setPending(false);
    if (result.ok) {
      setSuccess(result.data);
      return;
    }
    const serverFields: Errors = {};
    for (const [k, msg] of Object.entries(result.error.fields ?? {}))
      if (FIELDS.has(k)) serverFields[k as Field] = msg;
    setErrors(serverFields);
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
    <form noValidate onSubmit={submit} aria-busy={pending} className="max-w-2xl">
      {/* Server-rendered and painted before its scripts (decision 032): nothing typed or clicked
          before they run may reach the bare HTML form, which would skip the filter and the checks. */}
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-5">
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
