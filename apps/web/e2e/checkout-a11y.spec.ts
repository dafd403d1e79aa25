// Performance goals, "Every page": axe-core WCAG 2 A/AA, 0 violations, on every checkout step
// (details, verify phone with the code field, review with slot pickers), the Razorpay emulator's Checkout window
// and the order summary. The details step is filled with the keyboard only.
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { PLANS, seedCart } from './fixtures/cart';
import { formatViolations, runAxe } from './fixtures/axe';
import { checkoutDialog, payInCheckout } from './fixtures/emulator-checkout';
import {
  ADDRESS,
  chooseFirstFreeSlot,
  lastSmsId,
  readOtp,
  stepHeading,
  testPhone,
} from './fixtures/checkout';

async function expectNoViolations(page: Page) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

test.describe('checkout accessibility', () => {
  test.use({ bypassCSP: true });
  // Five axe runs along a whole journey.
  test.describe.configure({ timeout: 90_000 });

  test('§9 accessibility: axe finds 0 violations on /checkout (each step), the Checkout window and the order summary; the details form works keyboard only', async ({
    page,
    request,
  }, info) => {
    const phone = testPhone(info);
    await seedCart(page, [PLANS.amc]);
    await page.goto('/checkout');
    await expect(stepHeading(page, 'Details')).toBeVisible();
    await expectNoViolations(page);

    // Keyboard only: Tab moves through the fields in order; Enter submits.
    await page.getByLabel('Full name').focus();
    const typeAndTab = async (text: string) => {
      if (text) await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };
    for (const text of ['Ravi Kumar', 'ravi@example.in', phone, ADDRESS.line, '', '']) await typeAndTab(text);
    await expect(page.getByLabel('PIN code')).toBeFocused();
    await page.keyboard.type(ADDRESS.pincode);
    await expect(page.getByLabel('State')).toHaveValue(ADDRESS.state);
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Verify phone')).toBeFocused();
    const before = await lastSmsId(request, phone);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await readOtp(request, phone, before);
    await expect(page.getByLabel('Enter the 6-digit OTP')).toBeFocused();
    await expectNoViolations(page);
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');

    await expect(stepHeading(page, 'Review & pay')).toBeFocused();
    await expect(page.getByRole('group', { name: `Visit slot for ${PLANS.amc.title}` })).toBeVisible();
    await expectNoViolations(page);
    const picker = page.getByRole('group', { name: `Visit slot for ${PLANS.amc.title}` });
    await chooseFirstFreeSlot(picker);
    await expect(picker.getByText(/^Slot saved/)).toBeVisible();
    await expectNoViolations(page);

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(checkoutDialog(page)).toBeVisible();
    await expectNoViolations(page);
    await payInCheckout(page);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expectNoViolations(page);
  });
});
