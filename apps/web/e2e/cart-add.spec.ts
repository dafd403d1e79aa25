// docs/product/cart.md#toasts Cart, add to cart from a plan page: toast, header badge and widget, replace-cart dialog (docs/product/cart.md#cart-types
// cart type compatibility), and the /cart page showing what the server holds.
import { expect, test } from '@playwright/test';
import { formatInr } from '@kavach/domain';
import type { CartResponse } from '@kavach/contracts';
import {
  AC_PAGE,
  PLANS,
  itemByTitle,
  seedCart,
  serverCart,
  summary,
  tapAddToCart,
  whenHydrated,
} from './fixtures/cart';

test.describe('add to cart', () => {
  test('§4 category → plan page → add to cart: toast "Item added to the cart" (hidden after 5 s), badge, widget, /cart shows the item and the server total', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'View plans for Air Conditioners' }).click();
    await expect(page).toHaveURL(/air-conditioners?-extended-warranty-plans|ac-extended-warranty-plans/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    const card = itemByTitle(page, PLANS.ew.title);
    await card.getByRole('radio', { name: /2 years/ }).check();
    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/v3/cart/item') && r.request().method() === 'POST',
    );
    await tapAddToCart(card);
    const body = (await (await added).json()) as CartResponse;
    expect(body.cart.items).toHaveLength(1);
    expect(body.cart.items[0]).toMatchObject({ sku: PLANS.ew.sku, duration: 24 });

    const toast = page.getByRole('status').filter({ hasText: 'Item added to the cart' });
    await expect(toast).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(header.locator('[data-cart-badge]')).toHaveText('1');
    await expect(toast).toBeHidden({ timeout: 6_500 });

    await header.getByRole('link', { name: 'Cart, 1 item' }).click();
    const widget = page.getByRole('dialog', { name: 'Your cart' });
    await expect(widget).toBeVisible();
    await expect(widget.getByText(PLANS.ew.title)).toBeVisible();
    await expect(widget.getByText(formatInr(body.cart.total)).first()).toBeVisible();
    await widget.getByRole('link', { name: 'View cart' }).click();

    await expect(page).toHaveURL(/\/cart$/);
    const server = await serverCart(page);
    const line = itemByTitle(page, PLANS.ew.title);
    await expect(line).toBeVisible();
    await expect(line.getByText('2 Years')).toBeVisible();
    await expect(summary(page).getByTestId('cart-total')).toHaveText(formatInr(server.total));
    expect(server.total).toBe(body.cart.total);
  });

  test('§5 an incompatible plan opens the replace-cart dialog: Escape keeps the cart, "Replace cart" replaces it', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.amc]);
    await page.goto(AC_PAGE);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    const add = await whenHydrated(
      itemByTitle(page, PLANS.ew.title).getByRole('button', { name: 'Add to cart' }),
    );

    await add.click();
    const dialog = page.getByRole('dialog', { name: 'Replace your cart?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('cannot be bought together');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect((await serverCart(page)).items.map((i) => i.sku)).toEqual([PLANS.amc.sku]);

    await add.click();
    await dialog.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(dialog).toBeHidden();

    await add.click();
    await dialog.getByRole('button', { name: 'Replace cart' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    expect(cart.type).toBe('protection-plan');
    expect(cart.items.map((i) => i.sku)).toEqual([PLANS.ew.sku]);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('§5 compatible plans share the cart (amc + insta-repair): no dialog, the badge counts both', async ({
    page,
  }) => {
    await page.goto(AC_PAGE);
    await tapAddToCart(itemByTitle(page, PLANS.amc.title));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await tapAddToCart(itemByTitle(page, PLANS.jet.title));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await serverCart(page)).type).toBe('amc');
  });
});
