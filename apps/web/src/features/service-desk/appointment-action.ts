'use server';

import { redirect } from 'next/navigation';
import { ErrorBody } from '@kavach/contracts';
import { isSrNumber } from '@kavach/domain';
import { postAsVisitor } from '@/lib/api-write.server';
import { formText } from '@/lib/forms/posted';

/**
 * The desk changes a request's appointment (decision 088): a plain form post, before and after the
 * page's scripts. POST /v3/service-desk/requests/{sr_id}/appointment as the staff member, then the
 * request's page again: `appointment=changed`, or `appointment_error` with the API's code.
 */
export async function deskAppointmentAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect('/service-desk');
  const page = (query: Record<string, string>) =>
    `/service-desk/${srId}?${new URLSearchParams(query)}#desk-appointment`;
  const answer = await postAsVisitor(`/v3/service-desk/requests/${encodeURIComponent(srId)}/appointment`, {
    from: formText(form, 'from'),
    appointment_date: formText(form, 'appointment_date'),
    appointment_time: formText(form, 'appointment_time'),
  }).catch(() => null);
  if (answer && answer.status < 300) redirect(page({ appointment: 'changed' }));
  const failure = ErrorBody.safeParse(answer?.body);
  redirect(page({ appointment_error: failure.success ? failure.data.error_code : 'NETWORK' }));
}
