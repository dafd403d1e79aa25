import type { CustomerAddress } from '@kavach/contracts';
import { isPincode, resolveAddress } from './address-choice';
import type { PinCheck } from './address-choice';
import { addressErrors, appointmentErrors, defaultSlot, issueErrors, missingDocuments } from './flow-checks';
import type { FieldErrors } from './flow-checks';
import { flowReducer, initialFlowState } from './flow-state';
import type { FlowAppointment, FlowContact, FlowState, FlowStep, ProcessType } from './flow-types';
import type { UrlAddress, UrlChoice, UrlIssues } from './flow-url';
import { hasChoice } from './flow-url';

/*
 * The state a URL choice leads to (decisions 066 and 071): the steps a GET form sent, checked as
 * each step's Continue checks them in the browser, with the history stack they would have left —
 * so Back works as if they had been taken there. Pure: the server renders this state and the
 * island starts from the same one (same props both sides, no hydration mismatch).
 */

/** What the server read for the URL's steps (flow-seed.ts `choiceContext`): unknown until read. */
export interface ChoiceContext {
  today: string;
  /** The plan's covers. */
  coverIds: readonly string[];
  /** The names of the chosen cover's problems (category_issues). */
  problems?: readonly string[] | undefined;
  /** The account's saved addresses. */
  saved?: readonly CustomerAddress[] | undefined;
  /** The account's contact, which the address step starts from. */
  contact?: FlowContact | undefined;
  /** sr_pincode_detail for the address's PIN. */
  pin?: PinCheck | undefined;
  /** The appointment step: the process types the cover can have at the PIN, and the free slots. */
  processTypes?: readonly ProcessType[] | undefined;
  slots?: Readonly<Record<string, readonly { slot_time: string; is_available: boolean }[]>> | undefined;
  /** The documents the chosen cover needs (plan_covers `documents_required`). */
  documentsRequired?: readonly string[] | undefined;
}

/**
 * Why the documents step is shown again before the review (decision 076): a required document is
 * missing and the customer has not yet gone on without it (the step words it, DocumentsStep).
 */
export const MISSING_DOCUMENTS = 'missing-documents';

/** Where the URL's choice stopped, and why, when a step's checks stopped it short of the URL's step. */
export interface ChoiceStart {
  state: FlowState;
  /** The step's message: 'Required field' (cover, problems), the date, the PIN's serviceability. */
  error: string | null;
  /** The address step's field errors (§5 'Required field' and the formats). */
  fieldErrors: FieldErrors;
}

/**
 * The state the first render starts from, on the server and in hydration alike; the flow's own
 * token and ticket key are made in the browser once it has hydrated (use-flow.ts).
 */
export const openingState = (osid: string | null, today: string): FlowState =>
  initialFlowState({ osid, token: 'pending-token-0000', key: 'k1', today });

/** The cover step's checks, as CoverStep's Continue makes them in the browser. */
export function coverStepError(cover: string | null, incident: string | null, today: string): string | null {
  if (!cover) return 'Required field';
  if (!incident || incident > today) return 'Enter the date the problem started';
  return null;
}

/** The problems step as its form sent it; problems of the cover's list only (list unknown: kept as they were). */
export function withIssues(
  state: FlowState,
  sent: UrlIssues,
  known: readonly string[] | undefined,
): FlowState {
  const problems = known ? sent.problems.filter((p) => known.includes(p)) : null;
  let next = problems ? flowReducer(state, { type: 'setProblems', problems }) : state;
  next = flowReducer(next, { type: 'setText', field: 'custom_issue', value: sent.custom_issue });
  return flowReducer(next, { type: 'setText', field: 'comments', value: sent.comments });
}

/** The address step starts from the account's contact where none was entered (as AddressStep does). */
function withAccountContact(state: FlowState, account: FlowContact | undefined): FlowState {
  if (!account) return state;
  const c = state.contact;
  return flowReducer(state, {
    type: 'setContact',
    contact: {
      name: c.name || account.name,
      email: c.email || account.email,
      phone: c.phone || account.phone,
      has_whatsapp_opt_in: c.has_whatsapp_opt_in || account.has_whatsapp_opt_in,
    },
  });
}

/** The address and contact the form sent; the PIN's city and state as its lookup fills them in the browser. */
export function withAddress(
  state: FlowState,
  sent: UrlAddress,
  saved: readonly CustomerAddress[],
  pin: PinCheck | undefined,
): FlowState {
  const address = resolveAddress(sent.address, saved);
  const found = pin?.pincode === address.pincode ? pin : undefined;
  if (found?.city) address.city = found.city;
  if (found?.state) address.state = found.state;
  const next = flowReducer(state, { type: 'setAddress', address });
  return flowReducer(next, { type: 'setContact', contact: sent.contact });
}

/** The appointment step's defaults, as its effects set them in the browser: the only process type, §9's slot. */
function withAppointmentDefaults(state: FlowState, ctx: ChoiceContext): FlowState {
  const a = state.appointment;
  const patch: Partial<FlowAppointment> = {};
  if (!a.process_type && ctx.processTypes?.length === 1) patch.process_type = ctx.processTypes[0] ?? null;
  // §9's default is a day after today, India time: the same on the server and in hydration.
  const first = !a.date && ctx.slots ? defaultSlot(ctx.slots, new Date(`${ctx.today}T12:00:00+05:30`)) : null;
  if (first) Object.assign(patch, { date: first.date, time: first.time });
  return Object.keys(patch).length > 0
    ? flowReducer(state, { type: 'setAppointment', appointment: patch })
    : state;
}

