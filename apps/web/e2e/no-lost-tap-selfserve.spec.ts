// Issue 19 §2 'No tap is lost and no control waits for scripts' in the after-sale pages (decision
// 066): the raise flow's first steps and the tracker search are server-rendered GET forms, so a tap
// made before the page's scripts run takes effect — the server renders the step it leads to, and
// the island, once hydrated, goes on from there. Throttled CPU, scripts held back or delayed.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { clientIp, signInByApi } from './fixtures/account';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, scriptsHeld, withoutScripts } from './fixtures/no-scripts';
import { payInCheckout } from './fixtures/emulator-checkout';
import { SD_PHONE, closeThroughDesk, customerWithActivePlan, raiseByApi } from './fixtures/selfserve';

test.describe.configure({ timeout: 60_000 });

const DEMO = { email: 'demo.customer@example.in', password: 'kavach-customer-demo' };
const TV_PLAN = 'Television Extended Warranty';
const COVER = /Breakdown repair/;

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' }).first();
const heading = (page: Page, name: string) => page.getByRole('heading', { name });

async function tvOsid(page: Page): Promise<string> {
  const items = await (await page.request.get('/api/v3/selfserve/order_items')).json();
  return items.data.items.find((p: { plan_name: string }) => p.plan_name === TV_PLAN).tokenized_osid;
}

test('issue 19 §2: /selfserve without scripts — plan, Continue, cover (§5 Required field) and date each take effect', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  await withoutScripts(page);
  await page.goto('/selfserve');
  const raise = page.getByRole('button', { name: `Raise Service Request for ${TV_PLAN}` });
  await expectNotHydrated(raise);
  await raise.click();
  await expect(heading(page, TV_PLAN)).toBeVisible();
  await continueButton(page).click();
  await expect(heading(page, 'What do you want to claim?')).toBeVisible();
  await continueButton(page).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await page.getByRole('radio', { name: COVER }).check();
  await continueButton(page).click();
  // The problems of that cover, read and rendered by the server.
  await expect(heading(page, 'What is the problem?')).toBeVisible();
  await expect(page.getByText('Breakdown repair', { exact: true })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get('cover')).toMatch(/\S/);
  // Back before the scripts: the cover step, the cover still chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'What do you want to claim?')).toBeVisible();
  await expect(page.getByRole('radio', { name: COVER })).toBeChecked();
});

test('decision 066: a cover tapped before hydration is adopted; the island goes on from it and Back still works', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const osid = await tvOsid(page);
  const scripts = await scriptsHeld(page);
  await page.goto(`/selfserve?osid=${osid}&step=cover`, { waitUntil: 'domcontentloaded' });
  const cover = page.getByRole('radio', { name: COVER });
  await expectNotHydrated(cover);
  await cover.check();
  scripts.release();
  await whenHydrated(cover);
  // The URL's choice is in the flow's state now: the address bar is the plan's again.
  await expect(page).toHaveURL(new RegExp(`/selfserve\\?osid=${osid}$`));
  await expect(cover).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: /You (will )?pay|nothing to pay/ })).toBeVisible();
  await continueButton(page).click();
  await expect(heading(page, 'What is the problem?')).toBeVisible();
  await expect(page.getByText('Breakdown repair', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'What do you want to claim?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, TV_PLAN)).toBeVisible();
});

test('decision 066: the problems step a pre-hydration post lands on hydrates and goes on to the address', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const osid = await tvOsid(page);
  let held = true;
  await page.route('**/_next/static/**/*.js', (route) => (held ? route.abort() : route.continue()));
  await page.goto(`/selfserve?osid=${osid}&step=cover`);
  await expectNotHydrated(continueButton(page));
  await page.getByRole('radio', { name: COVER }).check();
  held = false;
  await continueButton(page).click();
  await expect(heading(page, 'What is the problem?')).toBeVisible();
  const problem = await whenHydrated(page.getByRole('checkbox').first());
  await expect(page).toHaveURL(new RegExp(`/selfserve\\?osid=${osid}$`));
  await problem.check();
  await continueButton(page).click();
  await expect(heading(page, 'Where should we come?')).toBeVisible();
});

test('issue 19 §2: a tracker search made before hydration shows the request', async ({ page, browser }) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { requests } = await (await page.request.get('/api/v3/customer/requests')).json();
  const srId: string = requests[0].sr_id;
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.21.31.42' } });
  const search = await visitor.newPage();
  await withoutScripts(search);
  await search.goto('/selfserve/tracker');
  const field = search.getByLabel(/Request number, mobile number or email/);
  await expectNotHydrated(field);
  await field.fill(srId);
  await search.getByRole('button', { name: 'Track' }).click();
  await expect(search.getByRole('article').filter({ hasText: srId })).toBeVisible();
  await visitor.close();
});

test('issue 19 §2: reopen before hydration — the form opens, §5 Required field, then the new request linked to its parent', async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: parent } = await raiseByApi(page, { planName: TV_PLAN });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await closeThroughDesk(staff.request, parent);
  await staff.close();

  await withoutScripts(page);
  await page.goto(`/selfserve/tracker/service-request/${parent}`);
  const open = page.getByRole('button', { name: 'Reopen this request' });
  await expectNotHydrated(open);
  await open.click();
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await page.getByRole('radio', { name: 'The problem was not fixed' }).check();
  await page.getByLabel(/Tell us more/).fill('Lines came back');
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${parent}(\\?|$)`));
  await expect(page.getByText(`Reopened from ${parent}`)).toBeVisible();
});

test("decision 066: 'Pay' tapped before hydration opens the co-pay Checkout once the tracker has hydrated", async ({
  page,
}, info) => {
  const partner = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };
  const owner = await customerWithActivePlan(page, info, partner, SD_PHONE);
  const { sr_id: srId } = await raiseByApi(page, {
    owner,
    cover: (c) => (c as typeof c & { copay_amount: number }).copay_amount > 0,
  });
  let held = true;
  await page.route('**/_next/static/**/*.js', (route) => (held ? route.abort() : route.continue()));
  await page.goto(`/selfserve/tracker/service-request/${srId}`);
  const pay = page.getByRole('button', { name: /^Pay ₹/ });
  await expectNotHydrated(pay);
  held = false;
  await pay.click();
  await payInCheckout(page);
  await expect(page.getByRole('heading', { name: /^Co-pay due/ })).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/selfserve/tracker/service-request/${srId}$`));
});
