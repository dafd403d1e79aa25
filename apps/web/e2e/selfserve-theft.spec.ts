// Issue 20 §6 "theft with FIR" (decision 063), at 390 and 1280 px, each run on a customer of its
// own with a Phone Total Care with Theft & Loss bought today (a marketplace sale, activated: the
// plan allows one theft claim a plan year, so a shared plan would make a run depend on the last):
// the plan page states the theft terms; My Plans → Raise → the 'Theft or loss' cover (the excess shown) → what
// happened → where the replacement goes → 'Theft claim', no repair route → FIR, SIM-block letter and
// invoice uploaded through the document store → review → the excess paid on the sandbox → success →
// the tracker lists the theft milestones; the service desk moves it store informed → invoice
// generated → replacement delivered → closed, and the tracker shows each. axe on every page.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { SR_MILESTONES, SR_STATE_LABELS } from '@kavach/domain';
import { expectNoViolations, test } from './fixtures/account';
import { devicePhotoPng, invoicePdf } from './fixtures/activation-files';
import { payInCheckout } from './fixtures/emulator-checkout';
import { deskPage } from './fixtures/desk';
import { customerWithActivePlan, SR_NUMBER, TC_PHONE } from './fixtures/selfserve';

test.use({ bypassCSP: true }); // axe is injected as a script tag
// A customer of its own first (partner sale, phone sign-in, activation with uploads), then the journey.
test.describe.configure({ timeout: 180_000 });

const THEFT_PLAN = 'Phone Total Care with Theft & Loss';

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' }).first();

test('decision 063: the phones’ plan page sells theft cover and states its terms', async ({ page }) => {
  await page.goto('/mobile-phones-extended-warranty-plans');
  const card = page.locator('#coverage-details article').filter({ hasText: THEFT_PLAN });
  await expect(card.getByText(/^Theft or loss: the phone replaced/)).toBeVisible();
  await expect(
    card.getByText(
      'Up to 1 request a plan year · excess 5% of the device price, at least ₹1,000 · report within 2 days',
    ),
  ).toBeVisible();
  await expectNoViolations(page);
});

/** The service desk's buttons, one move at a time, on the request's desk page (issue 20 §4). */
async function moveOnDesk(desk: Page, srId: string, buttons: readonly string[]) {
  for (const name of buttons) {
    await desk.goto(`/service-desk/${srId}`);
    await desk.getByRole('button', { name, exact: true }).click();
    await expect(desk.getByRole('status').filter({ hasText: 'Done' })).toBeVisible();
  }
}

