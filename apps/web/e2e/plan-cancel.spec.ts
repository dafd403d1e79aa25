// Decision 093: the customer cancels a plan bought in the last 30 days from its My Plans card, for
// a full refund — before the page's scripts run (a native disclosure and a form posting to a
// server action) and after — and the card then says when, the refund and the credit note. The
// rule, the refund at the gateway and the notices are tested on the API (plan-cancellation.test.ts).
import { expect } from '@playwright/test';
import { test } from './fixtures/account';
import type { Page } from '@playwright/test';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { customerWhoBoughtAPlan } from './fixtures/purchase';

test.describe.configure({ timeout: 90_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const card = (page: Page) => page.getByRole('article').filter({ hasText: 'Mobile Phone Extended Warranty' });

async function expectCancelled(page: Page) {
  await expect(page).toHaveURL(/\/account\/plans\?cancelled=[^#]+(#card-.+)?$/);
  const c = card(page);
  await expect(c.getByRole('status').filter({ hasText: 'Your plan is cancelled.' })).toBeInViewport();
  // The refund is on its way, or already taken by the gateway (the outbox relay runs every second).
  await expect(c).toContainText(
    /₹[\d,]+ (is on its way back to|has been refunded to) the account you paid from/,
  );
  await expect(c.getByText('Status: Cancelled')).toBeAttached();
  const note = c.getByRole('link', { name: /^Download credit note CN-PL-\d{6} \(PDF\)$/ });
  const pdf = await page.request.get((await note.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await expect(c.getByText('Cancel plan', { exact: true })).toHaveCount(0);
}

test('decision 093: cancel before the scripts run — the disclosure opens, a reason, the refund button; the card says it is cancelled', async ({
  page,
}, info) => {
  await customerWhoBoughtAPlan(page, info);
  await withoutScripts(page);
  await page.goto('/account/plans');
  const c = card(page);
  await c.getByText('Cancel plan', { exact: true }).click();
  await expect(c).toContainText(
    /You can cancel this plan until \d{2} \w{3} \d{4} for a full refund of ₹[\d,]+/,
  );
  const submit = c.getByRole('button', { name: /^Cancel plan and refund ₹[\d,]+$/ });
  await expectNotHydrated(submit);
  await c.getByRole('radio', { name: 'I bought it by mistake' }).check();
  await submit.click();
  await expectCancelled(page);
});

test('decision 093: cancel once hydrated; a second tab that still offers it is told it is already cancelled', async ({
  page,
  context,
}, info) => {
  await customerWhoBoughtAPlan(page, info);
  const stale = await context.newPage();
  await stale.goto('/account/plans');
  await card(stale).getByText('Cancel plan', { exact: true }).click();

  await page.goto('/account/plans');
  const c = card(page);
  await c.getByText('Cancel plan', { exact: true }).click();
  const submit = await whenHydrated(c.getByRole('button', { name: /^Cancel plan and refund/ }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await c.getByRole('radio', { name: 'I found a better price elsewhere' }).check();
  await submit.click();
  await expectCancelled(page);

  const old = card(stale);
  await old.getByRole('radio', { name: 'Another reason' }).check();
  await old.getByRole('button', { name: /^Cancel plan and refund/ }).click();
  await expect(old.getByRole('alert').filter({ hasText: 'This plan is already cancelled.' })).toBeVisible();
  await expect(old.getByText(/^Cancelled on \d{2} \w{3} \d{4}\./)).toBeVisible();
  await stale.close();
});
