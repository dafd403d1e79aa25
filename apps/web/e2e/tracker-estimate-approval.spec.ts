// Decision 090: the owner approves the repair estimate that awaits them from the tracker, before
// the page's scripts run, or declines it (behind a disclosure) once hydrated; the tracker then
// says what happens next.
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { clientIp, signInByApi } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { toAwaitingApproval } from './fixtures/desk';
import { DEMO, raiseByApi, trackerOf } from './fixtures/selfserve';

test.describe.configure({ timeout: 90_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const LAPTOP_PLAN = 'Laptop Total Care';
const approvalCard = (page: Page) => page.getByRole('region', { name: 'Your approval is needed' });

/** A breakdown request on the demo customer's laptop, its estimate awaiting their approval. */
async function awaitingRequest(page: Page, browser: Browser): Promise<string> {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, {
    planName: LAPTOP_PLAN,
    cover: (c) => c.cover_id === 'breakdown',
  });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await toAwaitingApproval(staff.request, srId);
  await staff.close();
  return srId;
}

test('decision 090: approve before the scripts run — the repair starts and the tracker says so', async ({
  page,
  browser,
}) => {
  const srId = await awaitingRequest(page, browser);
  await withoutScripts(page);
  await page.goto(trackerOf(srId));
  await expect(page.getByRole('heading', { level: 2, name: 'Awaiting your approval' })).toBeVisible();
  const approve = approvalCard(page).getByRole('button', { name: 'Approve repair' });
  await expectNotHydrated(approve);
  await approve.click();
  await expect(page).toHaveURL(new RegExp(`${trackerOf(srId)}\\?estimate=approve#sr-estimate-answered$`));
  await expect(
    page.getByRole('status').filter({ hasText: 'You approved the repair. We have started on it.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Repair in progress' })).toBeVisible();
  await expect(approvalCard(page)).toHaveCount(0);
});

test('decision 090: decline once hydrated, with axe — behind its disclosure; the request ends, the reason in words', async ({
  page,
  browser,
}) => {
  const srId = await awaitingRequest(page, browser);
  await page.goto(trackerOf(srId));
  const card = approvalCard(page);
  await whenHydrated(card.getByRole('button', { name: 'Approve repair' }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await expect(card.getByRole('button', { name: 'Decline repair' })).toBeHidden();
  await card.getByText('Decline the estimate', { exact: true }).click();
  await card.getByRole('button', { name: 'Decline repair' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You declined the estimate.' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Why it was cancelled' }).getByText('You declined the repair estimate.'),
  ).toBeVisible();
});
