'use client';

import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api-client.browser';
import { flowReducer, initialFlowState } from './flow-state';
import { parseStoredState, randomKey, storageKey } from './flow-storage';
import type { FlowAction, FlowState } from './flow-types';

/**
 * The flow's state with the reducer of flow-state.ts, kept in sessionStorage (a reload resumes
 * the step and what was entered; a new tab starts afresh). The step's heading takes the focus
 * when the step changes.
 */
export function useFlow(osid: string | null, today: string) {
  const [state, dispatch] = useReducer(
    (s: FlowState, a: FlowAction) => flowReducer(s, a),
    null,
    () => initialFlowState({ osid, token: 'pending-token-0000', key: 'k1', today }),
  );
  const [ready, setReady] = useState(false);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    let stored: FlowState | null = null;
    try {
      stored = parseStoredState(sessionStorage.getItem(storageKey(osid)), osid);
    } catch {
      stored = null;
    }
    dispatch({ type: 'restart', token: randomKey(22), key: randomKey(6) });
    if (stored) dispatch({ type: 'load', state: stored });
    setReady(true);
  }, [osid]);

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
    const heading = document.querySelector<HTMLElement>('[data-step-heading]');
    heading?.focus();
  }, [ready, step]);

  return { state, dispatch, ready };
}

export type Load<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ok'; data: T };

/** One read of the API, again when `key` changes; `reload` asks again. Null `key` reads nothing. */
export function useLoad<T>(key: string | null, read: () => Promise<ApiResult<T>>): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);
  const readRef = useRef(read);
  readRef.current = read;
  useEffect(() => {
    if (key === null) return;
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
