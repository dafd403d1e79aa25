// Issue 20 §6 journeys selfserve.spec.ts does not walk, at 390 and 1280 px, each on a customer of
// its own (fixtures/selfserve.ts: a marketplace sale activated today) or a request of its own:
// a damage claim whose co-pay is paid in the emulator's Checkout, with its GST receipt; the service
// desk moving it milestone by milestone (tracker times, SMS and email of each in the dev outbox);
// an insurer-channel plan (spec §8); a claim over the yearly limit going to the desk; tracker search
// by number and by phone after a code, with "Next" appending; several tickets in one go. axe on
// every page the journeys open. No mocks: the API runs its embedded defaults (payment emulator,
// dev outbox).
import { expect } from '@playwright/test';
import { clientIp, expectNoViolations, signInByApi, test } from './fixtures/account';
import { devicePhotoPng, invoicePdf } from './fixtures/activation-files';
import { lastSmsId, readOtp } from './fixtures/checkout';
import { payInCheckout } from './fixtures/emulator-checkout';
import { closeThroughDesk, deskPage } from './fixtures/desk';
import {
  AMC_AC,
  SD_PHONE,
  SP_PHONE,
  SR_NUMBER,
  TC_LAPTOP,
  customerWithActivePlan,
  planOf,
  raiseByApi,
  sendTrackerCode,
  srMessages,
} from './fixtures/selfserve';
import {
  TIME,
  continueButton,
  deskAct,
  expectTold,
  fillFlow,
  milestone,
  problemsToReview,
} from './fixtures/selfserve-flow';

test.use({ bypassCSP: true }); // axe is injected as a script tag
test.describe.configure({ timeout: 180_000 });

const SD_PLAN = 'Mobile Phone Damage Protection';
const SP_PLAN = 'Mobile Phone Screen Protection';
const TC_PLAN = 'Laptop Total Care';
/** The demo customer's insurer-sold plan (apps/api/src/modules/account/demo-customer.ts). */
const INSURER_PLAN = 'Tablet Damage Protection';
/** The marketplace partner that registers each journey's plan sale (scripts/e2e.mjs, decision 024). */
const PARTNER = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };

