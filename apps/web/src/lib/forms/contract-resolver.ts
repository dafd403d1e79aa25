import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractErrors } from './contract-errors';
import type { FieldMessages } from './contract-errors';

/**
 * react-hook-form validation by a form's own check, the one its server action runs too (decision
 * 054): field name → message, empty when the form is valid. A valid form submits its values.
 */
export function checkResolver<V extends FieldValues>(
  check: (values: V) => Partial<FieldMessages>,
): Resolver<V> {
  return (values) => {
    const found = Object.entries(check(values)).filter((e): e is [string, string] => Boolean(e[1]));
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, message] of found) errors[name] = { type: 'contract', message };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/**
 * react-hook-form validation by a `contracts` schema (decision 054): the same `contractErrors` a
 * server action checks with. `toBody` turns the form's values into the body the API is sent
 * (e.g. trimmed); a valid form submits its values unchanged.
 */
export function contractResolver<V extends FieldValues>(
  schema: z.ZodType,
  required: readonly (keyof V & string)[],
  toBody: (values: V) => Record<string, unknown> = (values) => values,
): Resolver<V> {
  return checkResolver<V>((values) => contractErrors(schema, toBody(values), required));
}
