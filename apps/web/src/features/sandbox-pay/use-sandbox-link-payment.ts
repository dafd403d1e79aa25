'use client';

import { useRef, useState } from 'react';
import { failureMessage } from './failure-message';
import { paySandboxLink } from './sandbox-api';
import type { SandboxMethod, SandboxOutcome } from './sandbox-api';

export type SandboxLinkState =
  | { kind: 'choosing'; error: string | null }
  | { kind: 'busy'; outcome: SandboxOutcome }
  | { kind: 'pending' }
  /** The link takes no payment (expired, cancelled, already paid): the gateway's message. */
  | { kind: 'closed'; message: string };

/** The callback URL, when it is a web address (the gateway redirects nowhere else). */
function webUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * One attempt on the sandbox's hosted link page, then what Razorpay's page does: success → the
 * merchant's callback URL with the signed query; failure → the reason, and the link stays payable;
 * pending → the bank has not confirmed yet.
 */
export function useSandboxLinkPayment(gatewayLinkId: string, pageKey: string) {
  const [state, setState] = useState<SandboxLinkState>({ kind: 'choosing', error: null });
  const inFlight = useRef(false);

  const pay = async (method: SandboxMethod, outcome: SandboxOutcome) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState({ kind: 'busy', outcome });
    const settle = (next: SandboxLinkState) => {
      inFlight.current = false;
      setState(next);
    };
    const res = await paySandboxLink(gatewayLinkId, pageKey, method, outcome);
    if (!res.ok)
      return settle(
        res.status === 409
          ? { kind: 'closed', message: res.error.message }
          : { kind: 'choosing', error: res.error.message },
      );
    const answer = res.data;
    if ('callback_url' in answer) {
      const to = webUrl(answer.callback_url);
      if (to) return window.location.assign(to);
      return settle({
        kind: 'choosing',
        error: 'The payment went through but we could not return you to Kavach.',
      });
    }
    if ('error' in answer)
      return settle({ kind: 'choosing', error: failureMessage(answer.error.description) });
    settle({ kind: 'pending' });
  };

  return { state, pay };
}
