// Decision 097: a customer who sold a device hands its plan to the buyer from My Plans — the
// buyer's mobile number, an SMS to it, the buyer signs in with that number and accepts.
import { expect } from '@playwright/test';
import { clientIp, expectNoViolations, signInWithPhone, test } from './fixtures/account';
import { withoutScripts } from './fixtures/no-scripts';
import { AMC_AC, customerWithActivePlan } from './fixtures/selfserve';

test('decision 097: the owner sends the plan to the buyer’s number with no scripts; the buyer signs in with it and accepts', async ({
  page,
  browser,
  baseURL,
}, info) => {
  const partner = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };
  const seller = await customerWithActivePlan(page, info, partner, AMC_AC);
  const buyerPhone = `${seller.phone.slice(0, 9)}${(Number(seller.phone[9]) + 1) % 10}`;

  await withoutScripts(page);
  await page.goto('/account/plans');
  const card = page.getByRole('article').filter({ hasText: 'FTKF50 split AC' });
  await card.getByText('Transfer plan').click();
  await card.getByLabel('New owner’s mobile number').fill(buyerPhone);
  await card.getByRole('button', { name: 'Send to new owner' }).click();
  await expect(page.getByText('We have sent the plan to its new owner by SMS.')).toBeVisible();
  const waiting = page.getByRole('article').filter({ hasText: 'FTKF50 split AC' });
  await expect(waiting).toContainText(`Waiting for +91 ••••• •${buyerPhone.slice(-4)} to accept this plan`);
  await expect(waiting.getByRole('button', { name: 'Cancel transfer' })).toBeVisible();

  const buyerContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/');
  await signInWithPhone(buyer, buyerPhone);
  await buyer.goto('/account/plans');
  const offered = buyer.getByRole('region', { name: 'Plans transferred to you' });
  await expect(offered).toContainText('has transferred a plan to you');
  await expect(offered).toContainText('FTKF50 split AC');
  await expectNoViolations(buyer);
  await offered.getByRole('button', { name: 'Accept plan' }).click();
  await expect(buyer.getByText('The plan is now in your account.')).toBeVisible();
  await expect(buyer.getByRole('list', { name: 'Your plans' })).toContainText('FTKF50 split AC');
  await buyerContext.close();

  // The seller's My Plans no longer has it.
  await page.goto('/account/plans');
  await expect(page.getByRole('article').filter({ hasText: 'FTKF50 split AC' })).toHaveCount(0);
});
