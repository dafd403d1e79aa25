// Issue 3 §3: the checkout's Razorpay branch (features/checkout/razorpay-checkout.ts) in a real
// browser. A private API (PAYMENT_GATEWAY=razorpay) and web run against the API's fake Razorpay
// server (fixtures/razorpay-stack.ts); checkout.js is replaced by a small stand-in whose dialog
// plays the customer (fixtures/fake-checkout-js.ts). Journeys: pay (docs/product/checkout.md#order-summary-and-invoices checkout → order summary),
// a failed payment then closing the window (docs/product/api.md#orders) and its retry, and checkout.js that does
// not load. The same branch over the Razorpay emulator (npm start): checkout.spec.ts.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import type { CheckoutResponse, OrderResultResponse, OrderSummary } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { ROOT } from '../../../scripts/lib/repo.mjs';
import { formatViolations, runAxe } from './fixtures/axe';
import { AC_PAGE, PLANS, itemByTitle, seedCart, serverCart, tapAddToCart } from './fixtures/cart';
import { fillDetails, stepHeading, testPhone, verifyPhone } from './fixtures/checkout';
import { expectPageHeaders, watchCsp } from './fixtures/csp';
import { fakePayments, useFakeCheckout } from './fixtures/fake-checkout-js';
import { RAZORPAY_KEYS, startRazorpayStack, type RazorpayStack } from './fixtures/razorpay-stack';
import { PAGE_SCRIPTS } from './fixtures/script-allowlist';
import { recordScripts } from './fixtures/script-inventory';

const SUMMARY_URL = /\/account\/plans\?params=ordersummary&order_id=KV[A-Z0-9]{12}$/;
const FAILED = 'The payment did not go through. No money was taken; you can try again.';
const UNAVAILABLE = 'We could not open the payment window. Check your connection and try again.';
/** What Razorpay's payment.failed carries that our failure endpoint takes (code, description, reason). */
const FAILED_ERROR = { code: 'BAD_REQUEST_ERROR', description: 'Payment failed', reason: 'payment_failed' };

let stack: RazorpayStack | null = null;
const live = (): RazorpayStack => {
  if (!stack) throw new Error('the Razorpay stack did not start (see beforeAll)');
  return stack;
};

const rzpDialog = (page: Page) => page.getByRole('dialog', { name: 'Razorpay Checkout' });
const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Clicks "Pay ₹X" on the review step; answers POST /v3/order/checkout's body. */
async function clickPay(page: Page, total: number): Promise<CheckoutResponse> {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/v3/order/checkout'));
  await page.getByRole('button', { name: `Pay ${formatInr(total)}` }).click();
  const res = await answer;
  expect(res.status(), await res.text()).toBe(200);
  const order = (await res.json()) as CheckoutResponse;
  expect(order.gateway).toBe('razorpay');
  expect(order.checkout_script).toBe('https://checkout.razorpay.com/v1/checkout.js');
  return order;
}

/** The order summary page of a paid order (docs/product/checkout.md#order-summary-and-invoices), as checkout.spec.ts checks it over the emulator. */
async function expectOrderSummary(page: Page, order: CheckoutResponse) {
  await expect(page).toHaveURL(SUMMARY_URL);
  expect(page.url()).toContain(`order_id=${order.order_id}`);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByTestId('order-amount-paid')).toHaveText(formatInr(order.amount));
  await expect(page.getByRole('region', { name: 'Plans bought' }).getByText(PLANS.ew.title)).toBeVisible();
}

/** The gateway's own record: the fake server's order and the statuses of its payments. */
function gatewayRecord(orderId: string) {
  const { fake } = live();
  return {
    status: fake.books.orders.get(orderId)?.status,
    amountPaid: fake.books.orders.get(orderId)?.amount_paid,
    payments: fakePayments(fake, orderId).map((p) => p.status),
  };
}

