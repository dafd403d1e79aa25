import type { CategoryIssue, CreateTicketBody, SrDetailView } from '@kavach/contracts';
import { contactLookupType, defaultAppointment, isValidEmail } from '@kavach/domain';
import type { ReopenReason } from '@kavach/domain';
import type { FlowState, ProcessType, SlotTime, Ticket } from './flow-types';

/** The spec §5 message of an empty listed field. */
export const REQUIRED = 'Required field';

export type FieldErrors = Record<string, string>;

/** Spec §5 "any listed field that is empty gives 'Required field'". */
export function requiredErrors(values: Record<string, string>, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(
    fields.filter((f) => (values[f] ?? '').trim() === '').map((f) => [f, REQUIRED] as const),
  );
}

/**
 * Spec §5 problems sort and filter: those with display_order first ascending, null-order last; a
 * problem is valid if its root_product_type_ids include the chosen type, or if the type is 10.
 */
export function sortedProblems(
  issues: readonly CategoryIssue[],
  productType: number | null,
): CategoryIssue[] {
  const valid = issues.filter(
    (i) => productType === null || productType === 10 || i.root_product_type_ids.includes(productType),
  );
  return valid
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => {
      const ao = a.issue.display_order;
      const bo = b.issue.display_order;
      if (ao === null && bo === null) return a.index - b.index;
      if (ao === null) return 1;
      if (bo === null) return -1;
      return ao - bo || a.index - b.index;
    })
    .map((x) => x.issue);
}

/** The problem step: a problem chosen, or a custom issue described. */
export function issueErrors(ticket: Ticket): FieldErrors {
  return ticket.problems.length === 0 && ticket.custom_issue.trim() === '' ? { problems: REQUIRED } : {};
}

const PHONE = /^[6-9]\d{9}$/;

export function addressErrors(state: FlowState): FieldErrors {
  const errors = requiredErrors(
    {
      address1: state.address.address1,
      pincode: state.address.pincode,
      city: state.address.city,
      name: state.contact.name,
      email: state.contact.email,
      phone: state.contact.phone,
    },
    ['name', 'phone', 'email', 'address1', 'pincode', 'city'],
  );
  if (!errors.pincode && !/^[1-9]\d{5}$/.test(state.address.pincode))
    errors.pincode = 'Enter a 6-digit PIN code';
  if (!errors.phone && !PHONE.test(state.contact.phone)) errors.phone = 'Enter a 10-digit mobile number';
  if (!errors.email && !isValidEmail(state.contact.email)) errors.email = 'Enter a valid email';
  return errors;
}

/** The process types a cover can be served by at a PIN (spec §9): the cover's, those the PIN allows when it lists any. */
export function availableProcessTypes(
  cover: readonly ProcessType[],
  pin: readonly ProcessType[] | null,
): ProcessType[] {
  return cover.filter((p) => !pin || pin.length === 0 || pin.includes(p));
}

export function appointmentErrors(state: FlowState): FieldErrors {
  const a = state.appointment;
  const errors = requiredErrors({ process_type: a.process_type ?? '', date: a.date, time: a.time }, [
    'process_type',
    'date',
    'time',
  ]);
  if (a.date_1 && a.date_1 === a.date && a.time_1 === a.time)
    errors.date_1 = 'Choose a second preference different from the first';
  return errors;
}

/**
 * The errors on screen that still hold (spec §5 'Required field'): one whose value has arrived since
 * — the default slot filled in once the free slots load, after Continue was pressed — is dropped.
 * The same object when nothing is dropped, so React keeps the render.
 */
export function errorsStillDue(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const kept = Object.entries(shown).filter(([field, message]) => message && now[field]);
  const showing = Object.values(shown).filter(Boolean).length;
  return kept.length === showing ? shown : Object.fromEntries(kept);
}

/** The documents still missing for the cover. */
export const missingDocuments = <K extends string>(ticket: Ticket, required: readonly K[]): K[] =>
  required.filter((kind) => !ticket.documents.some((d) => d.type === kind));

/** The create_ticket body of one ticket (spec §7 Service request creation). */
export function ticketBody(
  state: FlowState,
  ticket: Ticket,
  tokenId: string,
  opts: {
    copay: boolean;
    reopen?: Pick<CreateTicketBody, 'sr_ref_no' | 'sr_reopen_reason' | 'sr_reopen_reason_comment'>;
  },
): CreateTicketBody {
  const a = state.appointment;
  return {
    token_id: tokenId,
    plan_id: state.osid ?? '',
    cover_id: ticket.cover_id ?? '',
    request_origin: 'selfserve',
    problems: ticket.problems,
    custom_issue: ticket.custom_issue.trim(),
    incident_date: state.incident_date,
    customer_details: {
      address1: state.address.address1.trim(),
      address2: state.address.address2.trim(),
      appointment_date: a.date,
      appointment_time: (a.time || '10AM - 2PM') as '10AM - 2PM' | '2PM - 6PM',
      ...(a.date_1 && a.time_1 ? { appointment_date_1: a.date_1, appointment_time_1: a.time_1 } : {}),
      city: state.address.city.trim(),
      email: state.contact.email.trim(),
      name: state.contact.name.trim(),
      pincode: state.address.pincode,
      phone: state.contact.phone,
      state: state.address.state.trim(),
      has_whatsapp_opt_in: state.contact.has_whatsapp_opt_in,
      address_id: state.address.address_id,
    },
    is_copay_temp_sr: opts.copay,
    process_type: a.process_type ?? 'carry-in',
    documents: ticket.documents,
    comments: ticket.comments.trim(),
    ...(opts.reopen ?? {}),
  };
}

