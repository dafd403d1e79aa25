'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaymentLinkSuccessResponse } from '@kavach/contracts';
import { appRoutes } from '@/lib/app-routes';
import { confirmLinkPayment } from './link-api';
import type { LinkCallback } from './link-callback';

export type ConfirmState =
  | { kind: 'confirming' }
  | { kind: 'done'; result: PaymentLinkSuccessResponse }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; message: string };

/** While the bank has not confirmed (state still payable), ask again this often, this many times. */
const RECHECK_MS = 4000;
const RECHECKS = 5;

/**
 * Posts the gateway's callback once on arrival (the API checks the signature against the stored
 * link and settles the order; posting again is harmless). A payment not yet confirmed is asked about
 * again a few times. Once paid, the signed query leaves the address bar (a reload shows the link,
 * now paid).
 */
export function useLinkConfirmation(linkId: string, callback: LinkCallback) {
  const [state, setState] = useState<ConfirmState>({ kind: 'confirming' });
  const started = useRef(false);
  const rechecks = useRef(0);

  const confirm = useCallback(async () => {
    setState({ kind: 'confirming' });
    const res = await confirmLinkPayment(linkId, callback);
    if (res.ok) {
      setState({ kind: 'done', result: res.data });
      if (res.data.state === 'paid') window.history.replaceState(null, '', appRoutes.paymentLinkDone(linkId));
      return;
    }
    setState(
      res.status === 404
        ? { kind: 'not-found', message: res.error.message }
        : { kind: 'error', message: res.error.message },
    );
  }, [linkId, callback]);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void confirm();
  }, [confirm]);

  const pending = state.kind === 'done' && state.result.state === 'payable';
  useEffect(() => {
    if (!pending || rechecks.current >= RECHECKS) return;
    const timer = window.setTimeout(() => {
      rechecks.current += 1;
      void confirm();
    }, RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [pending, confirm]);

  const checkAgain = () => {
    rechecks.current = 0;
    void confirm();
  };
  return { state, checkAgain };
}
