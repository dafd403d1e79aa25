import { isValidEmail, requiredFieldErrors } from '@kavach/domain';

/** The Write to us form's fields, in the order they appear (the first invalid one gets focus). */
export const WRITE_TO_US_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
export type WriteToUsField = (typeof WRITE_TO_US_FIELDS)[number];
export type WriteToUsValues = Record<WriteToUsField, string>;
export type WriteToUsErrors = Partial<Record<WriteToUsField, string>>;

const REQUIRED: readonly WriteToUsField[] = ['name', 'email', 'subject', 'message'];

export const EMPTY_WRITE_TO_US: WriteToUsValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** §5 in the browser and in the server action alike: 'Required field', then the email rule. */
export function validateWriteToUs(values: WriteToUsValues): WriteToUsErrors {
  const errors: WriteToUsErrors = requiredFieldErrors(values, REQUIRED);
  if (!errors.email && !isValidEmail(values.email.trim())) errors.email = 'Enter a valid email address';
  return errors;
}

/** The body of POST /selfserve/create_incident_emailterminator: every field trimmed. */
export function writeToUsBody(values: WriteToUsValues): WriteToUsValues {
  const body = { ...EMPTY_WRITE_TO_US };
  for (const field of WRITE_TO_US_FIELDS) body[field] = values[field].trim();
  return body;
}

/** The API's field errors, only for this form's fields. */
export function writeToUsFieldErrors(fields: Record<string, string> | undefined): WriteToUsErrors {
  const errors: WriteToUsErrors = {};
  for (const field of WRITE_TO_US_FIELDS) if (fields?.[field]) errors[field] = fields[field];
  return errors;
}
