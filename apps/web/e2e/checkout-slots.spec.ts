// docs/product/cart.md#visit-slots Cart "The AMC process type triggers a slot availability lookup", docs/product/cart.md#visit-slots SLOT_NOT_FOUND and docs/product/cart.md#visit-slots
// slot labels: an AMC item needs a visit slot before paying (checkout answers SLOT_REQUIRED, shown
// at the picker); dates and times that cannot be booked are disabled; the slot is saved on the item.
import { expect, test } from '@playwright/test';
import type { Route } from '@playwright/test';
import { SLOT_LABELS } from '@kavach/domain';
import { PLANS, seedCart, serverCart } from './fixtures/cart';
import { chooseFirstFreeSlot, fillDetails, stepHeading, testPhone, verifyPhone } from './fixtures/checkout';
import { checkoutDialog } from './fixtures/emulator-checkout';

type SlotMap = Record<string, { slot_time: string; is_available: boolean }[]>;
const isSlotCall = (url: URL) => url.pathname.endsWith('/fms/service/slot_availability');

/** The real answer with the first date's morning and the whole second date taken. */
async function withTakenSlots(route: Route): Promise<string[]> {
  const res = await route.fetch();
  const body = (await res.json()) as { data: SlotMap };
  const [first, second] = Object.keys(body.data);
  if (!first || !second) throw new Error('the slot window should have two dates');
  body.data[first] = body.data[first]!.map((t, i) => (i === 0 ? { ...t, is_available: false } : t));
  body.data[second] = body.data[second]!.map((t) => ({ ...t, is_available: false }));
  await route.fulfill({ response: res, json: body });
  return [first, second];
}

test.describe('checkout visit slots', () => {
  test.describe.configure({ timeout: 60_000 });

  test('§4/§8/§9 an AMC plan requires a slot before paying: SLOT_NOT_FOUND says "No slots are available…"; Pay without a slot answers "Choose a visit slot…" at the picker; taken dates and times are disabled (morning first); the chosen slot is saved and the Checkout window opens', async ({
    page,
    request,
  }, info) => {
    const phone = testPhone(info);
    await page.route(isSlotCall, (route) =>
      route.fulfill({
        status: 404,
        json: { error_code: 'SLOT_NOT_FOUND', message: 'No visits are available at this PIN code yet.' },
      }),
    );
    await seedCart(page, [PLANS.amc]);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);
    await expect(page.getByText(/No slots are available at your PIN code/)).toBeVisible();

    await page.unrouteAll();
    let dates: string[] = [];
    await page.route(isSlotCall, async (route) => {
      dates = await withTakenSlots(route);
    });
    await page.reload();
    await expect(stepHeading(page, 'Review & pay')).toBeVisible();
    const picker = page.getByRole('group', { name: `Visit slot for ${PLANS.amc.title}` });
    await expect(picker).toBeVisible();

    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v3/order/checkout'));
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    expect((await refused).status()).toBe(409);
    await expect(picker).toContainText(`Choose a visit slot for ${PLANS.amc.title}.`);
    await expect(picker).toBeFocused();
    await expect(page).toHaveURL(/\/checkout$/);

    const dateRadios = picker.getByRole('radiogroup', { name: /Visit date/ }).getByRole('radio');
    await expect(dateRadios.and(page.locator(`[value="${dates[1]}"]`))).toBeDisabled();
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v3/cart/item/') && r.request().method() === 'PATCH',
    );
    const time = await chooseFirstFreeSlot(picker);
    await expect(dateRadios.and(page.locator(`[value="${dates[0]}"]`))).toBeChecked();
    const times = picker.getByRole('radiogroup', { name: /Visit time/ }).getByRole('radio');
    await expect(times).toHaveCount(SLOT_LABELS.length);
    for (const [i, label] of SLOT_LABELS.entries())
      await expect(times.nth(i)).toHaveAccessibleName(new RegExp(`^${label}`));
    await expect(times.nth(0)).toBeDisabled();
    expect(time).toBe(SLOT_LABELS[1]);
    expect((await saved).status()).toBe(200);
    await expect(picker.getByText(/^Slot saved: .+, /)).toBeVisible();
    await expect(picker).not.toContainText('Choose a visit slot for');
    expect((await serverCart(page)).items[0]?.slot).toEqual({ date: dates[0], time });

    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(checkoutDialog(page)).toBeVisible();
  });
});
