import { CreateIncidentBody } from '@kavach/contracts';
import { contractErrors } from '@/lib/forms/contract-errors';
import type { FieldMessages } from '@/lib/forms/contract-errors';

/** The Write to us form's fields, in the order they appear (the first invalid one gets focus). */
export const WRITE_TO_US_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type WriteToUsField = (typeof WRITE_TO_US_FIELDS)[number];
export type WriteToUsValues = Record<WriteToUsField, string>;

export const WRITE_TO_US_REQUIRED: readonly WriteToUsField[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_WRITE_TO_US: WriteToUsValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

/** The body of POST /selfserve/create_incident_emailterminator: every field trimmed. */
export function writeToUsBody(values: WriteToUsValues): WriteToUsValues {
  const body = { ...EMPTY_WRITE_TO_US };
  for (const field of WRITE_TO_US_FIELDS) body[field] = (values[field] ?? '').trim();
  return body;
}

/** docs/product/accounts.md#input-rules 'Required field', then the contract's rules (`CreateIncidentBody`, as the API checks). */
export const writeToUsErrors = (values: WriteToUsValues): FieldMessages =>
  contractErrors(CreateIncidentBody, writeToUsBody(values), WRITE_TO_US_REQUIRED);

/** The API's field errors, only for this form's fields. */
export function writeToUsFieldErrors(fields: Record<string, string> | undefined): FieldMessages {
  const errors: FieldMessages = {};
  for (const field of WRITE_TO_US_FIELDS) if (fields?.[field]) errors[field] = fields[field];
  return errors;
}
