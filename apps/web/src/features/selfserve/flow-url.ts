import type { SrDocumentRef } from '@kavach/contracts';
import { stripDisallowed } from '@kavach/domain';
import type { FlowAddress, FlowAppointment, FlowContact, FlowState, SlotTime } from './flow-types';

/*
 * The flow's steps as URLs (issue 19 §2 'No tap is lost', decisions 066, 071 and 076): before the
 * scripts run, the plan choice, the plan's Continue and the cover step are GET forms of /selfserve;
 * the steps from the problems on post to a server action that keeps what they sent in a sealed
 * draft (draft-seal.ts) and leads to the next step's URL, which carries only the plan, cover, date
 * and step — never the customer's details. The server renders the step the URL and the draft lead
 * to, and the island, once hydrated, starts from it (flow-start.ts builds that state).
 */

/** The steps a GET form can ask for. */
export const URL_STEPS = [
  'plan_details',
  'cover',
  'issues',
  'address',
  'appointment',
  'documents',
  'review',
] as const;
export type UrlStep = (typeof URL_STEPS)[number];

/** The problems step as its form sent it: problems by name (as the flow and create_ticket keep them). */
export interface UrlIssues {
  problems: string[];
  custom_issue: string;
  comments: string;
}

/** The address step as its form sent it: a saved address (`address_id`) or the typed one, and the contact. */
export interface UrlAddress {
  address: FlowAddress;
  contact: FlowContact;
}

export interface UrlChoice {
  step: UrlStep;
  cover: string | null;
  incident: string | null;
  /** Null when the URL carries none of the problems step's fields. */
  issues: UrlIssues | null;
  /** Null when the URL carries none of the address step's fields. */
  address: UrlAddress | null;
  /** Null when the URL carries none of the appointment step's fields. */
  appointment: FlowAppointment | null;
  /** Why the step is shown again, from a server action's redirect (`error`, decision 076). */
  notice?: string | null;
  /**
   * An edit started on the review (`edit=review`, its Edit links before the scripts run): the step
   * is shown as that edit, and its Continue returns to the review.
   */
  returnTo?: 'review';
  /** From the draft (decision 076): the documents uploaded before the scripts ran. */
  documents?: SrDocumentRef[];
  /** From the draft: the customer was told which documents are missing and went on. */
  confirmMissing?: boolean;
  /** From the draft: its create_ticket key (the review form's `token_id`, T16.2). */
  token?: string;
}

/** The messages a server action's redirect names by code (`error=`): no text of the customer's in a URL. */
export const NOTICES = {
  /** The API refused what the step sent: its own message is in the draft (`refusal`). */
  refused: 'Something went wrong on our side. Please try again in a minute.',
  agree: 'Please agree to the terms to raise the request.',
  too_long:
    'That is more text than we can keep before the page has finished loading. Shorten the description or the comments, or wait a moment and try again.',
} as const;

type Query = Record<string, string | string[] | undefined>;

const COVER_ID = /^[A-Za-z0-9_-]{1,80}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The longest value of each free-text field: create_ticket's contract (custom_issue 300, comments
 * 1000, customer_details) — the steps' `maxLength` too.
 */
export const TEXT_MAX = {
  custom_issue: 300,
  comments: 1000,
  name: 100,
  email: 120,
  address1: 200,
  address2: 200,
  city: 60,
  state: 60,
} as const;

/** The names the problems step's and the address step's fields have in their forms. */
const ISSUE_FIELDS = ['problem', 'custom_issue', 'comments'] as const;
const ADDRESS_FIELDS = ['address_id', 'name', 'phone', 'email', 'pincode', 'address1', 'city'] as const;
const APPOINTMENT_FIELDS = ['process_type', 'slot', 'slot_1'] as const;
const PROCESS_TYPES: readonly string[] = ['carry-in', 'at-home', 'mail-in', 'theft'];
const SLOT_TIMES: readonly string[] = ['10AM - 2PM', '2PM - 6PM'];

