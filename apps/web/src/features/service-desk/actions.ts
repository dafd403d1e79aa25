'use server';

import { redirect } from 'next/navigation';
import { ErrorBody } from '@kavach/contracts';
import { postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { deskActionBody, deskPageAfter } from './desk-form';
import type { DeskFormErrors } from './desk-form';

export type DeskActionState = { errors: DeskFormErrors; message: string | null } | null;

/**
 * One desk action, posted as a form (works before the scripts run, decision 054): checked like the
 * browser, then POST /v3/service-desk/requests/{sr_id}/actions as the staff member. Done: the
 * request's page again with what was done. Someone else moved it first (409 SR_CHANGED): the page
 * again, read afresh, saying so. Anything else refused: the form with the API's message.
 */
export async function deskAction(_prev: DeskActionState, form: FormData): Promise<DeskActionState> {
  const parsed = deskActionBody(form);
  if (!parsed.ok) return { errors: parsed.errors, message: parsed.errors.form ?? null };
  const answer = await postAsVisitor(
    `/v3/service-desk/requests/${encodeURIComponent(parsed.srId)}/actions`,
    parsed.body,
  ).catch(() => null);
  const failure = ErrorBody.safeParse(answer?.body);
  const next = answer
    ? deskPageAfter(
        parsed.srId,
        parsed.body.to,
        failure.success ? failure.data.error_code : null,
        answer.status,
      )
    : null;
  if (next) redirect(next);
  return failure.success
    ? { errors: failure.data.fields ?? {}, message: failure.data.message }
    : { errors: {}, message: NETWORK_ERROR_MESSAGE };
}
