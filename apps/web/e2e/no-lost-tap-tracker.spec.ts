// Issue 19 §2 'No tap is lost and no control waits for scripts' on the tracker search (decision
// 072): by phone or email, 'Send code' and the code post to a server action before the page's
// scripts run, and a right code leads back to the search with the requests. Throttled CPU, scripts
// aborted. (The search by number before hydration is in no-lost-tap-selfserve.spec.ts.)
import { expect, test } from '@playwright/test';
import { clientIp } from './fixtures/account';
import { lastSmsId, readOtp } from './fixtures/checkout';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { AMC_AC, customerWithActivePlan, raiseByApi, sendTrackerCode } from './fixtures/selfserve';

test("decision 072: tracker search by phone before hydration — 'Send code', a wrong code (the API's message), then the code: the requests", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const partner = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };
  const owner = await customerWithActivePlan(page, info, partner, AMC_AC);
  const { sr_id: srId } = await raiseByApi(page, { owner });

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const search = await visitor.newPage();
  await withoutScripts(search);
  await search.goto('/selfserve/tracker');
  const field = search.getByLabel(/Request number, mobile number or email/);
  await expectNotHydrated(field);
  await field.fill(owner.phone);
  await search.getByRole('button', { name: 'Track' }).click();
  // Issue 20 §3 privacy: nothing by phone until a code to that phone is entered.
  await expect(search.getByRole('heading', { name: 'Confirm it is yours' })).toBeVisible();
  await expect(search.getByRole('article')).toHaveCount(0);
  const send = search.getByRole('button', { name: 'Send code' });
  await expectNotHydrated(send);
  const before = await lastSmsId(search.request, owner.phone);
  // A form post each time, through the resend wait of the owner's sign-in code.
  await sendTrackerCode(search);
  await expect(search.getByText('An OTP has been sent to your phone')).toBeVisible();
  const code = await readOtp(search.request, owner.phone, before);

  const codeField = search.getByLabel('One-time code');
  await expectNotHydrated(codeField);
  await codeField.fill(code === '000000' ? '111111' : '000000');
  await search.getByRole('button', { name: 'Verify and show' }).click();
  await expect(search.getByText(/^The OTP is incorrect\. \d attempts? left\.$/)).toBeVisible();
  await expect(search.getByRole('article')).toHaveCount(0);

  await search.getByLabel('One-time code').fill(code);
  await search.getByRole('button', { name: 'Verify and show' }).click();
  // The server action's 303 leads back to the search, which the session has now proved.
  await expect(search.getByRole('heading', { name: `Requests for ${owner.phone} (mobile)` })).toBeVisible();
  await expect(search.getByRole('article').filter({ hasText: srId })).toBeVisible();
  await visitor.close();
});
