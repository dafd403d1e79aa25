'use server';

import { stripDisallowed } from '@kavach/domain';
import { CreateIncidentResponse, ErrorBody } from '@kavach/contracts';
import { postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import {
  EMPTY_WRITE_TO_US,
  WRITE_TO_US_FIELDS,
  writeToUsBody,
  writeToUsErrors,
  writeToUsFieldErrors,
} from './write-to-us-values';
import type { WriteToUsValues } from './write-to-us-values';
import type { FieldMessages } from '@/lib/forms/contract-errors';

/** What a form-posted Write to us ended in: sent, or the values back with what is wrong. */
export type WriteToUsState =
  | { sent: { reference: string; message: string } }
  | { values: WriteToUsValues; errors: FieldMessages; formError: string | null }
  | null;

/**
 * Write to us as a plain form post (decision 054): the message sent before the page's scripts have
 * run. Same checks as the browser (write-to-us-values.ts), then the same API call through the
 * server-only client with the visitor's session.
 */
export async function sendWriteToUsAction(_prev: WriteToUsState, form: FormData): Promise<WriteToUsState> {
  const values = { ...EMPTY_WRITE_TO_US };
  for (const field of WRITE_TO_US_FIELDS) {
    const value = form.get(field);
    // The browser strips < and > as they are typed; a form posted without scripts strips them here.
    values[field] = typeof value === 'string' ? stripDisallowed(value) : '';
  }
  const errors = writeToUsErrors(values);
  if (Object.keys(errors).length > 0) return { values, errors, formError: null };
  const answer = await postAsVisitor(
    '/selfserve/create_incident_emailterminator',
    writeToUsBody(values),
  ).catch(() => null);
  const sent = CreateIncidentResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && sent.success) return { sent: sent.data };
  const failure = ErrorBody.safeParse(answer?.body);
  return failure.success
    ? { values, errors: writeToUsFieldErrors(failure.data.fields), formError: failure.data.message }
    : { values, errors: {}, formError: NETWORK_ERROR_MESSAGE };
}
