import { getSessionBootstrap } from '@/lib/api-client.browser';
import { authApi } from './auth-api';
import { appLoginRequest, withQuery, withoutToken } from './app-login-url';
import { clearSignedInHint, setSignedInHint } from './session-cookies';

/**
 * App mode (docs/product/catalogue.md#query-parameters-and-marketing-cookies Query parameters, issue 4 §1): a page opened with `usertoken` and `app_render` signs
 * the app's customer in silently (POST /v3/otp/web_render_login), then goes to `next` (default '/')
 * with app_render=true; when that fails, to `next` with app_render=true&sign_out=true (docs/product/catalogue.md#variants-and-app-mode), after
 * ending whatever session this web view had. The single-use token leaves the address bar (and so
 * history and any later Referer) before the call is made.
 */
let started = false;

/** True while an app-mode sign-in is under way (account pages wait instead of asking to sign in). */
export function isAppLoginPending(): boolean {
  return started || (typeof window !== 'undefined' && appLoginRequest(window.location.href) !== null);
}

/** Runs the app-mode sign-in once per page load; false when the page is not one. */
export function runAppLogin(): boolean {
  if (started) return true;
  const request = appLoginRequest(window.location.href);
  if (!request) return false;
  started = true;
  window.history.replaceState(window.history.state, '', withoutToken(window.location.href));
  void (async () => {
    const res = await authApi.webRenderLogin(request.usertoken);
    if (res.ok) setSignedInHint();
    else {
      await authApi.signOut();
      clearSignedInHint(); // the app asked for this web view to be signed out: no alert for it
    }
    await getSessionBootstrap(true);
    window.location.replace(
      withQuery(request.next, res.ok ? { app_render: 'true' } : { app_render: 'true', sign_out: 'true' }),
    );
  })();
  return true;
}
