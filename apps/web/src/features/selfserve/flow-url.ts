import { flowReducer } from './flow-state';
import type { FlowState } from './flow-types';

/*
 * The flow's first steps as URLs (issue 19 §2 'No tap is lost', decision 066): before the scripts
 * run, the plan choice, the plan's Continue and the cover step are GET forms of /selfserve, so a
 * choice made then arrives here as `step`, `cover` and `incident`. The server renders the step they
 * lead to, and the island, once hydrated, starts from it.
 */

/** The steps a GET form can ask for. */
export type UrlStep = 'plan_details' | 'cover' | 'issues';

export interface UrlChoice {
  step: UrlStep;
  cover: string | null;
  incident: string | null;
}

type Query = Record<string, string | string[] | undefined>;

const URL_STEPS: readonly UrlStep[] = ['plan_details', 'cover', 'issues'];
const COVER_ID = /^[A-Za-z0-9_-]{1,80}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const one = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : null;

/** What the URL asks for; anything malformed is as if absent. */
export function parseUrlChoice(query: Query): UrlChoice {
  const step = one(query.step);
  const cover = one(query.cover);
  const incident = one(query.incident);
  return {
    step: URL_STEPS.includes(step as UrlStep) ? (step as UrlStep) : 'plan_details',
    cover: cover && COVER_ID.test(cover) ? cover : null,
    incident: incident && DATE.test(incident) ? incident : null,
  };
}

/** True when the URL carries a choice made on the page (not just the plan). */
export const hasChoice = (choice: UrlChoice): boolean =>
  choice.step !== 'plan_details' || choice.cover !== null;

/** The cover step's checks, as CoverStep's Continue makes them in the browser. */
export function coverStepError(cover: string | null, incident: string | null, today: string): string | null {
  if (!cover) return 'Required field';
  if (!incident || incident > today) return 'Enter the date the problem started';
  return null;
}

/**
 * The state a URL choice leads to, from `base` (a fresh state, or the one kept in sessionStorage):
 * plan details → cover → problems, with the history stack those steps would have left, so Back
 * works as if the steps had been taken in the browser. A cover the plan does not have is no cover;
 * asking for the problems without a cover or a date stays on the cover step with the reason.
 */
export function stateFromChoice(
  base: FlowState,
  choice: UrlChoice,
  coverIds: readonly string[],
  today: string,
): { state: FlowState; error: string | null } {
  if (!hasChoice(choice) || !base.osid) return { state: base, error: null };
  const cover = choice.cover && coverIds.includes(choice.cover) ? choice.cover : null;
  let state: FlowState = { ...base, step: 'cover', history: ['plan_details'], edit: null };
  if (cover) state = flowReducer(state, { type: 'chooseCover', cover_id: cover });
  if (choice.incident && choice.incident <= today)
    state = flowReducer(state, { type: 'setIncidentDate', date: choice.incident });
  if (choice.step !== 'issues') return { state, error: null };
  const error = coverStepError(cover, choice.incident, today);
  return error ? { state, error } : { state: flowReducer(state, { type: 'go', to: 'issues' }), error: null };
}

/** The URL of a step of the flow for a plan (what the GET forms submit to). */
export function flowHref(osid: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ osid, ...extra });
  return `/selfserve?${params.toString()}`;
}
