// Decision 091: the customer renews a yearly service contract from its My Plans card — before the
// page's scripts run (a form posting to a server action) and after — and the renewal is a line of
// its own in the cart: marked Renewal, its quantity fixed, no visit slot to book at checkout. The
// payment and the next term are tested on the API (renewal.test.ts).
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, scriptsHeld } from './fixtures/no-scripts';
import { DEMO } from './fixtures/selfserve';

test.describe.configure({ timeout: 60_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

/** The demo customer's AC AMC ends in 2 days: the one card that offers a renewal. */
const renewable = (page: Page) =>
  page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Renew plan' }) });

async function expectRenewalInCart(page: Page) {
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('listitem').filter({ hasText: 'Renewal' });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText('the next term of your plan, for the same device');
  await expect(line).toContainText('Daikin');
  await expect(line.getByText('Qty 1')).toBeVisible();
  await expect(line.getByRole('button', { name: /Increase quantity/ })).toHaveCount(0);
  return line;
}

test('decision 091: Renew plan tapped before the scripts run puts the renewal in the cart', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const scripts = await scriptsHeld(page);
  await page.goto('/account/plans', { waitUntil: 'domcontentloaded' });
  const card = renewable(page);
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(
    /Renew now to stay covered\. Your next term starts on \d{2} \w{3} \d{4}\./,
  );
  const renew = card.getByRole('button', { name: 'Renew plan' });
  await expectNotHydrated(renew);
  await renew.click();
  scripts.release();
  await expectRenewalInCart(page);
});

test('decision 091: Renew plan once hydrated; the cart line has no quantity to change and is removed like any other', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  await page.goto('/account/plans');
  const renew = await whenHydrated(renewable(page).getByRole('button', { name: 'Renew plan' }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await renew.click();
  const line = await expectRenewalInCart(page);
  await line.getByRole('button', { name: /^Remove / }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Remove/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
