/**
 * docs/product/accounts.md#session Authentication, docs/product/catalogue.md#query-parameters-and-marketing-cookies cookies: the two cookies the browser keeps about the sign-in, and the pure
 * decisions over them (session-flags.test.ts). Both are display hints only: they hold no personal
 * data, and the API never reads them — every access is decided from the server session (docs/product/security-tests.md#t2-6, H4).
 *
 * - `is_authenticate` ('1'): this browser believes a customer is signed in. Set at sign-in (and
 *   whenever the bootstrap shows a customer), cleared at sign-out. If the bootstrap then answers
 *   `customer: null`, the server ended the sign-in (idle limit, password reset elsewhere, …): the
 *   page says so once in the sign-out alert.
 * - `canTriggerReload` (epoch ms): a sign-in or sign-out happened at that moment. A page that was
 *   loaded before it (another tab, a page restored by Back) still shows the old state, so it reloads
 *   once and clears the flag. Pages loaded after it are already current and leave it alone.
 */
export const SIGNED_IN_HINT_COOKIE = 'is_authenticate';
export const RELOAD_FLAG_COOKIE = 'canTriggerReload';

/**
 * Set with the reload flag by a sign-in a server action took (a form posted before the page's
 * scripts ran, decision 054): the page the sign-in redirects to started loading before the flag was
 * set, yet it is current. It takes the marker away at load and does not reload for that flag.
 */
export const SIGNED_IN_HERE_COOKIE = 'signedInHere';
export const SIGNED_IN_HERE_MAX_AGE_SECONDS = 60;

/** A pending reload flag expires after a day: a tab left alone longer is not reloaded for it. */
export const RELOAD_FLAG_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookies: string, name: string): string | null {
  const prefix = `${name}=`;
  const match = cookies.split(/;\s*/).find((c) => c.startsWith(prefix));
  if (match === undefined) return null;
  try {
    return decodeURIComponent(match.slice(prefix.length));
  } catch {
    return match.slice(prefix.length);
  }
}

export type ReloadDecision = 'reload' | 'keep' | 'clear';

/**
 * docs/product/accounts.md#session reload flag: 'reload' (clear the flag, then reload once) when it was set after this page
 * loaded; 'keep' when this page is newer than the flag (another, older page may still need it);
 * 'clear' when the flag is unreadable. No flag: 'keep' (nothing to do).
 */
export function reloadDecision(flag: string | null, pageLoadedAt: number): ReloadDecision {
  if (flag === null) return 'keep';
  const setAt = /^\d{1,15}$/.test(flag) ? Number(flag) : NaN;
  if (!Number.isFinite(setAt)) return 'clear';
  return setAt > pageLoadedAt ? 'reload' : 'keep';
}

/** The bootstrap as far as these rules need it (null: the call failed, nothing is known). */
export interface BootstrapView {
  customer: unknown;
}

export interface SignedOutAlertDecision {
  showAlert: boolean;
  /** What to do with the `is_authenticate` hint. */
  hint: 'keep' | 'set' | 'clear';
}

/** Sign-in pages: the visitor is already where the alert would send them. */
const SIGN_IN_PAGES = ['/login', '/registration', '/password-reset', '/email-verification'];

export const isSignInPage = (path: string) =>
  SIGN_IN_PAGES.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * docs/product/accounts.md#session sign-out alert: shown only when this browser was signed in by the hint and flagged — the
 * bootstrap answered, with no customer. The hint is cleared then, so the alert shows once. A
 * bootstrap with a customer sets a missing hint (an app-mode sign-in, a sign-in from before the
 * hint existed). A failed bootstrap decides nothing. On the sign-in pages the hint is cleared
 * without the alert.
 */
export function signedOutAlertDecision(
  hintSet: boolean,
  bootstrap: BootstrapView | null,
  path: string,
): SignedOutAlertDecision {
  if (bootstrap === null) return { showAlert: false, hint: 'keep' };
  if (bootstrap.customer) return { showAlert: false, hint: hintSet ? 'keep' : 'set' };
  if (!hintSet) return { showAlert: false, hint: 'keep' };
  return { showAlert: !isSignInPage(path), hint: 'clear' };
}
