'use server';

import { redirect } from 'next/navigation';
import { ErrorBody } from '@kavach/contracts';
import { COMPLAINT_ANSWER_MAX, COMPLAINT_ANSWER_MIN, isSrNumber } from '@kavach/domain';
import { postAsVisitor } from '@/lib/api-write.server';
import { formFreeText, formText } from '@/lib/forms/posted';

/**
 * The desk replies to a customer's open complaint (decision 100): a plain form post, before and
 * after the page's scripts. The reply's length is checked here, then
 * POST /v3/service-desk/requests/{sr_id}/complaint as the staff member, then the request's page
 * again: `complaint=answered`, or `complaint_error` with the API's code (deskComplaintNotice).
 */
export async function deskComplaintAction(form: FormData): Promise<void> {
  const srId = formText(form, 'sr_id');
  if (!isSrNumber(srId)) redirect('/service-desk');
  const page = (query: Record<string, string>) =>
    `/service-desk/${srId}?${new URLSearchParams(query)}#desk-complaint`;
  // A line break is posted as CR LF; the box counted it as one character, and so do we.
  const answer = formFreeText(form, 'answer').replace(/\r\n?/g, '\n');
  if (answer.length < COMPLAINT_ANSWER_MIN || answer.length > COMPLAINT_ANSWER_MAX)
    redirect(page({ complaint_error: 'VALIDATION_ERROR' }));
  const posted = await postAsVisitor(`/v3/service-desk/requests/${encodeURIComponent(srId)}/complaint`, {
    answer,
  }).catch(() => null);
  if (posted && posted.status < 300) redirect(page({ complaint: 'answered' }));
  const failure = ErrorBody.safeParse(posted?.body);
  redirect(page({ complaint_error: failure.success ? failure.data.error_code : 'NETWORK' }));
}
