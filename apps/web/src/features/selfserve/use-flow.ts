'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client.browser';
import { adoptEarlyChoice } from './early-choice';
import type { FieldErrors } from './flow-checks';
import { openingState, stateFromChoice } from './flow-start';
import type { ChoiceContext } from './flow-start';
import { flowReducer, initialFlowState } from './flow-state';
import { parseStoredState, randomKey, storageKey } from './flow-storage';
import type { FlowAction, FlowState, FlowStep } from './flow-types';
import { flowHref, hasChoice } from './flow-url';
import type { UrlChoice } from './flow-url';

/** Where the flow starts: the URL's choice, and what the server read to check it (flow-seed.ts). */
export interface FlowStart {
  choice: UrlChoice;
  ctx: ChoiceContext;
}

/** Why the URL's choice stopped at `step` (the server rendered the same): shown by that step only. */
export interface StartErrors {
  step: FlowStep;
  error: string | null;
  fieldErrors: FieldErrors;
}

/**
 * The flow's state with the reducer of flow-state.ts, kept in sessionStorage (a reload resumes
 * the step and what was entered; a new tab starts afresh). The first render — the server's, and
 * hydration's — is the step the URL leads to (decisions 066, 071); once hydrated, a kept state is
 * resumed, the URL's choice applied over it, and what was chosen on the page before hydration
 * adopted. The step's heading takes the focus when the step changes.
 */
export function useFlow(osid: string | null, today: string, start: FlowStart) {
  const [opening] = useState(() => stateFromChoice(openingState(osid, today), start.choice, start.ctx));
  const [state, dispatch] = useReducer((s: FlowState, a: FlowAction) => flowReducer(s, a), opening.state);
  const [startErrors, setStartErrors] = useState<StartErrors | null>(() => {
    // A step's own checks first; else why a server action sent the customer back to it (decision 076).
    const error =
      opening.error ?? (opening.state.step === start.choice.step ? start.choice.notice : null) ?? null;
    return error || Object.keys(opening.fieldErrors).length > 0
      ? { step: opening.state.step, error, fieldErrors: opening.fieldErrors }
      : null;
  });
  const [ready, setReady] = useState(false);
  const restored = useRef(false);
  const startRef = useRef(start);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    let stored: FlowState | null = null;
    try {
      stored = parseStoredState(sessionStorage.getItem(storageKey(osid)), osid);
    } catch {
      stored = null;
    }
    const { choice, ctx } = startRef.current;
    const base = stored ?? initialFlowState({ osid, token: randomKey(22), key: randomKey(6), today });
    // The island raises with its own key: the draft's is the pre-hydration review form's (decision 076),
    // and a draft outlives a raise made here (it expires), so sharing it could answer a later raise
    // with this one's request.
    const fromUrl = stateFromChoice(base, { ...choice, token: undefined }, ctx).state;
    dispatch({ type: 'load', state: adoptEarlyChoice(fromUrl, ctx) });
    // The choice is in the state now: a reload resumes from storage, not from the URL.
    if (osid && hasChoice(choice)) window.history.replaceState(null, '', flowHref(osid));
    setReady(true);
  }, [osid, today]);

  useEffect(() => {
    if (!ready) return;
    try {
      sessionStorage.setItem(storageKey(state.osid), JSON.stringify(state));
    } catch {
      // Private mode or full storage: the flow still works, it just does not survive a reload.
    }
  }, [ready, state]);

  const step = state.step;
  const first = useRef(true);
  useEffect(() => {
    if (!ready) return;
    if (first.current) {
      first.current = false;
      return;
    }
    // The URL's errors belonged to the step it stopped at: a step opened again starts clean.
    setStartErrors((shown) => (shown && shown.step !== step ? null : shown));
    const heading = document.querySelector<HTMLElement>('[data-step-heading]');
    heading?.focus();
  }, [ready, step]);

  /** startErrors: why the URL's choice stopped where it did, for that step (the server rendered it too). */
  return { state, dispatch, startErrors: startErrors?.step === step ? startErrors : null };
}

export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/**
 * One read of the API, again when `key` changes; `reload` asks again. Null `key` reads nothing.
 * `seed`: the server's answer for this key (decision 066) — shown at once, not read again.
 */
export function useLoad<T>(
  key: string | null,
  read: () => Promise<ApiResult<T>>,
  seed?: T,
): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>(
    seed !== undefined ? { status: 'ok', data: seed } : { status: 'loading' },
  );
  const [nonce, setNonce] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  const seededKey = useRef(seed !== undefined ? key : null);
  useEffect(() => {
    if (key === null) return;
    if (nonce === 0 && seededKey.current === key) return;
    seededKey.current = null;
    let live = true;
    setState({ status: 'loading' });
    void readRef.current().then((res) => {
      if (!live) return;
      setState(res.ok ? { status: 'ok', data: res.data } : { status: 'error', message: res.error.message });
    });
    return () => {
      live = false;
    };
  }, [key, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return [state, reload];
}