/** Spec §5 contact lookup type (the domain's rule): email, SR number, else mobile. */
export function lookupType(query: string): 'email' | 'sr' | 'mobile' {
  return contactLookupType(query.trim());
}

/**
 * create_ticket's body to reopen a closed request (issue 20 §1 Reopen): the same plan, cover,
 * process and address, linked by `sr_ref_no`, with the reason and comment and the appointment the
 * customer picked (spec §9).
 */
export function reopenBody(input: {
  request: Pick<SrDetailView, 'sr_id' | 'osid' | 'process_type' | 'address' | 'problems' | 'custom_issue'>;
  coverId: string;
  contact: { name: string; email: string; phone: string };
  reason: NonNullable<CreateTicketBody['sr_reopen_reason']>;
  comment: string;
  tokenId: string;
  appointment: { date: string; slot_time: '10AM - 2PM' | '2PM - 6PM' };
  today: string;
}): CreateTicketBody {
  const { request: r } = input;
  return {
    token_id: input.tokenId,
    plan_id: r.osid,
    cover_id: input.coverId,
    request_origin: 'selfserve',
    // The parent's problem as it was told: chosen problems, a described one, or both (create_ticket
    // refuses a request with neither, so a parent raised with a description alone must keep it).
    problems: r.problems,
    custom_issue: r.custom_issue,
    incident_date: input.today,
    customer_details: {
      address1: r.address.address1,
      address2: r.address.address2,
      appointment_date: input.appointment.date,
      appointment_time: input.appointment.slot_time,
      city: r.address.city,
      email: input.contact.email,
      name: input.contact.name,
      pincode: r.address.pincode,
      phone: input.contact.phone,
      state: r.address.state,
      has_whatsapp_opt_in: false,
    },
    is_copay_temp_sr: false,
    sr_reopen_reason: input.reason,
    sr_reopen_reason_comment: input.comment.trim() || null,
    sr_ref_no: r.sr_id,
    process_type: r.process_type,
    documents: [],
    comments: '',
  };
}

const SLOT_TIMES: readonly SlotTime[] = ['10AM - 2PM', '2PM - 6PM'];

/** The first available slot, preferring spec §9's default appointment (next day, 10AM - 2PM). */
export function defaultSlot(
  slots: Record<string, readonly { slot_time: string; is_available: boolean }[]>,
  now: Date = new Date(),
): { date: string; time: SlotTime } | null {
  const preferred = defaultAppointment(now);
  const open = (date: string, time: string) =>
    slots[date]?.some((t) => t.slot_time === time && t.is_available) ?? false;
  if (open(preferred.date, preferred.slot_time)) return { date: preferred.date, time: preferred.slot_time };
  for (const date of Object.keys(slots).sort())
    for (const time of SLOT_TIMES) if (open(date, time)) return { date, time };
  return null;
}

/** An account's phone as create_ticket takes it: the last 10 digits (`+919800000001` → `9800000001`). */
export const tenDigitPhone = (phone: string | null | undefined): string =>
  (phone ?? '').replace(/\D/g, '').slice(-10);

/** Why a request cannot be reopened online (its cover or the customer could not be read). */
export const REOPEN_NOT_ONLINE = 'This request cannot be reopened online. Please chat with us.';

/**
 * The reopen form's values: a reason of REOPEN_REASONS ('' before one is chosen), a comment, and the
 * appointment the customer picked for the new request (spec §9 slot; '' before one is chosen).
 */
export interface ReopenValues {
  reason: ReopenReason | '';
  comment: string;
  date: string;
  time: SlotTime | '';
}

/**
 * §5 'Required field': a reason, an appointment slot, and with 'other' a comment too (the browser
 * and the server action alike).
 */
export function reopenErrors(values: ReopenValues): { reason?: string; comment?: string; slot?: string } {
  return {
    ...(values.reason ? {} : { reason: 'Required field' }),
    ...(values.reason === 'other' && !values.comment.trim() ? { comment: 'Required field' } : {}),
    ...(values.date && values.time ? {} : { slot: 'Required field' }),
  };
}
