'use server';

import { redirect } from 'next/navigation';
import { CreateTicketResponse, CustomerResponse, ErrorBody, PlanCoversResponse } from '@kavach/contracts';
import { REOPEN_REASONS, stripDisallowed } from '@kavach/domain';
import type { ReopenReason } from '@kavach/domain';
import { istToday } from '@/features/activation/ist-today';
import { postAsVisitor } from '@/lib/api-write.server';
import { readAsCustomer } from '@/lib/customer-read.server';
import { localPath } from '@/lib/local-path';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { getTrackedRequest } from './api.server';
import { REOPEN_NOT_ONLINE, reopenBody, reopenErrors, tenDigitPhone } from './flow-checks';
import type { ReopenValues } from './flow-checks';
import { parseSlot } from './flow-url';
import { trackerPath } from './tracker-view';
import { formText } from '@/lib/forms/posted';

/** What a reopen post ended in when no request was made: the values back with what is wrong. */
export type ReopenState = {
  values: ReopenValues;
  errors: { reason?: string; comment?: string; slot?: string };
  message: string | null;
} | null;

/**
 * Reopen: the form's one path (decision 066), as a plain form post before the tracker's scripts
 * run and called by the hydrated form itself after (reopen-form.tsx, decision 070). The reason,
 * comment and slot checked as in the browser (create_ticket checks the slot is still free and
 * answers SLOT_NOT_AVAILABLE, shown as the form's message), then the request read again as its owner,
 * the cover it was raised on and the customer's contact, and create_ticket with the form's token
 * (a double submit makes one request, T16.2) through the visitor's session.
 */
export async function reopenAction(_prev: ReopenState, form: FormData): Promise<ReopenState> {
  const raw = formText(form, 'sr_reopen_reason');
  const values: ReopenValues = {
    reason: Object.hasOwn(REOPEN_REASONS, raw) ? (raw as ReopenReason) : '',
    // The browser strips < and > as they are typed; a form posted without scripts strips them here.
    comment: stripDisallowed(formText(form, 'comment')).slice(0, 500),
    ...parseSlot(formText(form, 'slot')),
  };
  const errors = reopenErrors(values);
  if (!values.reason || !values.time || Object.keys(errors).length > 0)
    return { values, errors, message: null };
  const tracked = await getTrackedRequest(formText(form, 'sr_id'));
  if (tracked.status !== 'ok') return { values, errors: {}, message: REOPEN_NOT_ONLINE };
  const request = tracked.value;
  const [me, covers] = await Promise.all([
    readAsCustomer('/v3/customer/me', CustomerResponse),
    readAsCustomer(`/v3/selfserve/plan_covers?osid=${encodeURIComponent(request.osid)}`, PlanCoversResponse),
  ]).catch(() => [null, null] as const);
  const cover =
    covers?.status === 'ok'
      ? covers.value.data.covers.find((c) => c.title === request.cover_title)
      : undefined;
  if (me?.status !== 'ok' || !cover)
    return { values, errors: {}, message: me ? REOPEN_NOT_ONLINE : NETWORK_ERROR_MESSAGE };
  const customer = me.value.customer;
  const body = reopenBody({
    request,
    coverId: cover.cover_id,
    contact: { name: customer.name, email: customer.email ?? '', phone: tenDigitPhone(customer.phone) },
    reason: values.reason,
    comment: values.comment,
    tokenId: formText(form, 'token_id'),
    appointment: { date: values.date, slot_time: values.time },
    today: istToday(),
  });
  const answer = await postAsVisitor('/v3/selfserve/create_ticket', body).catch(() => null);
  const created = CreateTicketResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && created.success)
    redirect(localPath(created.data.data.tracker_url) ?? trackerPath(created.data.data.sr_id));
  const failure = ErrorBody.safeParse(answer?.body);
  return { values, errors: {}, message: failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE };
}
