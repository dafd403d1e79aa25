import { AGENT_PROFILE_COOKIE } from '@kavach/domain';
import {
  RELOAD_FLAG_COOKIE,
  RELOAD_FLAG_MAX_AGE_SECONDS,
  SIGNED_IN_HERE_COOKIE,
  SIGNED_IN_HINT_COOKIE,
  readCookie,
} from './session-flags';

/**
 * Browser writes of the docs/product/catalogue.md#query-parameters-and-marketing-cookies sign-in cookies (what they mean: session-flags.ts). Readable by scripts
 * on purpose and never sent for a decision: the session itself is the API's HttpOnly cookie.
 */
const write = (name: string, value: string, maxAge?: number) => {
  const age = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
  document.cookie = `${name}=${encodeURIComponent(value)}${age}; Path=/; SameSite=Lax`;
};
const remove = (name: string) => {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
};

export const readSessionCookie = (name: string) => readCookie(document.cookie, name);

/** The hint lives as long as the browser session; the server's idle limit may end it sooner. */
export const setSignedInHint = () => write(SIGNED_IN_HINT_COOKIE, '1');
export const clearSignedInHint = () => remove(SIGNED_IN_HINT_COOKIE);
export const clearReloadFlag = () => remove(RELOAD_FLAG_COOKIE);

/** True once on the page a server-action sign-in redirected to (session-flags.ts); the marker goes. */
export function takeSignedInHere(): boolean {
  if (readSessionCookie(SIGNED_IN_HERE_COOKIE) === null) return false;
  remove(SIGNED_IN_HERE_COOKIE);
  return true;
}

/**
 * The sales-agent variant hint (decision 025): pages load with the agent chrome while it is '1'.
 * Kept in step with the server session by SessionWatch; the API never reads it.
 */
export const agentHintSet = () => readSessionCookie(AGENT_PROFILE_COOKIE.name) === '1';
export const setAgentHint = () => write(AGENT_PROFILE_COOKIE.name, '1');
export const clearAgentHint = () => remove(AGENT_PROFILE_COOKIE.name);

/** Pages loaded before now are out of date: they reload once when next shown (session-watch). */
const flagReload = () => write(RELOAD_FLAG_COOKIE, String(Date.now()), RELOAD_FLAG_MAX_AGE_SECONDS);

/** After a customer sign-in: the hint for the sign-out alert, and the reload flag for other tabs. */
export function markSignedIn(): void {
  setSignedInHint();
  flagReload();
}

/** After a sign-out from this browser: no alert for it, and other tabs reload once. */
export function markSignedOut(): void {
  clearSignedInHint();
  flagReload();
}
