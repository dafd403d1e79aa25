'use client';

import type { Dispatch } from 'react';
import { useState } from 'react';
import type { PlanCoverView } from '@kavach/contracts';
import { LoadError, LoadingCards } from '@/features/account/components/data-states';
import { issueErrors, sortedProblems } from '../flow-checks';
import type { FlowSeed } from '../flow-seed';
import type { FlowAction, FlowState } from '../flow-types';
import { TEXT_MAX, choiceFields, stateMarkers } from '../flow-url';
import { selfserveApi } from '../selfserve-api';
import { useLoad } from '../use-flow';
import { ActionBar, BACK_FORM, FilteredField, StepFrame } from './flow-parts';

/**
 * Category issues (spec §4, §5): problems sorted and filtered, a custom issue, comments; 'Required
 * field'. Before hydration the step is a GET form (step=address, the problems by name) and the
 * server checks it as `submit` does here (decision 071); `startError` is the server's answer.
 */
export function IssuesStep({
  cover,
  state,
  dispatch,
  seed,
  startError = null,
}: {
  cover: PlanCoverView | null;
  state: FlowState;
  dispatch: Dispatch<FlowAction>;
  /** The server's problems for the cover the URL chose (decision 066). */
  seed?: FlowSeed['issues'];
  startError?: string | null;
}) {
  const ticket = state.tickets[state.currentKey];
  const coverId = cover?.cover_id ?? null;
  const [issues, reload] = useLoad(
    coverId ? `issues:${state.osid}:${coverId}` : null,
    () => selfserveApi.issues(state.osid ?? '', coverId ?? ''),
    seed && seed.cover_id === coverId ? seed.body : undefined,
  );
  const [error, setError] = useState<string | undefined>(startError ?? undefined);
  if (!ticket) return null;
  const submit = () => {
    const errors = issueErrors(ticket);
    if (errors.problems) return setError(errors.problems);
    dispatch({ type: 'done', next: 'address' });
  };
  const toggle = (name: string, on: boolean) =>
    dispatch({
      type: 'setProblems',
      problems: on ? [...ticket.problems, name] : ticket.problems.filter((p) => p !== name),
    });
  return (
    <StepFrame
      title="What is the problem?"
      lead={cover ? cover.title : undefined}
      onSubmit={submit}
      step="issues"
      post={{ ...choiceFields(state, 'issues'), step: 'address', from: 'issues' }}
      backQuery={stateMarkers(state, 'cover')}
    >
      {issues.status === 'loading' && coverId ? <LoadingCards label="Loading problems…" count={1} /> : null}
      {issues.status === 'error' ? <LoadError message={issues.message} onRetry={reload} /> : null}
      {issues.status === 'ok' ? (
        <fieldset aria-describedby={error ? 'ss-problems-error' : undefined}>
          <legend className="font-medium text-slate-900">
            Choose all that apply
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {sortedProblems(issues.data.data.issues, null).map((issue) => (
              <label key={issue.id} className="kv-paymethod">
                <input
                  type="checkbox"
                  name="problem"
                  value={issue.name}
                  className="size-5 accent-brand-700"
                  checked={ticket.problems.includes(issue.name)}
                  onChange={(e) => {
                    setError(undefined);
                    toggle(issue.name, e.target.checked);
                  }}
                />
                <span>{issue.name}</span>
              </label>
            ))}
          </div>
          {error ? (
            <p id="ss-problems-error" className="mt-1 text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FilteredField
        id="ss-custom_issue"
        label="Describe the problem in your words"
        optional
        multiline
        maxLength={TEXT_MAX.custom_issue}
        value={ticket.custom_issue}
        onChange={(value) => {
          setError(undefined);
          dispatch({ type: 'setText', field: 'custom_issue', value });
        }}
      />
      <FilteredField
        id="ss-comments"
        label="Anything else we should know?"
        optional
        multiline
        maxLength={TEXT_MAX.comments}
        value={ticket.comments}
        onChange={(value) => dispatch({ type: 'setText', field: 'comments', value })}
      />
      {ticket.problems.length > 0 || ticket.custom_issue ? (
        <button
          type="button"
          className="kv-tlink justify-self-start"
          onClick={() => dispatch({ type: 'clearProblems' })}
        >
          Clear the problems
        </button>
      ) : null}
      <ActionBar primary="Continue" backForm={BACK_FORM} onBack={() => dispatch({ type: 'back' })} />
    </StepFrame>
  );
}
