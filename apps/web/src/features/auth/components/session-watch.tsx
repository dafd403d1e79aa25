import { Suspense, lazy, useEffect, useState } from 'react';
import { isAgent } from '@kavach/domain';
import { getSessionBootstrap } from '@/lib/api-client.browser';
import { allowAgentConnectionOnCall } from '../agent-connection';
import { appLoginRequest } from '../app-login-url';
import {
  agentHintSet,
  clearAgentHint,
  clearReloadFlag,
  clearSignedInHint,
  readSessionCookie,
  setAgentHint,
  setSignedInHint,
  takeSignedInHere,
} from '../session-cookies';
import {
  RELOAD_FLAG_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  reloadDecision,
  signedOutAlertDecision,
} from '../session-flags';

/** Shown rarely: its code loads only then, not with every landing page. */
const SignedOutAlert = lazy(() => import('./signed-out-alert').then((m) => ({ default: m.SignedOutAlert })));

/**
 * The reload flag this page is current with: the one set by the sign-in whose redirect loaded it
 * (a form posted before the scripts ran, decision 054); null for every other page.
 */
let currentWith: string | null = null;

/** True when it reloads the page: the docs/product/accounts.md#session reload flag is newer than this page (session-flags.ts). */
function reloadIfFlagged(): boolean {
  const flag = readSessionCookie(RELOAD_FLAG_COOKIE);
  if (flag !== null && flag === currentWith) return false;
  const decision = reloadDecision(flag, performance.timeOrigin);
  if (decision === 'keep') return false;
  clearReloadFlag();
  if (decision !== 'reload') return false;
  window.location.reload();
  return true;
}

/**
 * Mounted once for every page (src/app/[v]/layout.tsx), rendering nothing by itself. docs/product/accounts.md#session Authentication:
 * - reload flag: checked at load, when a page comes back from the back/forward cache and when a tab
 *   becomes visible again — a page older than the last sign-in or sign-out reloads once;
 * - sign-out alert: with the page's one bootstrap (shared with the header; asked only when this
 *   browser has a session or the signed-in hint), the hint is kept in step and, when the server
 *   ended the sign-in, the alert is shown once;
 * - agent hint: set while the session is a signed-in agent's, cleared when it no longer is (the next
 *   page then loads with the customer chrome; decision 025);
 * - agent connection: a signed-in customer's tap on a phone number tells the dialer first (decision 094).
 */
export function SessionWatch() {
  const [alert, setAlert] = useState(false);

  useEffect(() => {
    // The page a sign-in posted without scripts redirected to is current, though it started
    // loading before the sign-in set the reload flag: the flag is for the other tabs.
    if (takeSignedInHere()) currentWith = readSessionCookie(RELOAD_FLAG_COOKIE);
    else if (reloadIfFlagged()) return;
    const onShow = (e: PageTransitionEvent) => void (e.persisted && reloadIfFlagged());
    const onVisible = () => void (document.visibilityState === 'visible' && reloadIfFlagged());
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onVisible);

    let live = true;
    // The signed-in customer's id (the bootstrap's), for the dialer's allow call (decision 094).
    let customerId: string | null = null;
    const stopCalls = allowAgentConnectionOnCall(() => customerId);
    const hint = readSessionCookie(SIGNED_IN_HINT_COOKIE) !== null;
    const session = hint || agentHintSet() || readSessionCookie('csrftoken') !== null;
    // An app-mode sign-in is under way: it moves the page on by itself (app-login.ts).
    if (session && !appLoginRequest(window.location.href))
      void getSessionBootstrap().then((boot) => {
        if (!live) return;
        const decision = signedOutAlertDecision(hint, boot, window.location.pathname);
        if (decision.hint === 'set') setSignedInHint();
        if (decision.hint === 'clear') clearSignedInHint();
        if (boot) {
          const agent = isAgent(boot.user_profile);
          customerId = agent ? null : (boot.customer?.id ?? null);
          if (agent && !agentHintSet()) setAgentHint();
          if (!agent && agentHintSet()) clearAgentHint();
        }
        setAlert(decision.showAlert);
      });
    return () => {
      live = false;
      stopCalls();
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <SignedOutAlert onClose={() => setAlert(false)} />
    </Suspense>
  );
}