/** The appointment the form sent: a process type the cover can have there, slots still free (else none). */
export function withAppointment(state: FlowState, sent: FlowAppointment, ctx: ChoiceContext): FlowState {
  const open = (date: string, time: string) =>
    ctx.slots?.[date]?.some((s) => s.slot_time === time && s.is_available) ?? false;
  const first = open(sent.date, sent.time);
  const second = open(sent.date_1, sent.time_1);
  const allowed = (type: ProcessType) => ctx.processTypes?.includes(type) ?? true;
  const type = sent.process_type && allowed(sent.process_type) ? sent.process_type : null;
  return flowReducer(state, {
    type: 'setAppointment',
    appointment: {
      process_type: type,
      date: first ? sent.date : '',
      time: first ? sent.time : '',
      date_1: second ? sent.date_1 : '',
      time_1: second ? sent.time_1 : '',
    },
  });
}

const go = (state: FlowState, to: FlowStep) => flowReducer(state, { type: 'go', to });

/**
 * From `base` (a fresh state, or the one kept in sessionStorage): plan details → cover → problems →
 * address → appointment → documents → review, as far as the URL asks and each step's checks allow. A cover the plan
 * does not have is no cover; a step whose checks fail is where the state stops, with the reason.
 * A read the server could not make (the problems, the PIN) stops at its step without a reason:
 * the island reads it in the browser. With `returnTo` the URL's step is an edit the review started.
 */
export function stateFromChoice(base: FlowState, choice: UrlChoice, ctx: ChoiceContext): ChoiceStart {
  const stop = (state: FlowState, error: string | null = null, fieldErrors: FieldErrors = {}) => ({
    state,
    error,
    fieldErrors,
  });
  if (!hasChoice(choice) || !base.osid) return stop(base);
  // An edit the review started (its Edit link before the scripts ran): the whole flow as far as
  // the review, then that step as the island's Edit makes it — its Continue returns to the review.
  if (choice.returnTo === 'review' && choice.step !== 'review') {
    const { returnTo: _edit, ...asReview } = choice;
    const whole = stateFromChoice(base, { ...asReview, step: 'review' }, ctx);
    if (whole.state.step !== 'review') return whole;
    return stop(flowReducer(whole.state, { type: 'edit', to: choice.step }));
  }
  const cover = choice.cover && ctx.coverIds.includes(choice.cover) ? choice.cover : null;
  // The draft's create_ticket key, so the review form posted before the scripts and the island agree (T16.2).
  const token = choice.token ?? base.token;
  let state: FlowState = { ...base, token, step: 'cover', history: ['plan_details'], edit: null };
  if (cover) state = flowReducer(state, { type: 'chooseCover', cover_id: cover });
  if (choice.incident && choice.incident <= ctx.today)
    state = flowReducer(state, { type: 'setIncidentDate', date: choice.incident });
  if (choice.step === 'cover') return stop(state);
  const coverError = coverStepError(cover, choice.incident, ctx.today);
  if (coverError) return stop(state, coverError);

  state = go(state, 'issues');
  if (choice.issues) state = withIssues(state, choice.issues, ctx.problems);
  if (choice.step === 'issues' || !ctx.problems) return stop(state);
  const ticket = state.tickets[state.currentKey];
  const problemError = ticket ? issueErrors(ticket).problems : undefined;
  if (problemError) return stop(state, problemError);

  state = withAccountContact(go(state, 'address'), ctx.contact);
  if (choice.address) state = withAddress(state, choice.address, ctx.saved ?? [], ctx.pin);
  if (choice.step === 'address') return stop(state);
  const pin = ctx.pin?.pincode === state.address.pincode ? ctx.pin : undefined;
  const fieldErrors = addressErrors(state);
  if (Object.keys(fieldErrors).length > 0) return stop(state, pin?.message ?? null, fieldErrors);
  if (!pin || !isPincode(pin.pincode)) return stop(state);
  if (!pin.serviceable) return stop(state, pin.message);

  state = go(state, 'appointment');
  state = choice.appointment
    ? withAppointment(state, choice.appointment, ctx)
    : withAppointmentDefaults(state, ctx);
  if (choice.step === 'appointment' || !ctx.slots) return stop(state);
  const appointmentErrs = appointmentErrors(state);
  if (Object.keys(appointmentErrs).length > 0) return stop(state, null, appointmentErrs);

  state = go(state, 'documents');
  for (const document of choice.documents ?? [])
    state = flowReducer(state, { type: 'addDocument', document });
  if (choice.step !== 'review' || !ctx.documentsRequired) return stop(state);
  const withDocs = state.tickets[state.currentKey];
  const missing = withDocs ? missingDocuments(withDocs, ctx.documentsRequired) : [];
  if (missing.length > 0 && !choice.confirmMissing) return stop(state, MISSING_DOCUMENTS);
  return stop(go(state, 'review'));
}
