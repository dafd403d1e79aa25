// The web checkout (docs/product/checkout.md#order-summary-and-invoices Screens: cart → checkout → payment → order summary; docs/product/api.md#one-time-codes Orders, One-time
// codes): the whole journey through the Razorpay emulator's Checkout window, a failed payment and its retry,
// and the empty-cart redirect. Slots: checkout-slots.spec.ts; axe: checkout-a11y.spec.ts.
import { expect, test } from '@playwright/test';
import { formatInr } from '@kavach/domain';
import { PLANS, itemByTitle, seedCart, serverCart, tapAddToCart } from './fixtures/cart';
import { fillDetails, lastSmsId, readOtp, stepHeading, testPhone, verifyPhone } from './fixtures/checkout';
import { checkoutDialog, payInCheckout } from './fixtures/emulator-checkout';

const SUMMARY_URL = /\/account\/plans\?params=ordersummary&order_id=KV[A-Z0-9]{12}$/;

test.describe('checkout', () => {
  // Whole journeys through three pages and the outbox.
  test.describe.configure({ timeout: 60_000 });
  test('§2 journey: category → plan → add → cart → checkout details (§5 PIN lookup, input filter) → one-time code (§7, attempts left) → review → payment in the emulator Checkout → order summary "Payment successful" with the amount; the invoice is a PDF', async ({
    page,
    request,
  }, info) => {
    const phone = testPhone(info);
    await page.goto('/');
    await page.getByRole('link', { name: 'View plans for Air Conditioners' }).click();
    const card = itemByTitle(page, PLANS.ew.title);
    await tapAddToCart(card);
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to checkout' }).filter({ visible: true }).click();

    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page).toHaveTitle(/^Checkout/);
    const progress = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(progress.locator('[aria-current="step"]')).toContainText('Details');
    // docs/product/accounts.md#input-rules: < and > are stripped as typed; empty required fields say 'Required field'.
    await page.getByLabel('Full name').pressSequentially('Asha <Rao>');
    await expect(page.getByLabel('Full name')).toHaveValue('Asha Rao');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('Required field')).toHaveCount(4);
    await page.getByLabel('PIN code').fill('000000');
    await expect(page.getByText('We could not find this PIN code')).toBeVisible();
    await fillDetails(page, phone);

    await expect(progress.locator('[aria-current="step"]')).toContainText('Verify phone');
    await expect(stepHeading(page, 'Verify phone')).toBeFocused();
    const before = await lastSmsId(request, phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('An OTP has been sent to your phone')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const code = await readOtp(request, phone, before);
    const wrong = `${(Number(code[0]) + 1) % 10}${code.slice(1)}`;
    await page.getByLabel('Enter the 6-digit OTP').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('The OTP is incorrect. 4 attempts left.')).toBeVisible();
    await page.getByLabel('Enter the 6-digit OTP').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(stepHeading(page, 'Review & pay')).toBeVisible();
    await expect(page.getByText('Choose a visit slot')).toHaveCount(0);
    const checkout = page.waitForRequest((r) => r.url().endsWith('/api/v3/order/checkout'));
    await page.getByRole('button', { name: `Pay ${formatInr(cart.total)}` }).click();
    expect((await checkout).postDataJSON()).toEqual({});
    const answer = (await (await checkout).response())!;
    const order = (await answer.json()) as { order_id: string; checkout_script: string };

    // Checkout opens over the page: the Razorpay emulator's stand-in, loaded from our own origin.
    expect(order.checkout_script).toBe('/api/razorpay-emulator/checkout.js');
    const dialog = checkoutDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/no money moves/i)).toBeVisible();
    await expect(dialog.getByTestId('emulator-amount')).toHaveText(formatInr(cart.total));
    await expect(dialog.getByText(`Order ${order.order_id}`)).toBeVisible();
    const orderId = order.order_id;
    expect(orderId).toMatch(/^KV[A-Z0-9]{12}$/);
    await payInCheckout(page);

    await expect(page).toHaveURL(SUMMARY_URL);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    expect(page.url()).toContain(`order_id=${orderId}`);
    await expect(page.getByTestId('order-amount-paid')).toHaveText(formatInr(cart.total));
    await expect(page.getByText(orderId)).toBeVisible();
    await expect(page.getByText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plans bought' }).getByText(PLANS.ew.title)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Activate your plan' })).toHaveAttribute(
      'href',
      '/account/plans',
    );
    const invoice = page.getByRole('link', { name: 'Download invoice' });
    const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  });

  test('§2 order summary: sales touchpoints blocked (no chat button, no app banner); another session sees "We could not find this order"', async ({
    page,
    browser,
    request,
  }, info) => {
    const phone = testPhone(info);
    await seedCart(page, [PLANS.ew]);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);
    const checkout = page.waitForResponse((r) => r.url().endsWith('/api/v3/order/checkout'));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const gatewayOrderId = ((await (await checkout).json()) as { gateway_order_id: string }).gateway_order_id;
    await payInCheckout(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Chat with Experts/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Get App/i })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);

    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
    await expect(other.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    // Finding 10 of issue 18: the emulator's order view is the paying session's alone (decision 043).
    await other.close();
    const stranger = await request.get(`/api/razorpay-emulator/orders/${gatewayOrderId}`); // no session cookie
    expect(stranger.status()).toBe(404);
    expect(await stranger.text()).not.toMatch(/KV[A-Z0-9]{12}/);
  });

  test('§7 Orders: a failed payment, then closing the window, shows "The payment did not go through…" on /checkout; Pay again then succeeds', async ({
    page,
    request,
  }, info) => {
    const phone = testPhone(info);
    await seedCart(page, [PLANS.ew]);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    const dialog = checkoutDialog(page);
    await dialog.getByRole('button', { name: 'Fail payment' }).click();
    await expect(dialog.getByRole('status')).toContainText('Payment failed');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The payment did not go through' });
    await expect(alert).toContainText('No money was taken; you can try again.');
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await payInCheckout(page);
    await expect(page).toHaveURL(SUMMARY_URL);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  });

  test('§2 an empty cart redirects /checkout to /cart', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });
});