// Tagged: scripts/e2e.mjs runs specs that start servers of their own after the rest of the suite,
// so their start-up (an API seeding its database, a Next server) never slows other tests.
test.describe('checkout with Razorpay Standard Checkout (issue 3 §3)', { tag: '@own-stack' }, () => {
  // One API + web pair per worker, shared by the journeys in order.
  test.describe.configure({ mode: 'serial', timeout: 90_000 });
  // Under the pages' Content-Security-Policy (docs/product/security-tests.md#t12-1, decision 042): no bypass.
  test.use({
    // Pages, page.request and `request` go to this worker's web. Resolved per test and per hook
    // (the context options are set up for beforeAll too, before the stack exists: undefined there).
    // eslint-disable-next-line no-empty-pattern
    baseURL: async ({}, use) => use(stack?.webUrl),
  });

  test.beforeAll(async () => {
    // Fake + API (migrations and seed on a fresh database: up to ~20 s on a busy box) + web.
    test.setTimeout(240_000);
    stack = await startRazorpayStack({
      name: `razorpay-${test.info().project.name}`,
      databaseUrl: process.env.DATABASE_URL,
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
    stack = null;
  });

  test('issue 3 §3 (1), §2 journey: category → add plan → checkout → details → phone code → Pay opens Razorpay Checkout with the key id, the gateway order, the total in paise, INR and the typed details → Pay → order summary; the gateway holds a captured payment and a paid order', async ({
    page,
    request,
  }, info) => {
    const { fake } = live();
    const checkout = await useFakeCheckout(page, fake);
    const violations = await watchCsp(page);
    const phone = testPhone(info);
    await page.goto(AC_PAGE);
    await tapAddToCart(itemByTitle(page, PLANS.ew.title));
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);

    const order = await clickPay(page, cart.total);
    const dialog = rzpDialog(page);
    await expect(dialog).toBeVisible();
    expect(checkout.opened).toEqual([
      {
        key: RAZORPAY_KEYS.keyId,
        order_id: order.gateway_order_id,
        amount: cart.total,
        currency: 'INR',
        name: 'Kavach',
        description: `Order ${order.order_id}`,
        prefill: { name: 'Asha Rao', email: 'asha.rao@example.in', contact: `+91${phone}` },
        handler: 'function',
        ondismiss: 'function',
      },
    ]);
    // The gateway order was created through the Orders API for the same amount (docs/product/security-tests.md#t7-1).
    expect(fake.books.orders.get(order.gateway_order_id)?.amount).toBe(cart.total);
    await page.screenshot({
      path: path.join(ROOT, 'test-results', `razorpay-dialog-${info.project.name}.png`),
    });

    const success = page.waitForRequest((r) => r.url().endsWith('/api/v3/order/success'));
    await dialog.getByRole('button', { name: 'Pay', exact: true }).click();
    expect((await success).postDataJSON()).toEqual({
      razorpay_order_id: order.gateway_order_id,
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await expectOrderSummary(page, order);
    expect(gatewayRecord(order.gateway_order_id)).toEqual({
      status: 'paid',
      amountPaid: cart.total,
      payments: ['captured'],
    });
    // docs/product/security-tests.md#t12-1: the whole journey, Razorpay's checkout.js included, ran under the policy.
    expect(await violations()).toEqual([]);
  });

  test('issue 3 §3 (2), §7 Orders: "Fail payment" reports the gateway error and keeps the window; Close shows the API\'s failure message on /checkout (axe clean); the retry reuses the gateway order → Pay → order summary', async ({
    page,
    request,
  }, info) => {
    const { fake } = live();
    const checkout = await useFakeCheckout(page, fake);
    const cspViolations = await watchCsp(page);
    const phone = testPhone(info);
    const cart = await seedCart(page, [PLANS.ew]);
    const inventory = recordScripts(page);
    const opened = await page.goto('/checkout');
    expectPageHeaders(opened!);
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);

    const order = await clickPay(page, cart.total);
    const dialog = rzpDialog(page);
    // The window is open, so checkout.js has been requested: only now is the inventory complete.
    await expect(dialog).toBeVisible();
    // docs/product/security-tests.md#t12-2: the checkout page with Razorpay runs exactly the committed allowlist.
    const scripts = await inventory();
    expect(scripts.problems).toEqual([]);
    expect(scripts.ids).toEqual([...PAGE_SCRIPTS.checkoutWithRazorpay].sort());
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/v3/order/failure'));
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    const report = await reported;
    expect(report.postDataJSON()).toEqual({ razorpay_order_id: order.gateway_order_id, error: FAILED_ERROR });
    expect((await report.response())?.status()).toBe(200);
    await expect(dialog).toBeVisible();

    const dismissed = page.waitForResponse((r) => r.url().endsWith('/api/v3/order/failure'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    const answer = await dismissed;
    expect(answer.request().postDataJSON()).toEqual({
      razorpay_order_id: order.gateway_order_id,
      error: FAILED_ERROR,
    });
    const result = (await answer.json()) as OrderResultResponse;
    expect(result).toMatchObject({ order_id: order.order_id, status: 'payment_failed', message: FAILED });
    await expect(alertWith(page, result.message)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(stepHeading(page, 'Review & pay')).toBeVisible();
    expect(gatewayRecord(order.gateway_order_id)).toMatchObject({
      status: 'attempted',
      payments: ['failed'],
    });
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    // Retry: the same order and gateway order (docs/product/security-tests.md#t8-8: one gateway order per cart version).
    const again = await clickPay(page, cart.total);
    expect(again).toMatchObject({ order_id: order.order_id, gateway_order_id: order.gateway_order_id });
    await expect(alertWith(page, FAILED)).toHaveCount(0);
    await rzpDialog(page).getByRole('button', { name: 'Pay', exact: true }).click();
    await expectOrderSummary(page, order);
    expect(checkout.opened.map((o) => o.order_id)).toEqual([order.gateway_order_id, order.gateway_order_id]);
    expect(await cspViolations()).toEqual([]);
    expect(gatewayRecord(order.gateway_order_id)).toEqual({
      status: 'paid',
      amountPaid: cart.total,
      payments: ['failed', 'captured'],
    });
  });

  test('issue 3 §3 (3): checkout.js does not load → "We could not open the payment window. Check your connection and try again." on /checkout, Pay usable again, no payment and the order not paid', async ({
    page,
    request,
  }, info) => {
    const { fake } = live();
    const checkout = await useFakeCheckout(page, fake, { unavailable: true });
    const phone = testPhone(info);
    const cart = await seedCart(page, [PLANS.ew]);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);

    const order = await clickPay(page, cart.total);
    await expect(alertWith(page, UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('button', { name: `Pay ${formatInr(cart.total)}` })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(checkout.opened).toEqual([]);
    expect(gatewayRecord(order.gateway_order_id)).toEqual({ status: 'created', amountPaid: 0, payments: [] });
    const summary = await page.request.get(`/api/v3/order/summary/${order.order_id}`);
    expect(summary.status()).toBe(200);
    const body = (await summary.json()) as OrderSummary;
    expect(body.status).toBe('payment_pending');
    expect(body.payment_date).toBeNull();
  });
});
