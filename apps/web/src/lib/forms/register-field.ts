import type { ChangeEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { filterTypedInput } from '@kavach/domain';

interface RegisterFieldOptions {
  id: string;
  /** What the server action found when the form was posted before the scripts ran. */
  posted?: string | undefined;
  /** Called when the customer changes the field (e.g. to drop its posted error). */
  onEdit?: () => void;
  /**
   * What is kept of a change: by default docs/product/accounts.md#input-rules (< and > typed are
   * stripped); `false` keeps it as typed (passwords), a function keeps what it returns.
   */
  filter?: boolean | ((typed: string) => string);
  /**
   * For a form made without `defaultValues`: the field's value in the server's HTML (and until
   * it registers). React-hook-form then reads the field's value from the page as it registers,
   * so what was typed before hydration is kept.
   */
  initial?: string | undefined;
}

/**
 * The props of a `Field` registered with react-hook-form (decision 054): uncontrolled, so what was
 * typed before hydration is kept; its default is the form's value (so the server's HTML shows what
 * a form post came back with); its error is the form's check, else the posted one; an error clears
 * when its field is changed.
 */
export function registerField<V extends FieldValues>(
  form: UseFormReturn<V>,
  name: FieldPath<V>,
  { id, posted, onEdit, filter = true, initial }: RegisterFieldOptions,
) {
  const registered = form.register(name);
  const own = form.formState.errors[name]?.message;
  return {
    ...registered,
    id,
    // In the server's HTML too: the value a form post came back with (react-hook-form itself
    // fills its fields only once the scripts run).
    defaultValue: String(form.getValues(name) ?? initial ?? ''),
    error: (typeof own === 'string' ? own : undefined) ?? posted,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (filter) {
        const typed = event.target.value;
        const next =
          typeof filter === 'function'
            ? filter(typed)
            : filterTypedInput(String(form.getValues(name) ?? initial ?? ''), typed);
        if (next !== typed) event.target.value = next;
      }
      if (form.formState.errors[name]) form.clearErrors(name);
      onEdit?.();
      return registered.onChange(event);
    },
  };
}
