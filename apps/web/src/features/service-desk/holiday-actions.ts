'use server';

import { redirect } from 'next/navigation';
import { DeskHolidayResponse, ErrorBody } from '@kavach/contracts';
import { deleteAsVisitor, postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';
import { HOLIDAYS_PATH, holidayBody, holidayFormValues } from './holiday-form';
import type { HolidayFormErrors, HolidayFormValues } from './holiday-form';

export type HolidayFormState = {
  values: HolidayFormValues;
  errors: HolidayFormErrors;
  message: string | null;
} | null;

const SIGN_IN = `/agent/login?next=${encodeURIComponent(HOLIDAYS_PATH)}`;

/**
 * Add a holiday (decision 078), posted as a form (works before the scripts run, decision 054):
 * checked as the API checks it, then POST /v3/service-desk/holidays as the staff member. Added: the
 * calendar again, saying what was added and how many running SLA clocks it moved (decision 081). Refused: the form keeps what was typed, with the API's
 * message (a day that is already a holiday there: 409 HOLIDAY_EXISTS).
 */
export async function addHolidayAction(_prev: HolidayFormState, form: FormData): Promise<HolidayFormState> {
  const values = holidayFormValues(form);
  const parsed = holidayBody(values);
  if (!parsed.ok) return { values, errors: parsed.errors, message: null };
  const answer = await postAsVisitor('/v3/service-desk/holidays', parsed.body).catch(() => null);
  if (answer?.status === 401) redirect(SIGN_IN);
  const added = DeskHolidayResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && added.success)
    redirect(`${HOLIDAYS_PATH}?added=${added.data.data.id}&moved=${added.data.rescheduled}`);
  const failure = ErrorBody.safeParse(answer?.body);
  return failure.success
    ? { values, errors: failure.data.fields ?? {}, message: failure.data.message }
    : { values, errors: {}, message: NETWORK_ERROR_MESSAGE };
}

/**
 * Remove a holiday: DELETE /v3/service-desk/holidays/{id}; the row stays in the database with who
 * removed it and when (its audit). Then the calendar again, saying what was removed, or why not.
 */
export async function removeHolidayAction(form: FormData): Promise<void> {
  const id = String(form.get('id') ?? '');
  if (!/^\d{1,15}$/.test(id)) redirect(`${HOLIDAYS_PATH}?error=HOLIDAY_NOT_FOUND`);
  const answer = await deleteAsVisitor(`/v3/service-desk/holidays/${id}`).catch(() => null);
  if (answer?.status === 401) redirect(SIGN_IN);
  const removed = DeskHolidayResponse.safeParse(answer?.body);
  if (answer && answer.status < 300 && removed.success)
    redirect(`${HOLIDAYS_PATH}?removed=${id}&moved=${removed.data.rescheduled}`);
  const failure = ErrorBody.safeParse(answer?.body);
  redirect(
    `${HOLIDAYS_PATH}?error=${encodeURIComponent(failure.success ? failure.data.error_code : 'NETWORK')}`,
  );
}
