import { flowReducer } from './flow-state';
import type { FlowState } from './flow-types';

/**
 * The cover step as the server rendered it may have been used before the scripts ran (decision
 * 066): a cover radio tapped, the date changed. React keeps what the page shows through hydration
 * but not in the state, so the flow takes it over once, when it starts in the browser.
 */
export function adoptEarlyChoice(state: FlowState, coverIds: readonly string[], today: string): FlowState {
  if (state.step !== 'cover' || typeof document === 'undefined') return state;
  const form = document.querySelector<HTMLFormElement>('form[data-flow-step="cover"]');
  if (!form) return state;
  let next = state;
  const radio = form.querySelector<HTMLInputElement>('input[name="cover"]:checked');
  if (radio && coverIds.includes(radio.value))
    next = flowReducer(next, { type: 'chooseCover', cover_id: radio.value });
  const date = form.querySelector<HTMLInputElement>('input[name="incident"]')?.value ?? '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today && date !== next.incident_date)
    next = flowReducer(next, { type: 'setIncidentDate', date });
  return next;
}
