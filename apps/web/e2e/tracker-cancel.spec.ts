// Decision 086: the owner cancels their own service request from the tracker, before the page's
// scripts run (a native disclosure and a form posting to a server action) and after; a tab that
// saw an older status is told why nothing happened (T16.5).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { DEMO, raiseByApi, trackerOf, TV_PLAN } from './fixtures/selfserve';

test.describe.configure({ timeout: 60_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const cancelSection = (page: Page) => page.getByRole('region', { name: 'Need to cancel?' });

test('decision 086: cancel before the scripts run — the disclosure opens, a reason, Cancel request; the tracker says it is cancelled', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  await withoutScripts(page);
  await page.goto(trackerOf(srId));
  const section = cancelSection(page);
  const submit = section.getByRole('button', { name: 'Cancel request' });
  await section.getByText('Cancel this request', { exact: true }).click();
  await expectNotHydrated(submit);
  await section.getByRole('radio', { name: 'I raised it by mistake' }).check();
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`${trackerOf(srId)}\\?cancelled=1#sr-cancelled$`));
  await expect(
    page.getByRole('status').filter({ hasText: `Your request ${srId} has been cancelled.` }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Why it was cancelled' }).getByText('Cancelled at your request.'),
  ).toBeVisible();
  await expect(cancelSection(page)).toHaveCount(0);
});

test('decision 086: cancel once hydrated, with a second tab that still shows the old status (T16.5: told, nothing changes twice)', async ({
  page,
  context,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  const stale = await context.newPage();
  await stale.goto(trackerOf(srId));
  await cancelSection(stale).getByText('Cancel this request', { exact: true }).click();

  await page.goto(trackerOf(srId));
  const section = cancelSection(page);
  await section.getByText('Cancel this request', { exact: true }).click();
  const submit = await whenHydrated(section.getByRole('button', { name: 'Cancel request' }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await section.getByRole('radio', { name: 'I got it repaired elsewhere' }).check();
  await submit.click();
  // Said where the customer can see it, at a phone's width too: the page scrolls to the message.
  await expect(
    page.getByRole('status').filter({ hasText: `Your request ${srId} has been cancelled.` }),
  ).toBeInViewport();
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();

  // The other tab still offers it: its post is refused and it says why, where the form was.
  const old = cancelSection(stale);
  await old.getByRole('radio', { name: 'Another reason' }).check();
  await old.getByRole('button', { name: 'Cancel request' }).click();
  await expect(
    stale.getByRole('alert').filter({ hasText: 'This request was updated a moment ago.' }),
  ).toBeVisible();
  await expect(stale.getByRole('heading', { level: 2, name: 'Cancelled', exact: true })).toBeVisible();
  await stale.close();
});
