// Performance goals, "Every page": axe-core WCAG 2 A/AA, 0 violations, on /cart (empty and filled)
// and with the header cart widget open.
import { expect, test } from '@playwright/test';
import { AC_PAGE, PLANS, seedCart, summary } from './fixtures/cart';
import { formatViolations, runAxe } from './fixtures/axe';

test.describe('cart page accessibility', () => {
  test.use({ bypassCSP: true });

  test('§9 accessibility: axe wcag2a/wcag2aa finds 0 violations on /cart, empty and filled', async ({
    page,
  }) => {
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    let violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);

    await seedCart(page, [PLANS.amc, PLANS.jet]);
    await page.reload();
    await expect(summary(page)).toBeVisible();
    violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });

  test('§9 accessibility: axe finds 0 violations on a plan page with the header cart widget open', async ({
    page,
  }) => {
    await seedCart(page, [PLANS.amc]);
    await page.goto(AC_PAGE);
    await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
    const widget = page.getByRole('dialog', { name: 'Your cart' });
    await expect(widget.getByRole('link', { name: 'View cart' })).toBeVisible();
    const violations = await runAxe(page);
    expect(violations, formatViolations(violations)).toEqual([]);
  });
});
