import type { FlowAction, FlowState, FlowStep, Ticket } from './flow-types';

/*
 * The self-serve flow's state (spec §3 'Service-request flow state', §4 'Self-serve flow'): the
 * steps move forward with a history stack; back pops it; editing returns to the step that started
 * the edit; tickets are added, removed and restored per key; the cover count is kept per cover.
 * Pure: the page keeps it in sessionStorage so a reload resumes where the customer was.
 */

export const emptyTicket = (key: string): Ticket => ({
  key,
  cover_id: null,
  problems: [],
  custom_issue: '',
  comments: '',
  documents: [],
});

export function initialFlowState(input: {
  osid: string | null;
  token: string;
  key: string;
  today: string;
}): FlowState {
  return {
    version: 1,
    osid: input.osid,
    step: input.osid ? 'plan_details' : 'plan',
    history: [],
    edit: null,
    tickets: { [input.key]: emptyTicket(input.key) },
    removed: {},
    order: [input.key],
    currentKey: input.key,
    coverCount: {},
    incident_date: input.today,
    address: { address_id: null, address1: '', address2: '', pincode: '', city: '', state: '' },
    contact: { name: '', email: '', phone: '', has_whatsapp_opt_in: false },
    appointment: { process_type: null, date: '', time: '', date_1: '', time_1: '' },
    token: input.token,
    submitted: [],
  };
}

const withoutKey = (count: Record<string, string[]>, key: string): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(count)
      .map(([cover, keys]) => [cover, keys.filter((k) => k !== key)] as const)
      .filter(([, keys]) => keys.length > 0),
  );

const addKey = (count: Record<string, string[]>, cover: string, key: string): Record<string, string[]> => ({
  ...count,
  [cover]: [...(count[cover] ?? []).filter((k) => k !== key), key],
});

function updateTicket(state: FlowState, patch: (t: Ticket) => Ticket): FlowState {
  const current = state.tickets[state.currentKey];
  if (!current) return state;
  return { ...state, tickets: { ...state.tickets, [state.currentKey]: patch(current) } };
}

function forward(state: FlowState, to: FlowStep): FlowState {
  if (to === state.step) return state;
  return { ...state, history: [...state.history, state.step], step: to };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'go':
      return forward(state, action.to);
    case 'back': {
      if (state.history.length === 0) return state;
      const history = state.history.slice(0, -1);
      const step = state.history[state.history.length - 1] as FlowStep;
      // Backing out of an edit to where it started ends the edit.
      const edit = state.edit && state.edit.from === step ? null : state.edit;
      return { ...state, history, step, edit };
    }
    case 'edit':
      return {
        ...forward(state, action.to),
        edit: { from: state.step, prevCoverCount: state.coverCount },
      };
    case 'done': {
      if (!state.edit) return forward(state, action.next);
      // Return to the step the edit started from, dropping the steps the edit went through.
      const from = state.edit.from;
      const at = state.history.lastIndexOf(from);
      return {
        ...state,
        step: from,
        history: at >= 0 ? state.history.slice(0, at) : state.history,
        edit: null,
      };
    }
    case 'choosePlan':
      return state.osid === action.osid ? state : { ...state, osid: action.osid };
    case 'chooseCover': {
      const key = state.currentKey;
      const next = updateTicket(state, (t) =>
        t.cover_id === action.cover_id
          ? t
          : // A new cover asks for its own problems and documents.
            { ...t, cover_id: action.cover_id, problems: [], custom_issue: '', documents: [] },
      );
      return { ...next, coverCount: addKey(withoutKey(state.coverCount, key), action.cover_id, key) };
    }
    case 'setProblems':
      return updateTicket(state, (t) => ({ ...t, problems: [...new Set(action.problems)] }));
    case 'clearProblems':
      return updateTicket(state, (t) => ({ ...t, problems: [], custom_issue: '' }));
    case 'setText':
      return updateTicket(state, (t) => ({ ...t, [action.field]: action.value }));
    case 'addDocument':
      return updateTicket(state, (t) => ({ ...t, documents: [...t.documents, action.document] }));
    case 'dropDocument':
      return updateTicket(state, (t) => {
        const at =
          action.which === 'first' ? 0 : action.which === 'last' ? t.documents.length - 1 : action.which;
        return { ...t, documents: t.documents.filter((_, i) => i !== at) };
      });
    case 'resetDocuments':
      return updateTicket(state, (t) => ({ ...t, documents: [], comments: '' }));
    case 'addTicket': {
      if (state.tickets[action.key] || state.removed[action.key]) return state;
      return {
        ...state,
        tickets: { ...state.tickets, [action.key]: emptyTicket(action.key) },
        order: [...state.order, action.key],
        currentKey: action.key,
      };
    }
    case 'removeTicket': {
      const ticket = state.tickets[action.key];
      if (!ticket || Object.keys(state.tickets).length <= 1) return state;
      const { [action.key]: _gone, ...tickets } = state.tickets;
      const currentKey =
        state.currentKey === action.key
          ? (state.order.find((k) => k !== action.key && tickets[k]) ?? state.currentKey)
          : state.currentKey;
      return {
        ...state,
        tickets,
        removed: { ...state.removed, [action.key]: ticket },
        coverCount: withoutKey(state.coverCount, action.key),
        currentKey,
      };
    }
    case 'restoreTicket': {
      const ticket = state.removed[action.key];
      if (!ticket) return state;
      const { [action.key]: _back, ...removed } = state.removed;
      return {
        ...state,
        tickets: { ...state.tickets, [action.key]: ticket },
        removed,
        coverCount: ticket.cover_id
          ? addKey(state.coverCount, ticket.cover_id, action.key)
          : state.coverCount,
      };
    }
    case 'selectTicket':
      return state.tickets[action.key] ? { ...state, currentKey: action.key } : state;
    case 'setIncidentDate':
      return { ...state, incident_date: action.date };
    case 'setAddress':
      return { ...state, address: { ...state.address, ...action.address } };
    case 'setContact':
      return { ...state, contact: { ...state.contact, ...action.contact } };
    case 'setAppointment':
      return { ...state, appointment: { ...state.appointment, ...action.appointment } };
    case 'submitted':
      return { ...state, submitted: action.results, step: 'success', history: [], edit: null };
    case 'load':
      return action.state;
    case 'restart':
      return initialFlowState({
        osid: state.osid,
        token: action.token,
        key: action.key,
        today: state.incident_date,
      });
  }
}

/** The tickets still to be submitted, in the order they were added. */
export const activeTickets = (state: FlowState): Ticket[] =>
  state.order.flatMap((k) => (state.tickets[k] ? [state.tickets[k]] : []));

/** create_ticket's `token_id` of one ticket: the flow's key and the ticket's (16–64 of [A-Za-z0-9_-]). */
export const ticketToken = (state: FlowState, key: string): string => `${state.token}_${key}`.slice(0, 64);
