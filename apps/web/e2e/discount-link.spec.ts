// Issue 18 §3.3: `?discount=CODE` (docs/product/catalogue.md#query-parameters-and-marketing-cookies query parameters, docs/product/catalogue.md#query-parameters-and-marketing-cookies tracked marketing parameter, kept as
// a cookie) was stored but never used. A visitor who arrives with it finds the code applied to the
// cart (docs/product/cart.md#discount-codes "A discount is applied … on the cart"), or its message shown (docs/product/cart.md#discount-codes "Invalid discount:
// shows the server's message") — once: the cookie is then consumed, so a code the visitor removed
// does not come back. Applying still goes through POST /v3/cart/apply_discount and its limits (H11).
import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import type { DiscountResponse } from '@kavach/contracts';
import { AC_PAGE, PLANS, itemByTitle, serverCart, summary, tapAddToCart } from './fixtures/cart';

test.describe.configure({ timeout: 90_000 });

const applyCalls = (page: Page) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v3/cart/apply_discount')) calls.push(r.postData() ?? '');
  });
  return calls;
};

const discountCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((c) => c.name === 'discount')?.value ?? null;

/** Lands on the AC plan page with the link's query and adds the AMC plan from its card. */
async function arriveAndAdd(page: Page, code: string) {
  await page.goto(`${AC_PAGE}?discount=${encodeURIComponent(code)}&utm_source=partner`);
  expect(await discountCookie(page.context())).toBe(code);
  const added = page.waitForResponse(
    (r) => r.url().endsWith('/api/v3/cart/item') && r.request().method() === 'POST',
  );
  await tapAddToCart(itemByTitle(page, PLANS.amc.title));
  expect((await added).status()).toBe(200);
}

test('issue 18 §3.3 (spec §9 discount): a visitor arriving with ?discount=AMC15 finds it applied on the cart, once', async ({
  page,
}) => {
  const calls = applyCalls(page);
  await arriveAndAdd(page, 'AMC15');

  const applied = page.waitForResponse((r) => r.url().endsWith('/api/v3/cart/apply_discount'));
  await page.goto('/cart');
  const body = (await (await applied).json()) as DiscountResponse;
  expect(body.discount_message.is_valid).toBe(true);
  const box = summary(page);
  await expect(box.getByText('Discount (AMC15)')).toBeVisible();
  await expect(box.getByText(/^Coupon AMC15 applied$/)).toBeVisible();
  await expect(box.getByRole('status')).toHaveText(body.discount_message.message);
  expect((await serverCart(page)).discount_code).toBe('AMC15');
  expect(await discountCookie(page.context())).toBeNull();
  expect(calls).toHaveLength(1);

  // Removed by the visitor, it stays removed: no second application on the next visit.
  await box.getByRole('button', { name: 'Remove coupon AMC15' }).click();
  await expect(box.getByText('Discount (AMC15)')).toHaveCount(0);
  await page.reload();
  await expect(itemByTitle(page, PLANS.amc.title)).toBeVisible();
  await expect(summary(page).getByLabel('Coupon code')).toBeVisible();
  expect((await serverCart(page)).discount_code).toBeNull();
  expect(calls).toHaveLength(1);
  // The other marketing cookies are left alone.
  expect((await page.context().cookies()).find((c) => c.name === 'utm_source')?.value).toBe('partner');
});

test('issue 18 §3.3 (spec §8 invalid discount): a visitor arriving with an unknown ?discount code sees its message once', async ({
  page,
}) => {
  const calls = applyCalls(page);
  await arriveAndAdd(page, 'NOSUCHCODE');

  const answered = page.waitForResponse((r) => r.url().endsWith('/api/v3/cart/apply_discount'));
  await page.goto('/cart');
  const body = (await (await answered).json()) as DiscountResponse;
  expect(body.discount_message.is_valid).toBe(false);
  const box = summary(page);
  await expect(box.getByRole('status')).toHaveText(body.discount_message.message);
  // The refused code stays in the field, so the visitor sees which one failed.
  await expect(box.getByLabel('Coupon code')).toHaveValue('NOSUCHCODE');
  await expect(box.getByText(/^Discount/)).toHaveCount(0);
  expect(await discountCookie(page.context())).toBeNull();

  await page.reload();
  await expect(summary(page).getByLabel('Coupon code')).toHaveValue('');
  await expect(summary(page).getByRole('status')).toHaveText('');
  expect(calls).toHaveLength(1);
});
