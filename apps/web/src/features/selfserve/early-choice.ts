import type { ChoiceContext } from './flow-start';
import { withAddress, withAppointment, withIssues } from './flow-start';
import { flowReducer } from './flow-state';
import type { FlowState } from './flow-types';
import { parseUrlChoice } from './flow-url';

/**
 * A step as the server rendered it may have been used before the scripts ran (decisions 066, 071):
 * a cover radio tapped, the date changed, problems ticked, text typed, an address or a slot chosen. React
 * keeps what the page shows through hydration but not in the state, so the flow takes it over
 * once, when it starts in the browser — read as the step's GET form would have sent it.
 */
export function adoptEarlyChoice(state: FlowState, ctx: ChoiceContext): FlowState {
  if (typeof document === 'undefined') return state;
  const form = document.querySelector<HTMLFormElement>(`form[data-flow-step="${state.step}"]`);
  if (!form) return state;
  const data = new FormData(form);
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(data.keys())) {
    const values = data.getAll(name).filter((v) => typeof v === 'string');
    query[name] = values.length === 1 ? (values[0] as string) : values;
  }
  const sent = parseUrlChoice(query);
  switch (state.step) {
    case 'cover': {
      let next = state;
      if (sent.cover && ctx.coverIds.includes(sent.cover))
        next = flowReducer(next, { type: 'chooseCover', cover_id: sent.cover });
      if (sent.incident && sent.incident <= ctx.today && sent.incident !== next.incident_date)
        next = flowReducer(next, { type: 'setIncidentDate', date: sent.incident });
      return next;
    }
    case 'issues':
      return sent.issues ? withIssues(state, sent.issues, ctx.problems) : state;
    case 'address':
      return sent.address ? withAddress(state, sent.address, ctx.saved ?? [], undefined) : state;
    case 'appointment':
      return sent.appointment && ctx.slots ? withAppointment(state, sent.appointment, ctx) : state;
    default:
      return state;
  }
}
