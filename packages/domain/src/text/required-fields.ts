/** Message shown for an empty required field (docs/product/accounts.md#input-rules, docs/product/api.md#errors). */
export const REQUIRED_FIELD_MESSAGE = 'Required field';

/** Empty means undefined, null, '' or only whitespace. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/** docs/product/accounts.md#input-rules required-field check: every listed field that is empty maps to 'Required field'. */
export function requiredFieldErrors<K extends string>(
  values: object,
  fields: readonly K[],
): Partial<Record<K, typeof REQUIRED_FIELD_MESSAGE>> {
  const errors: Partial<Record<K, typeof REQUIRED_FIELD_MESSAGE>> = {};
  for (const field of fields) {
    const value = Object.prototype.hasOwnProperty.call(values, field)
      ? (values as Record<string, unknown>)[field]
      : undefined;
    if (isEmptyValue(value)) errors[field] = REQUIRED_FIELD_MESSAGE;
  }
  return errors;
}
