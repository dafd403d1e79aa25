// Issue 19 / decision 054: no tap is lost and no control waits for scripts. On a throttled CPU with
// the page's JavaScript held back (so hydration cannot have happened), "Add to cart" and the
// Write to us form are real forms: the tap posts to a server action and takes effect — the cart
// holds the item, the message is stored (its acknowledgement is in the outbox).
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import { AC_PAGE, PLANS, itemByTitle, serverCart, whenHydrated } from './fixtures/cart';

/** 6× slower CPU, and every script of our build held back: the page stays server-rendered HTML. */
async function withoutScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.route('**/_next/static/**/*.js', (route) => route.abort());
}

/** No React fiber on the element: nothing has hydrated it. */
async function expectNotHydrated(control: Locator) {
  const hydrated = await control.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react')));
  expect(hydrated).toBe(false);
}

test.describe('no lost tap (decision 054)', () => {
  test('issue 19: "Add to cart" tapped before hydration adds the plan to the cart', async ({ page }) => {
    await withoutScripts(page);
    await page.goto(AC_PAGE);
    const add = itemByTitle(page, PLANS.amc.title).getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeEnabled();
    await expectNotHydrated(add);
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ sku: PLANS.amc.sku });
  });

  test('decision 054: the page a form post comes back with loads its scripts and hydrates', async ({
    page,
  }) => {
    let held = true;
    await page.route('**/_next/static/**/*.js', (route) => (held ? route.abort() : route.continue()));
    await page.goto(AC_PAGE);
    const add = itemByTitle(page, PLANS.amc.title).getByRole('button', { name: 'Add to cart' });
    await expectNotHydrated(add);
    held = false;
    await add.click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    await whenHydrated(itemByTitle(page, PLANS.amc.title).getByRole('button', { name: 'Add to cart' }));
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('issue 19: a tenure chosen before hydration is the one added', async ({ page }) => {
    await withoutScripts(page);
    await page.goto(AC_PAGE);
    const card = itemByTitle(page, PLANS.ew.title);
    await card.getByRole('radio', { name: /2 years/ }).check();
    await card.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ sku: PLANS.ew.sku, duration: 24 });
  });

  test('issue 19: Write to us sent before hydration is stored and shows its reference', async ({ page }) => {
    await withoutScripts(page);
    await page.goto('/write-to-us');
    await expectNotHydrated(page.getByLabel('Full name'));
    const email = `early.${Date.now()}@example.in`;
    await page.getByLabel('Full name').fill('Meera Iyer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').fill('Before the scripts');
    await page.getByLabel('Message').fill('Sent before the page had hydrated.');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
    const reference = (await page.getByText('Reference number:').locator('strong').textContent()) ?? '';
    expect(reference).toMatch(/^WTU-\d{6}-[0-9A-F]{6}$/);
    await expect
      .poll(async () => {
        const { messages } = (await (await page.request.get('/api/dev/outbox')).json()) as DevOutbox;
        return messages.some((m) => m.recipient === email && m.text.includes(reference));
      })
      .toBe(true);
  });

  test('§5 Write to us sent empty before hydration: "Required field" from the server action', async ({
    page,
  }) => {
    await withoutScripts(page);
    await page.goto('/write-to-us');
    await page.getByLabel('Full name').fill('Meera <b>Iyer');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Required field').first()).toBeVisible();
    expect(await page.getByText('Required field').count()).toBe(3);
    await expect(page.getByLabel('Full name')).toHaveValue('Meera bIyer');
  });
});