test('issue 20 §6 theft with FIR: raise from My Plans, upload the FIR and SIM-block letter, pay the excess, track it; the desk delivers the replacement', async ({
  page,
  browser,
}, info) => {
  const partner = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };
  const owner = await customerWithActivePlan(page, info, partner, TC_PHONE);
  await page.goto('/account/plans');
  const card = page.getByRole('article').filter({ hasText: THEFT_PLAN });
  await card
    .getByRole('link', { name: /Raise Service Request|Track Request/ })
    .first()
    .waitFor();

  await page.goto('/selfserve');
  await page.getByRole('button', { name: `Raise Service Request for ${THEFT_PLAN}` }).click();
  await expect(page.getByRole('heading', { name: THEFT_PLAN })).toBeVisible();
  await continueButton(page).click();

  // The cover: theft or loss, with the excess known before committing.
  await expect(page.getByRole('heading', { name: 'What do you want to claim?' })).toBeVisible();
  await page.getByRole('radio', { name: /Theft or loss/ }).check();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will pay an excess of ₹3,995' }),
  ).toBeVisible();
  await expectNoViolations(page);
  await continueButton(page).click();

  // What happened, not repair problems.
  await expect(page.getByRole('heading', { name: 'What is the problem?' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Not charging' })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Stolen' }).check();
  await expectNoViolations(page);
  await continueButton(page).click();

  // Where the replacement goes.
  await expect(page.getByRole('heading', { name: 'Where should we deliver the replacement?' })).toBeVisible();
  await page.getByLabel('PIN code').fill('400050');
  await expect(page.getByLabel('City')).not.toHaveValue('');
  await page.getByLabel('House, building and street').fill('402, Sea Breeze, Carter Road');
  await page.getByLabel('Mobile number').fill(owner.phone);
  await expectNoViolations(page);
  await continueButton(page).click();

  // No repair route: the only way is the theft claim, and a time for our call.
  await expect(page.getByRole('heading', { name: 'When can we call you?' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Theft claim' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /pick & drop|Carry-in|Repair at home/ })).toHaveCount(0);
  await expectNoViolations(page);
  await continueButton(page).click();

  // The theft documents, each checked by the document store as it is uploaded; no photo slot.
  await expect(page.getByRole('heading', { name: 'Upload documents' })).toBeVisible();
  await expect(
    page.getByText(/^This cover needs: FIR \(copy of the police complaint\), SIM-block letter/),
  ).toBeVisible();
  await expect(page.getByLabel(/^Photos of the device/)).toHaveCount(0);
  const files: [RegExp, string, string, Buffer][] = [
    [/^FIR/, 'fir.pdf', 'application/pdf', invoicePdf()],
    [/^SIM-block letter/, 'sim-block.png', 'image/png', devicePhotoPng()],
    [/^Purchase invoice/, 'invoice.pdf', 'application/pdf', invoicePdf()],
  ];
  for (const [label, name, mimeType, buffer] of files) {
    await page.getByLabel(label).setInputFiles({ name, mimeType, buffer });
    await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }
  await expectNoViolations(page);
  await continueButton(page).click();

  // Review, then the excess on the sandbox gateway.
  await expect(page.getByRole('heading', { name: 'Check and raise your request' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Raise Service Request' }).click();
  await expect(page.getByRole('button', { name: 'Pay ₹3,995' })).toBeVisible({ timeout: 20_000 });
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Pay ₹3,995' }).click();
  await payInCheckout(page);

  await expect(page.getByRole('heading', { name: 'Your request is raised' })).toBeVisible({
    timeout: 20_000,
  });
  // The plan's first theft claim, with the FIR: approved at once.
  await expect(page.getByText(/Approved: we will call you in the time you picked/)).toBeVisible();
  const number = (await page.getByText(SR_NUMBER).first().innerText()).match(SR_NUMBER)?.[0] ?? '';
  expect(number).toMatch(SR_NUMBER);
  await expectNoViolations(page);

  // The tracker: the theft process's milestones, through to the replacement.
  await page.getByRole('link', { name: new RegExp(`Track Request ${number}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/selfserve/tracker/service-request/${number}$`));
  await expect(page.getByText('Theft claim').first()).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress' });
  const steps = progress.getByRole('listitem');
  await expect(steps).toHaveCount(SR_MILESTONES.theft.length);
  for (const [i, state] of SR_MILESTONES.theft.entries())
    await expect(steps.nth(i)).toContainText(SR_STATE_LABELS[state]);
  await expect(progress).toContainText('Replacement delivered');
  await expectNoViolations(page);

  // The service desk moves it through the theft process; the tracker shows where it is.
  const desk = await deskPage(browser);
  await desk.goto(`/service-desk/${number}`);
  await expect(desk.getByRole('heading', { level: 1, name: `Request ${number}` })).toBeVisible();
  await expect(desk.getByRole('button', { name: 'Mark as Store informed' })).toBeVisible();
  await expectNoViolations(desk);
  await moveOnDesk(desk, number, [
    'Mark as Store informed',
    'Mark as Invoice generated',
    'Mark as Replacement delivered',
  ]);
  await page.reload();
  await expect(progress.getByRole('listitem').filter({ hasText: 'Replacement delivered' })).not.toContainText(
    'not reached yet',
  );
  await moveOnDesk(desk, number, ['Close']);
  await desk.context().close();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Closed' }).first()).toBeVisible();
});
