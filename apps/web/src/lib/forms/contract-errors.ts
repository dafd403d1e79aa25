import { requiredFieldErrors } from '@kavach/domain';
import type { z } from 'zod';

/** Field name → message, the shape of the API's `ErrorBody.fields`. */
export type FieldMessages = Record<string, string>;

/**
 * A form's errors by its `contracts` schema, the one the API validates the same body with:
 * docs/product/accounts.md#input-rules 'Required field' for each empty required field first, then the first message of the
 * contract for each other field. Empty when the body is valid. Used in the browser (the
 * react-hook-form resolver) and by server actions alike.
 */
export function contractErrors(
  schema: z.ZodType,
  body: Record<string, unknown>,
  required: readonly string[],
): FieldMessages {
  const errors = { ...requiredFieldErrors(body, required) } as FieldMessages;
  const parsed = schema.safeParse(body);
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}