/**
 * What the documents step's Remove buttons send besides one document's `url`: every document and
 * the comments (flow-draft.ts `dropDraftDocument`). Here, not in flow-draft.ts, because the step's
 * client code imports it and flow-draft.ts carries the contracts' zod schemas.
 */
export const REMOVE_ALL_DOCUMENTS = 'all';

/** A slot radio's value: its day and its time (`2026-11-28|10AM - 2PM`). */
export const slotValue = (date: string, time: string): string => `${date}|${time}`;

const one = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : null;
const many = (value: string | string[] | undefined): string[] =>
  typeof value === 'string' ? [value] : (value ?? []);

/** Spec §5 free text as the browser's filter leaves it: without `<` and `>`, no longer than its field. */
const text = (query: Query, name: keyof typeof TEXT_MAX): string =>
  stripDisallowed(one(query[name]) ?? '').slice(0, TEXT_MAX[name]);
const digits = (query: Query, name: string, length: number): string =>
  (one(query[name]) ?? '').replace(/\D/g, '').slice(0, length);

function parseIssues(query: Query): UrlIssues | null {
  if (!ISSUE_FIELDS.some((f) => query[f] !== undefined)) return null;
  const problems = many(query.problem)
    .map((p) => stripDisallowed(p).trim())
    .filter((p) => p.length > 0 && p.length <= 60);
  return {
    problems: [...new Set(problems)].slice(0, 10),
    custom_issue: text(query, 'custom_issue'),
    comments: text(query, 'comments'),
  };
}

function parseAddress(query: Query): UrlAddress | null {
  if (!ADDRESS_FIELDS.some((f) => query[f] !== undefined)) return null;
  const id = Number(one(query.address_id) ?? '');
  return {
    address: {
      address_id: Number.isSafeInteger(id) && id > 0 ? id : null,
      address1: text(query, 'address1'),
      address2: text(query, 'address2'),
      pincode: digits(query, 'pincode', 6),
      city: text(query, 'city'),
      state: text(query, 'state'),
    },
    contact: {
      name: text(query, 'name'),
      email: text(query, 'email'),
      phone: digits(query, 'phone', 10),
      has_whatsapp_opt_in: one(query.whatsapp) !== null,
    },
  };
}

/** A slot as its radio sent it (slotValue): a day and one of the §9 times, else none. */
export function parseSlot(value: string | null): { date: string; time: SlotTime | '' } {
  const [date = '', time = ''] = (value ?? '').split('|');
  return DATE.test(date) && SLOT_TIMES.includes(time)
    ? { date, time: time as SlotTime }
    : { date: '', time: '' };
}

function parseAppointment(query: Query): FlowAppointment | null {
  if (!APPOINTMENT_FIELDS.some((f) => query[f] !== undefined)) return null;
  const type = one(query.process_type);
  const first = parseSlot(one(query.slot));
  const second = parseSlot(one(query.slot_1));
  return {
    process_type: type && PROCESS_TYPES.includes(type) ? (type as FlowAppointment['process_type']) : null,
    date: first.date,
    time: first.time,
    date_1: second.date,
    time_1: second.time,
  };
}

/** The steps the review's Edit links lead to. */
export const EDIT_STEPS: readonly UrlStep[] = ['issues', 'address', 'appointment', 'documents'];

const editing = (step: UrlStep, returnTo: 'review' | null | undefined): boolean =>
  returnTo === 'review' && EDIT_STEPS.includes(step);

/** What the URL asks for; anything malformed is as if absent, free text filtered as §5 says. */
export function parseUrlChoice(query: Query): UrlChoice {
  const step = one(query.step);
  const cover = one(query.cover);
  const incident = one(query.incident);
  const code = one(query.error) ?? '';
  const notice = Object.hasOwn(NOTICES, code) ? NOTICES[code as keyof typeof NOTICES] : null;
  const urlStep = URL_STEPS.includes(step as UrlStep) ? (step as UrlStep) : 'plan_details';
  return {
    step: urlStep,
    ...(editing(urlStep, one(query.edit) === 'review' ? 'review' : null)
      ? { returnTo: 'review' as const }
      : {}),
    cover: cover && COVER_ID.test(cover) ? cover : null,
    incident: incident && DATE.test(incident) ? incident : null,
    issues: parseIssues(query),
    address: parseAddress(query),
    appointment: parseAppointment(query),
    ...(notice ? { notice } : {}),
  };
}

