// docs/product/catalogue.md#variants-and-app-mode app mode (issue 4 §1): a page opened with usertoken and app_render signs the app's customer in
// silently (POST /v3/otp/web_render_login), takes the single-use token out of the address and goes
// to `next` with app_render=true (no header, no footer). A spent or unknown token → sign_out=true.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectChrome } from './fixtures/layout';
import { clientIp, signUpByApi, test, testEmail } from './fixtures/account';

async function appToken(page: Page): Promise<string> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await page.request.post('/api/v3/customer/app_token', { headers: { 'x-csrftoken': csrf } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { usertoken: string }).usertoken;
}

test('§2 app mode: usertoken + app_render → signed in silently → next with app_render=true; the token is gone from the address and works once', async ({
  page,
  browser,
}, info) => {
  await signUpByApi(page, testEmail(info), 'Meera');
  const usertoken = await appToken(page);

  const app = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  const webview = await app.newPage();
  const login = webview.waitForRequest((r) => r.url().endsWith('/api/v3/otp/web_render_login'));
  await webview.goto(`/account/profile?usertoken=${usertoken}&app_render=true&next=%2Faccount%2Fplans`);
  expect((await login).postDataJSON()).toEqual({ usertoken });
  await expect(webview).toHaveURL(/\/account\/plans\?app_render=true$/);
  await expect(webview.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(webview.getByText('You don’t have any active plans yet!')).toBeVisible();
  await expectChrome(webview, { header: false, footer: false });
  const history = await webview.evaluate(() => window.history.length);
  expect(history).toBeGreaterThan(0);
  expect(webview.url()).not.toContain(usertoken);
  await app.close();

  // The token is single-use: a second web view is not signed in and is told so.
  const again = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const second = await again.newPage();
  await second.goto(`/?usertoken=${usertoken}&app_render=true`);
  await expect(second).toHaveURL(/\/\?app_render=true&sign_out=true$/);
  await expectChrome(second, { header: false, footer: false });
  await again.close();
});