test('issue 20 §1, §4: a damage claim shows its co-pay before submitting, is paid in Checkout, is confirmed with a GST receipt; the desk records its estimate', async ({
  page,
  browser,
}, info) => {
  const owner = await customerWithActivePlan(page, info, PARTNER, SD_PHONE);
  await fillFlow(page, SD_PLAN, /Accidental and liquid damage/);
  // max(₹599, 5 % of ₹20,000) = ₹1,000; the cover is the device price, none of it used yet.
  const sentence = 'You will pay ₹1,000; ₹20,000 of cover remains for this repair.';
  await expect(page.getByRole('status').filter({ hasText: 'You will pay' })).toHaveText(sentence);
  await expectNoViolations(page);
  await continueButton(page).click();
  await problemsToReview(page, { invoice: true, photo: true });
  await expect(page.getByText(sentence)).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Raise Service Request' }).click();

  // A temporary request until the co-pay is paid (spec §5), in the emulator's Checkout.
  await expect(page.getByRole('heading', { name: 'Pay the co-pay' })).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Pay ₹1,000' }).click();
  await payInCheckout(page);
  await expect(page.getByRole('heading', { name: 'Your request is raised' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Approved: we will confirm your appointment shortly.')).toBeVisible();
  const srId = (await page.getByText(SR_NUMBER).first().innerText()).match(SR_NUMBER)![0];
  await expectNoViolations(page);

  await page.getByRole('link', { name: `Track Request ${srId}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Request confirmed' })).toBeVisible();
  const receipt = page.getByRole('link', { name: 'Download GST receipt' });
  await expect(receipt).toHaveAttribute('href', `/api/v3/selfserve/copay_receipt/${srId}`);
  const pdf = await page.request.get((await receipt.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expectNoViolations(page);

  // The desk takes the phone in (pick & drop) and records the diagnosis and estimate.
  const desk = await deskPage(browser);
  await desk.goto(`/service-desk/${srId}`);
  for (const step of ['Pickup scheduled', 'Device picked up', 'At service centre'])
    await deskAct(desk, `Mark as ${step}`);
  await deskAct(desk, 'Record diagnosis and estimate', {
    Diagnosis: 'Display cracked; frame bent',
    'Estimate (₹)': '6500',
  });
  await desk.context().close();
  await expectTold(page, owner, srId, 'Diagnosis and estimate');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Diagnosis and estimate' })).toBeVisible();
  for (const step of ['Request confirmed', 'Pickup scheduled', 'Device picked up', 'Diagnosis and estimate'])
    await expect(milestone(page, step), `${step} with its time`).toContainText(TIME);
  // What was found and who pays what (decision 068): the ₹1,000 co-pay counts, the cover pays the rest.
  const costs =
    'The repair is estimated at ₹6,500. The ₹1,000 co-pay you paid counts towards it. Your plan covers ₹5,500 of it, from the ₹20,000 of cover left. You pay nothing more.';
  const found = page.getByRole('region', { name: 'What we found and what it costs' });
  await expect(found).toContainText('Display cracked; frame bent');
  await expect(found).toContainText(costs);
  expect((await srMessages(page.request, srId)).filter((m) => m.text.includes(costs))).toHaveLength(2);
  await expectNoViolations(page);
});

test('issue 20 §4: the service desk approves, assigns a technician, diagnoses, repairs and closes; the tracker and the outbox show each milestone', async ({
  page,
  browser,
}, info) => {
  const owner = await customerWithActivePlan(page, info, PARTNER, AMC_AC);
  const { sr_id: srId, outcome } = await raiseByApi(page, { owner });
  expect(outcome).toBe('review'); // no invoice yet: the desk decides

  const desk = await deskPage(browser);
  await expectNoViolations(desk);
  await desk.goto(`/service-desk/${srId}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Request ${srId}` })).toBeVisible();
  await expectNoViolations(desk);
  const steps: [string, string, Record<string, string>][] = [
    ['Approve', 'Request confirmed', {}],
    [
      'Assign technician',
      'Technician assigned',
      {
        'Technician name': 'Suresh Kumar',
        'Technician mobile': '9876543210',
        'Location or service centre (optional)': 'Bandra service centre',
      },
    ],
    ['Mark as Visit scheduled', 'Visit scheduled', {}],
    ['Mark as Technician on the way', 'Technician on the way', {}],
    ['Record diagnosis', 'Diagnosis', { Diagnosis: 'Gas leak at the outdoor unit; refilled' }],
    ['Mark as Repair completed', 'Repair completed', {}],
    ['Close', 'Closed', {}],
  ];
  for (const [button, label, fill] of steps) {
    await deskAct(desk, button, fill);
    await expectTold(page, owner, srId, label);
    if (label === 'Technician assigned') {
      // The customer sees the technician (masked phone) and the milestone with its time.
      await page.goto(`/selfserve/tracker/service-request/${srId}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Technician assigned' })).toBeVisible();
      await expect(page.getByText('Suresh Kumar')).toBeVisible();
      await expect(page.getByText('9876543210')).toHaveCount(0);
      await expect(milestone(page, 'Technician assigned')).toContainText(TIME);
      await expectNoViolations(page);
    }
  }
  await expect(desk.getByText('Nothing can be done from “Closed”.')).toBeVisible();
  await desk.context().close();

  await page.goto(`/selfserve/tracker/service-request/${srId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Closed' })).toBeVisible();
  for (const [, label] of [['', 'Request raised'], ...steps])
    await expect(milestone(page, label!), `${label} with its time`).toContainText(TIME);
  await expectNoViolations(page);
});

test('issue 20 §1: reopen a closed request with a reason and a slot of its own: a new request linked to its parent, on both trackers and My Requests', async ({
  page,
  browser,
}, info) => {
  const owner = await customerWithActivePlan(page, info, PARTNER, AMC_AC);
  const { sr_id: parent } = await raiseByApi(page, { owner });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await closeThroughDesk(staff.request, parent);
  await staff.close();

  await page.goto(`/selfserve/tracker/service-request/${parent}`);
  await page.getByRole('button', { name: 'Reopen this request' }).click();
  // §5 'Required field' before a reason is chosen.
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page.getByText('Required field')).toBeVisible();
  await page.getByRole('radio', { name: 'The same problem came back' }).check();
  await page.getByLabel(/Tell us more/).fill('Not cooling again after a week');
  // Spec §9: the reopen books the slot the customer picks — the §9 default is chosen first; take
  // the last free one instead.
  const slots = page.getByRole('group', { name: 'When suits you?' }).getByRole('radio', { disabled: false });
  await expect(slots.first()).toBeChecked();
  const picked = slots.last();
  const [date, time] = (await picked.getAttribute('value'))!.split('|') as [string, string];
  await picked.check({ force: true }); // the radio is visually hidden inside its chip
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Reopen request' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${parent}$`), { timeout: 15_000 });
  const child = page.url().match(SR_NUMBER)![0];
  expect(child).not.toBe(parent);
  await expect(page.getByText(`Reopened from ${parent}`)).toBeVisible();
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = `${String(d).padStart(2, '0')} ${new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}, ${y}`;
  await expect(page.getByText(`${day}, ${time}`)).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('link', { name: parent }).click();
  await expect(page).toHaveURL(new RegExp(`/selfserve/tracker/service-request/${parent}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Closed' })).toBeVisible();
  await page.goto('/account/requests');
  await expect(page.getByRole('link', { name: `Track Request ${child}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Track Request ${parent}` })).toBeVisible();
});

test('issue 20 §1, spec §8: an insurer-channel plan shows the insurer message instead of the flow', async ({
  page,
}) => {
  await signInByApi(page, 'demo.customer@example.in', 'kavach-customer-demo');
  // Spec §8: the customer must contact the insurer on its helpline to generate a claim id before registering a request.
  const message =
    'Please contact the insurer on its helpline to generate a claim id before registering a request.';
  await page.goto('/selfserve');
  const row = page.getByRole('listitem').filter({ hasText: INSURER_PLAN });
  await expect(row.getByText(message)).toBeVisible();
  await expect(row.getByRole('button', { name: `Raise Service Request for ${INSURER_PLAN}` })).toBeDisabled();
  await expectNoViolations(page);
  const { osid } = await planOf(page.request, INSURER_PLAN);
  await page.goto(`/selfserve?osid=${osid}`);
  await expect(page.getByRole('heading', { name: 'Contact your insurer first' })).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What do you want to claim?' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectNoViolations(page);
  await page.goto('/account/plans');
  await expect(page.getByRole('article').filter({ hasText: INSURER_PLAN }).getByText(message)).toBeVisible();
});

test('issue 20 §1: a second screen claim in the plan year goes to the desk with its reason, in plain words on the tracker and the desk', async ({
  page,
  browser,
}, info) => {
  const owner = await customerWithActivePlan(page, info, PARTNER, SP_PHONE);
  await raiseByApi(page, { owner }); // the plan year's one screen claim
  await fillFlow(page, SP_PLAN, /Screen damage/);
  await expect(page.getByText('1 of 1 claims used this plan year')).toBeVisible();
  await expect(
    page.getByText("This year's claims are used up: a new claim goes to our service team for review."),
  ).toBeVisible();
  await continueButton(page).click();
  await problemsToReview(page, { invoice: true, photo: true });
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Raise Service Request' }).click();
  await expect(page.getByRole('heading', { name: 'Your request is raised' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('It is with our service team, who will review it because:')).toBeVisible();
  const reason = 'Screen damage allows 1 request in a plan year; this would be the 2nd.';
  await expect(page.getByRole('listitem').filter({ hasText: reason })).toBeVisible();
  const srId = (await page.getByText(SR_NUMBER).first().innerText()).match(SR_NUMBER)![0];

  await page.getByRole('link', { name: `Track Request ${srId}` }).click();
  const review = page.getByRole('region', { name: 'With our service team for review' });
  await expect(review.getByText(reason)).toBeVisible();
  await expectNoViolations(page);

  const desk = await deskPage(browser);
  await desk.goto(`/service-desk/${srId}`);
  await expect(desk.getByRole('heading', { level: 2, name: 'Under review' }).first()).toBeVisible();
  await expect(desk.getByText(reason).first()).toBeVisible();
  await expectNoViolations(desk);
  await desk.context().close();
});

test('issue 20 §3: tracker search by number shows status and milestones only; by phone, a one-time code first, then the requests, "Next" appending', async ({
  page,
  browser,
}, info) => {
  const owner = await customerWithActivePlan(page, info, PARTNER, AMC_AC);
  const raised: string[] = [];
  for (let i = 0; i < 11; i++) raised.push((await raiseByApi(page, { owner })).sr_id);

  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const search = await visitor.newPage();
  await search.goto('/selfserve/tracker');
  const query = search.getByLabel(/Request number, mobile number or email/);
  await query.fill(raised[0]!);
  await search.getByRole('button', { name: 'Track' }).click();
  const result = search.getByRole('article').filter({ hasText: raised[0]! });
  await expect(result.getByText('Under review')).toBeVisible();
  await expect(result.getByText(/Request raised: /)).toBeVisible();
  for (const personal of ['Priya', 'Hill Road', '400050', owner.phone, owner.email])
    await expect(search.locator('main')).not.toContainText(personal);
  await expectNoViolations(search);

  // By phone: nothing until a code sent to that phone is entered.
  await query.fill(owner.phone);
  await search.getByRole('button', { name: 'Track' }).click();
  await expect(search.getByRole('heading', { name: 'Confirm it is yours' })).toBeVisible();
  await expect(search.getByRole('article')).toHaveCount(0);
  await expectNoViolations(search);
  const before = await lastSmsId(search.request, owner.phone);
  await sendTrackerCode(search);
  const code = await readOtp(search.request, owner.phone, before);
  await search.getByLabel('One-time code').fill(code);
  await search.getByRole('button', { name: 'Verify and show' }).click();
  await expect(search.getByRole('heading', { name: `Requests for ${owner.phone} (mobile)` })).toBeVisible();
  await expect(search.getByRole('article')).toHaveCount(10);
  const newest = raised[10]!;
  await expect(search.getByRole('article').first()).toContainText(newest);
  await search.getByRole('button', { name: 'Next' }).click();
  // Spec §4: page 2 is appended below page 1.
  await expect(search.getByRole('article')).toHaveCount(11);
  await expect(search.getByRole('article').first()).toContainText(newest);
  await expect(search.getByRole('article').last()).toContainText(raised[0]!);
  await expect(search.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectNoViolations(search);
  await visitor.close();
});

test('issue 20 §1: several requests in one go on a plan that allows it (multiple_enabled): a breakdown and a damage claim, one co-pay', async ({
  page,
}, info) => {
  await customerWithActivePlan(page, info, PARTNER, TC_LAPTOP);
  await fillFlow(page, TC_PLAN, /Breakdown repair/);
  await continueButton(page).click();
  await problemsToReview(page, { invoice: true });
  await page.getByRole('button', { name: 'Add another device or cover' }).click();
  await expect(page.getByRole('group', { name: 'Requests in this submission' })).toBeVisible();
  await page.getByRole('radio', { name: /Accidental and liquid damage/ }).check();
  await expect(page.getByRole('status').filter({ hasText: 'You will pay ₹3,000' })).toBeVisible();
  await expectNoViolations(page);
  await continueButton(page).click();

  // Back at the review (the edit started there): the second request still needs its problem and documents.
  const second = page.getByRole('region', { name: 'Request 2' });
  await expect(second.getByRole('heading', { name: 'Accidental and liquid damage' })).toBeVisible();
  await second.getByRole('link', { name: 'Edit problem' }).click();
  await expect(page.getByRole('heading', { name: 'What is the problem?' })).toBeVisible();
  await page.getByRole('checkbox').first().check();
  await continueButton(page).click();
  await second.getByRole('link', { name: 'Edit documents' }).click();
  await page
    .getByLabel(/Purchase invoice/)
    .setInputFiles({ name: 'laptop-invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
  await page
    .getByLabel(/Photos of the device/)
    .setInputFiles({ name: 'hinge.png', mimeType: 'image/png', buffer: devicePhotoPng() });
  await expect(page.getByRole('button', { name: 'Remove hinge.png' })).toBeVisible();
  await continueButton(page).click();
  await expect(second.getByText('Purchase invoice: laptop-invoice.pdf')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Request 1' }).getByText('There is nothing to pay'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Raise Service Request' }).click();

  // One co-pay (the damage claim's), then both requests.
  await expect(page.getByRole('heading', { name: 'Pay the co-pay' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Pay ₹3,000' }).click();
  await payInCheckout(page);
  await expect(page.getByRole('heading', { name: 'Your requests are raised' })).toBeVisible({
    timeout: 20_000,
  });
  const numbers = await page.getByRole('region', { name: /^Request \d{6}-\d{6}$/ }).all();
  expect(numbers).toHaveLength(2);
  await expect(page.getByText('Approved: we will confirm your appointment shortly.')).toHaveCount(2);
  await expectNoViolations(page);
  await page.goto('/account/requests');
  await expect(page.getByRole('link', { name: /^Track Request \d{6}-\d{6}$/ })).toHaveCount(2);
});