/** True when the URL carries a choice made on the page (not just the plan). */
export const hasChoice = (choice: UrlChoice): boolean =>
  choice.step !== 'plan_details' || choice.cover !== null;

/** A GET form's fields: one value, or several of one name (the chosen problems). */
export type FormFields = Record<string, string | readonly string[]>;

/**
 * What the steps before `step` chose, as the fields of its GET forms (decision 071): the cover and
 * the date; from the address on, the problems; from the appointment on, the address and contact;
 * from the documents on, the process type and the slots.
 * The form's own fields come on top; so the server can render any step from its URL alone.
 */
export function choiceFields(
  state: FlowState,
  step: 'issues' | 'address' | 'appointment' | 'documents',
): FormFields {
  const ticket = state.tickets[state.currentKey];
  const fields: Record<string, string | string[]> = { osid: state.osid ?? '' };
  if (ticket?.cover_id) fields.cover = ticket.cover_id;
  fields.incident = state.incident_date;
  if (editing(step, state.edit?.from === 'review' ? 'review' : null)) fields.edit = 'review';
  if (step === 'issues' || !ticket) return fields;
  fields.problem = ticket.problems;
  fields.custom_issue = ticket.custom_issue;
  fields.comments = ticket.comments;
  if (step === 'address') return fields;
  Object.assign(fields, addressFields(state.address, state.contact));
  if (step === 'appointment') return fields;
  const ap = state.appointment;
  if (ap.process_type) fields.process_type = ap.process_type;
  if (ap.date && ap.time) fields.slot = slotValue(ap.date, ap.time);
  if (ap.date_1 && ap.time_1) fields.slot_1 = slotValue(ap.date_1, ap.time_1);
  return fields;
}

/** The address step's fields (the form's names) of an address and contact. */
export function addressFields(a: FlowAddress, c: FlowContact): Record<string, string> {
  const fields: Record<string, string> = {};
  if (a.address_id !== null) fields.address_id = String(a.address_id);
  Object.assign(fields, {
    name: c.name,
    phone: c.phone,
    email: c.email,
    pincode: a.pincode,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
  });
  if (c.has_whatsapp_opt_in) fields.whatsapp = 'on';
  return fields;
}

/** The URL of a step of the flow for a plan (what the GET forms submit to). */
export function flowHref(osid: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ osid, ...extra });
  return `/selfserve?${params.toString()}`;
}

/**
 * The fields a step's Back form and the draft action's redirect carry: no personal data (decision
 * 076); `edit=review` while an edit the review started is under way.
 */
export function stepMarkers(
  osid: string,
  cover: string | null,
  incident: string | null,
  step: UrlStep,
  returnTo: 'review' | null = null,
) {
  const fields: Record<string, string> = { osid };
  if (cover) fields.cover = cover;
  if (incident) fields.incident = incident;
  fields.step = step;
  if (editing(step, returnTo)) fields.edit = 'review';
  return fields;
}

/** `stepMarkers` of a flow state: its plan, the current ticket's cover and the date, and its edit. */
export function stateMarkers(state: FlowState, step: UrlStep): Record<string, string> {
  const cover = state.tickets[state.currentKey]?.cover_id ?? null;
  const returnTo = state.edit?.from === 'review' ? 'review' : null;
  return stepMarkers(state.osid ?? '', cover, state.incident_date || null, step, returnTo);
}

/** The review's Edit link of a step, before the scripts run: that step as an edit the review started. */
export function editHref(state: FlowState, step: UrlStep): string {
  const cover = state.tickets[state.currentKey]?.cover_id ?? null;
  return flowHref(
    state.osid ?? '',
    stepMarkers(state.osid ?? '', cover, state.incident_date || null, step, 'review'),
  );
}
