// Decision 070: a server action called from the hydrated page, through the production web server
// (dist/server.mjs: its CSP wrappers and Next's compression), answers a flight payload the browser
// can read. Before it, the answer reached Chromium as ERR_CONTENT_DECODING_FAILED and the page
// showed 'Something went wrong' (decision 066). 390 px only: the subject is the server's answer,
// the same at every width (decision 062).
import { expect, test } from '@playwright/test';
import { clientIp, signInByApi } from './fixtures/account';
import { whenHydrated } from './fixtures/cart';
import { closeThroughDesk } from './fixtures/desk';
import { DEMO, raiseByApi } from './fixtures/selfserve';

test.describe.configure({ timeout: 60_000 });

test("decision 070: Reopen after hydration calls the server action and lands on the new request's tracker", async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: parent } = await raiseByApi(page, { planName: 'Television Extended Warranty' });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await closeThroughDesk(staff.request, parent);
  await staff.close();

  const failed: string[] = [];
  // A fetch the page itself gave up (net::ERR_ABORTED, e.g. a stream left once the router moved on)
  // is not a failed answer; a body the browser cannot decode is (ERR_CONTENT_DECODING_FAILED).
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText ?? '';
    if (error !== 'net::ERR_ABORTED') failed.push(`${r.method()} ${r.url()}: ${error}`);
  });
  await page.goto(`/selfserve/tracker/service-request/${parent}`);
  await (await whenHydrated(page.getByRole('button', { name: 'Reopen this request' }))).click();
  const send = page.getByRole('button', { name: 'Reopen request' });
  await send.click();
  await expect(page.getByText('Required field')).toBeVisible(); // checked in the browser, no post
  await page.getByRole('radio', { name: 'The problem was not fixed' }).check();
  await page.getByLabel(/Tell us more/).fill('Lines came back');
  const action = page.waitForRequest(
    (r) => r.method() === 'POST' && r.headers()['next-action'] !== undefined,
  );
  await send.click();
  const answer = await (await action).response();
  expect(answer?.headers()['x-action-redirect'], 'the action redirected').toMatch(
    /^\/selfserve\/tracker\/service-request\/\d{6}-\d{6}/,
  );
  await expect(page.getByText(`Reopened from ${parent}`)).toBeVisible({ timeout: 15_000 });
  await expect(page).not.toHaveURL(new RegExp(`${parent}(\\?|$)`));
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(failed).toEqual([]);
});
