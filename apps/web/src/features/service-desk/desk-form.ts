import type { DeskActionBody, DocumentKind } from '@kavach/contracts';
import { formFreeText } from '@/lib/forms/posted';

/*
 * The service desk's action forms (issue 20 §4): what each action asks for, and the body of
 * POST /v3/service-desk/requests/{sr_id}/actions built from a posted form. Pure, so the browser and
 * the server action (a form posted before the scripts ran, decision 054) check alike.
 */

/** The coded reasons staff choose from to reject or cancel (the API words them for the customer). */
export const DESK_REASON_OPTIONS: readonly { code: string; label: string }[] = [
  { code: 'PLAN_NOT_ACTIVE', label: 'Plan not active on the incident date' },
  { code: 'COVER_NOT_IN_PLAN', label: 'Cover not in the plan' },
  { code: 'OUTSIDE_COVER_PERIOD', label: 'Incident outside the cover period' },
  { code: 'CLAIM_LIMIT_REACHED', label: 'Yearly claim limit reached' },
  { code: 'COVER_EXHAUSTED', label: 'Remaining cover used up' },
  { code: 'REPORTED_LATE', label: 'Reported late' },
  { code: 'DOCUMENTS_MISSING', label: 'Documents missing' },
  { code: 'DAMAGE_NOT_COVERED', label: 'Damage not covered' },
  { code: 'DEVICE_MISMATCH', label: 'Device does not match the plan' },
  { code: 'CUSTOMER_REQUEST', label: 'Customer asked to cancel' },
];

export const DESK_DOCUMENT_OPTIONS: readonly { kind: DocumentKind; label: string }[] = [
  { kind: 'invoice', label: 'Purchase invoice' },
  { kind: 'photo', label: 'Photos of the device' },
  { kind: 'fir', label: 'FIR or police complaint' },
  { kind: 'sim_block_letter', label: 'SIM-block letter' },
];

export type DeskField = 'technician' | 'diagnosis' | 'estimate' | 'documents' | 'reason' | 'note';

/** What an action's form asks for, by the action's name (the API's `actions[].action`) and target state. */
export function fieldsFor(action: string, to: string): DeskField[] {
  if (action === 'assign_technician' || to === 'technician_assigned') return ['technician', 'note'];
  if (action === 'record_estimate' || to === 'estimate_shared') return ['diagnosis', 'estimate', 'note'];
  if (action === 'record_diagnosis' || to === 'diagnosis') return ['diagnosis', 'note'];
  if (action === 'request_documents' || to === 'documents_requested') return ['documents', 'note'];
  if (action === 'reject' || action === 'cancel' || to === 'rejected' || to === 'cancelled')
    return ['reason', 'note'];
  return ['note'];
}

/** Whether the reason is required (a rejection needs one; a cancellation may give one). */
export const reasonRequired = (action: string, to: string): boolean =>
  action === 'reject' || to === 'rejected';

export type DeskFormErrors = Record<string, string>;

const numberOr = (value: string): number | undefined => {
  if (value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : Number.NaN;
};

/** The action's body from the posted form, or what is wrong with it (spec §5 'Required field'). */
export function deskActionBody(
  form: FormData,
): { ok: true; srId: string; body: DeskActionBody } | { ok: false; errors: DeskFormErrors } {
  const srId = formFreeText(form, 'sr_id');
  const action = formFreeText(form, 'action');
  const to = formFreeText(form, 'to');
  const from = formFreeText(form, 'from');
  const errors: DeskFormErrors = {};
  if (!/^\d{6}-\d{6}$/.test(srId) || !to || !from)
    return { ok: false, errors: { form: 'Reload the request and try again.' } };
  const fields = fieldsFor(action, to);
  const body: DeskActionBody = { to, from };
  const note = formFreeText(form, 'note');
  if (note) body.note = note.slice(0, 1000);
  if (fields.includes('technician')) {
    const name = formFreeText(form, 'technician_name');
    const phone = formFreeText(form, 'technician_phone').replace(/\D/g, '');
    const location = formFreeText(form, 'technician_location');
    const lat = numberOr(formFreeText(form, 'technician_lat'));
    const lng = numberOr(formFreeText(form, 'technician_lng'));
    if (!name) errors.technician_name = 'Required field';
    if (!phone) errors.technician_phone = 'Required field';
    else if (!/^[6-9]\d{9}$/.test(phone)) errors.technician_phone = 'Enter a 10-digit mobile number';
    if (lat !== undefined && !(lat >= -90 && lat <= 90))
      errors.technician_lat = 'Enter a latitude between -90 and 90';
    if (lng !== undefined && !(lng >= -180 && lng <= 180))
      errors.technician_lng = 'Enter a longitude between -180 and 180';
    body.technician = {
      name,
      phone,
      ...(location ? { location } : {}),
      ...(lat !== undefined ? { lat } : {}),
      ...(lng !== undefined ? { lng } : {}),
    };
  }
  if (fields.includes('diagnosis')) {
    const diagnosis = formFreeText(form, 'diagnosis');
    if (!diagnosis) errors.diagnosis = 'Required field';
    else body.diagnosis = diagnosis.slice(0, 1000);
  }
  if (fields.includes('estimate')) {
    const rupees = formFreeText(form, 'estimate_rupees');
    if (!rupees) errors.estimate_rupees = 'Required field';
    else if (!/^\d{1,7}$|^\d{1,7}\.\d{1,2}$/.test(rupees))
      errors.estimate_rupees = 'Enter the amount in rupees';
    else body.estimate_paise = Math.round(Number(rupees) * 100);
  }
  if (fields.includes('documents')) {
    const kinds = form
      .getAll('documents_requested')
      .filter((v): v is DocumentKind => DESK_DOCUMENT_OPTIONS.some((o) => o.kind === v));
    if (kinds.length === 0) errors.documents_requested = 'Choose at least one document';
    else body.documents_requested = [...new Set(kinds)];
  }
  if (fields.includes('reason')) {
    const code = formFreeText(form, 'reason_code');
    if (code && DESK_REASON_OPTIONS.some((o) => o.code === code)) body.reason_code = code;
    else if (reasonRequired(action, to)) errors.reason_code = 'Required field';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, srId, body };
}

/** The desk's queue filters as a query string (only those set). */
export function queueQuery(filters: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'city', 'process_type', 'sla', 'page'] as const) {
    const v = filters[key]?.trim();
    if (v) params.set(key, v);
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * Where the desk goes after an action: the request's page again saying what was done; the page read
 * afresh when someone else moved it first (409 SR_CHANGED, T16.5); the staff sign-in when the
 * sign-in ended. Null: stay on the form and show the refusal.
 */
export function deskPageAfter(
  srId: string,
  to: string,
  errorCode: string | null,
  status: number,
): string | null {
  const page = `/service-desk/${encodeURIComponent(srId)}`;
  if (errorCode === null && status >= 200 && status < 300) return `${page}?done=${encodeURIComponent(to)}`;
  if (status === 409 && errorCode === 'SR_CHANGED') return `${page}?changed=1`;
  if (status === 401) return `/agent/login?next=${encodeURIComponent(page)}`;
  return null;
}
