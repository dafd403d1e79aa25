// /cart (docs/product/cart.md#discount-codes Cart): quantity and removal rules, coupon (docs/product/cart.md#discount-codes invalid discount), PIN-code
// serviceability (docs/product/cart.md#serviceability) and the sticky bottom bar below 769 px (docs/product/catalogue.md#page-layout). The axe audit: cart-a11y.spec.ts.
import { expect, test } from '@playwright/test';
import { MOBILE_BREAKPOINT, formatInr } from '@kavach/domain';
import type { CartResponse, DiscountResponse } from '@kavach/contracts';
import { PLANS, itemByTitle, seedCart, serverCart, summary } from './fixtures/cart';

const cartWrite = (method: string, path: string) => (r: { url(): string; request(): { method(): string } }) =>
  r.url().includes(`/api/v3/cart/${path}`) && r.request().method() === method;

test.describe('cart page', () => {
  test('§4 quantity − / +; − at zero deletes; the remove button and emptying the cart ask for confirmation', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.amc, PLANS.jet]);
    await page.goto('/cart');
    const amc = itemByTitle(page, PLANS.amc.title);
    const jet = itemByTitle(page, PLANS.jet.title);
    const qty = (line: typeof amc) => line.getByRole('group', { name: /Quantity of/ }).locator('output');

    const plus = page.waitForResponse(cartWrite('PATCH', 'items/'));
    await amc.getByRole('button', { name: `Increase quantity of ${PLANS.amc.title}` }).click();
    const afterPlus = (await (await plus).json()) as CartResponse;
    await expect(qty(amc)).toHaveText('2');
    await expect(summary(page).getByTestId('cart-total')).toHaveText(formatInr(afterPlus.cart.total));

    await amc.getByRole('button', { name: `Decrease quantity of ${PLANS.amc.title}` }).click();
    await expect(qty(amc)).toHaveText('1');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The remove button always asks; Cancel keeps the item.
    await jet.getByRole('button', { name: `Remove ${PLANS.jet.title} from cart` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(jet).toBeVisible();

    // − on a single unit while another item remains deletes without asking.
    await jet.getByRole('button', { name: `Decrease quantity of ${PLANS.jet.title}` }).click();
    await expect(jet).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Removing the last item asks first.
    await amc.getByRole('button', { name: `Decrease quantity of ${PLANS.amc.title}` }).click();
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('Your cart will then be empty');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/');
    const server = await serverCart(page);
    expect(server.items).toHaveLength(0);
    expect(server.type).toBeNull();
  });

  test('§8 coupon: an invalid code shows the server message; AMC15 on an AMC plan adds a discount line that can be removed', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.amc]);
    await page.goto('/cart');
    const box = summary(page);
    const code = box.getByLabel('Coupon code');

    await code.fill('NOSUCHCODE');
    const bad = page.waitForResponse(cartWrite('POST', 'apply_discount'));
    await box.getByRole('button', { name: 'Apply' }).click();
    const badBody = (await (await bad).json()) as DiscountResponse;
    expect(badBody.discount_message.is_valid).toBe(false);
    await expect(box.getByRole('status')).toHaveText(badBody.discount_message.message);
    await expect(box.getByText(/^Discount/)).toHaveCount(0);

    await code.fill('AMC15');
    const good = page.waitForResponse(cartWrite('POST', 'apply_discount'));
    await box.getByRole('button', { name: 'Apply' }).click();
    const goodBody = (await (await good).json()) as DiscountResponse;
    expect(goodBody.discount_message.is_valid).toBe(true);
    await expect(box.getByRole('status')).toHaveText(goodBody.discount_message.message);
    await expect(box.getByText('Discount (AMC15)')).toBeVisible();
    await expect(box.getByText(`−${formatInr(goodBody.cart.discount_total)}`)).toBeVisible();
    await expect(box.getByTestId('cart-total')).toHaveText(formatInr(goodBody.cart.total));
    expect(goodBody.cart.total).toBeLessThan(goodBody.cart.item_total);

    await box.getByRole('button', { name: 'Remove coupon AMC15' }).click();
    await expect(box.getByText('Discount (AMC15)')).toHaveCount(0);
    await expect(box.getByTestId('cart-total')).toHaveText(formatInr(goodBody.cart.item_total));
    expect((await serverCart(page)).discount_code).toBeNull();
  });

  test('§5 serviceability: an AMC item at PIN 791111 (outside the six cities) opens a popup and is flagged; 400001 clears it', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.amc]);
    await page.goto('/cart');
    const pin = page.getByLabel('Check availability at your PIN code');
    await pin.fill('791111');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const popup = page.getByRole('dialog', { name: 'Not available at 791111' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('listitem')).toHaveText([PLANS.amc.title]);
    await popup.getByRole('button', { name: 'OK' }).click();
    await expect(popup).toBeHidden();
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await expect(
      itemByTitle(page, PLANS.amc.title).getByText('Not available at PIN code 791111'),
    ).toBeVisible();

    await pin.fill('400001');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('All plans in your cart are available at 400001.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(/Not available at PIN code/)).toHaveCount(0);
  });

  test(`§9 below ${MOBILE_BREAKPOINT} px a sticky bottom bar carries the total and "Proceed to checkout"; wider screens use the summary card`, async ({
    page,
  }) => {
    const cart = await seedCart(page, [PLANS.amc]);
    await page.goto('/cart');
    const bar = page.locator('[data-sticky-bottom-bar]');
    const width = page.viewportSize()?.width ?? 1280;
    if (width < MOBILE_BREAKPOINT) {
      await expect(bar).toBeVisible();
      await expect(bar).toContainText(formatInr(cart.total));
      await expect(bar.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute(
        'href',
        '/checkout',
      );
      await expect(summary(page).getByRole('link', { name: 'Proceed to checkout' })).toBeHidden();
    } else {
      await expect(bar).toBeHidden();
      await expect(summary(page).getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    }
  });
});
