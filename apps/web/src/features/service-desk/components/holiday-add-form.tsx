'use client';

import { useActionState } from 'react';
import { CITIES } from '@kavach/domain';
import { Field, FieldFrame, controlClass, describedByOf } from '@/components/field';
import { FormAlert } from '@/components/form-alert';
import { SubmitButton } from '@/components/submit-button';
import { addHolidayAction } from '../holiday-actions';
import { ALL_CITIES } from '../holiday-form';

/**
 * Add a holiday to the calendar (decision 078): the date, its name, every city or one, and where
 * the date comes from. One server action before and after the scripts run (decision 054); what
 * was typed stays in the fields when it is refused. `today` is the earliest date offered.
 */
export function HolidayAddForm({ today }: { today: string }) {
  const [state, formAction, pending] = useActionState(addHolidayAction, null);
  const values = state?.values;
  const errors = state?.errors ?? {};
  // A refused post renders the form afresh with what was typed (the key makes the fields take it).
  const key = state ? JSON.stringify(state.values) + (state.message ?? '') : 'new';
  return (
    <form key={key} action={formAction} noValidate className="grid gap-4" aria-labelledby="holiday-add">
      <h2 id="holiday-add" className="kv-h4">
        Add a holiday
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="holiday-day"
          name="day"
          label="Date"
          type="date"
          required
          min={today}
          defaultValue={values?.day ?? ''}
          error={errors.day}
        />
        <Field
          id="holiday-name"
          name="name"
          label="Name"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={values?.name ?? ''}
          error={errors.name}
        />
        <FieldFrame id="holiday-city" label="Where" error={errors.city} required>
          <select
            id="holiday-city"
            name="city"
            defaultValue={values?.city || ALL_CITIES}
            aria-invalid={errors.city ? true : undefined}
            aria-describedby={describedByOf('holiday-city', undefined, errors.city)}
            className={controlClass(errors.city)}
          >
            <option value={ALL_CITIES}>All cities (national holiday)</option>
            {CITIES.map((c) => (
              <option key={c.key} value={c.key}>
                {c.name}
              </option>
            ))}
          </select>
        </FieldFrame>
        <Field
          id="holiday-source"
          name="source"
          label="Source"
          hint="The government order or notification that fixes the date."
          required
          maxLength={200}
          autoComplete="off"
          defaultValue={values?.source ?? ''}
          error={errors.source}
        />
      </div>
      <FormAlert text={pending ? null : (state?.message ?? null)} />
      <SubmitButton busy={pending} busyText="Adding…" className="kv-btn justify-self-start">
        Add holiday
      </SubmitButton>
    </form>
  );
}
