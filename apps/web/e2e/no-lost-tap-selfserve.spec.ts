// Issue 19 §2 'No tap is lost and no control waits for scripts' in the after-sale pages (decisions
// 066, 071): the raise flow's steps up to the appointment and the tracker search are server-rendered
// GET forms, so a tap made before the page's scripts run takes effect — the server renders the step
// it leads to, and the island, once hydrated, goes on from there. Throttled CPU, scripts held back or delayed.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { clientIp, csrf, signInByApi } from './fixtures/account';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, scriptsHeld, withoutScripts } from './fixtures/no-scripts';
import { payInCheckout } from './fixtures/emulator-checkout';
import { istDay } from './fixtures/partner';
import { closeThroughDesk } from './fixtures/desk';
import { customerWithActivePlan, DEMO, planOf, raiseByApi, SD_PHONE, TV_PLAN } from './fixtures/selfserve';
import { appointmentToDocuments } from './fixtures/selfserve-flow';

test.describe.configure({ timeout: 60_000 });

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

test("decision 071: without scripts — problems (§5 'Required field', < > dropped) → address (a PIN not served, then one served) → appointment → documents", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInByApi(page, DEMO.email, DEMO.password);
  const osid = await tvOsid(page);
  await withoutScripts(page);
  await page.goto(`/selfserve?osid=${osid}&step=cover`);
  await page.getByRole('radio', { name: COVER }).check();
  await continueButton(page).click();
  await expect(heading(page, 'What is the problem?')).toBeVisible();
  await expectNotHydrated(continueButton(page));
  await continueButton(page).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await page.getByLabel(/Describe the problem/).fill('Lines <on> the screen');
  await continueButton(page).click();
  // The address step, read by the server: the account's contact is filled in.
  await expect(heading(page, 'Where should we come?')).toBeVisible();
  await expect(page.getByLabel('Full name')).not.toHaveValue('');
  await page.getByLabel('PIN code').fill('791111');
  await page.getByLabel('House, building and street').fill('12 Hill Road');
  await page.getByLabel('City').fill('Itanagar');
  await continueButton(page).click();
  await expect(page.getByText(/We cannot serve this device at this PIN code/)).toBeVisible();
  await expect(heading(page, 'Where should we come?')).toBeVisible();
  await page.getByLabel('PIN code').fill('400050');
  await continueButton(page).click();
  // The appointment step with the free slots the server read, §9's default slot chosen.
  await expect(heading(page, 'When suits you?')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'First preference' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  const process = page.getByRole('group', { name: 'How should we repair it?' }).getByRole('radio');
  if ((await process.count()) > 1) await process.first().check();
  await continueButton(page).click();
  await expect(heading(page, 'Upload documents')).toBeVisible();
  // Back before the scripts, through what was sent: the slot, the PIN's city, the problem text without < and >.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(
    page.getByRole('group', { name: 'First preference' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('City')).toHaveValue(/^Mumbai/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel(/Describe the problem/)).toHaveValue('Lines on the screen');
  await expect(page.getByRole('checkbox').first()).toBeChecked();
});

test('decision 071: a saved address chosen before hydration leads to the appointment step, which hydrates and goes on', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const partner = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };
  await customerWithActivePlan(page, info, partner, SD_PHONE);
  const added = await page.request.post('/api/v3/customer/address', {
    headers: { 'x-csrftoken': await csrf(page) },
    data: { address: '7 Pali Hill', address2: 'Bandra West', label: 'Home', pincode: '400050' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const plan = await planOf(page.request);
  const scripts = await scriptsHeld(page);
  await page.goto(`/selfserve?osid=${plan.osid}&step=cover`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio').first().check();
  await continueButton(page).click();
  await page.getByRole('checkbox').first().check();
  await continueButton(page).click();
  const home = page.getByRole('radio', { name: /Home/ });
  await expectNotHydrated(home);
  await home.check();
  await continueButton(page).click();
  await expect(heading(page, 'When suits you?')).toBeVisible();
  scripts.release();
  await whenHydrated(continueButton(page));
  await expect(page).toHaveURL(new RegExp(`/selfserve\\?osid=${plan.osid}$`));
  await appointmentToDocuments(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: /Home/ })).toBeChecked();
});

test('decision 071: problems ticked and text typed before hydration are adopted by the island', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const plan = await planOf(page.request, TV_PLAN);
  const cover = plan.covers[0]!.cover_id;
  const scripts = await scriptsHeld(page);
  await page.goto(`/selfserve?osid=${plan.osid}&step=issues&cover=${cover}&incident=${istDay()}`, {
    waitUntil: 'domcontentloaded',
  });
  const problem = page.getByRole('checkbox').first();
  await expectNotHydrated(problem);
  await problem.check();
  await page.getByLabel(/Anything else/).fill('Evenings only');
  scripts.release();
  await whenHydrated(problem);
  await expect(page).toHaveURL(new RegExp(`/selfserve\\?osid=${plan.osid}$`));
  await continueButton(page).click();
  await expect(heading(page, 'Where should we come?')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await expect(page.getByLabel(/Anything else/)).toHaveValue('Evenings only');
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
