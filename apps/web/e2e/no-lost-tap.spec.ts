// Issue 19 / decision 054: no tap is lost and no control waits for scripts. On a throttled CPU with
// the page's JavaScript held back (so hydration cannot have happened), "Add to cart" and the
// Write to us form are real forms: the tap posts to a server action and takes effect — the cart
// holds the item, the message is stored (its acknowledgement is in the outbox).
import { expect, test, type Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import {
  PASSWORD,
  test as accountTest,
  lastEmailId,
  readEmailCode,
  signUpByApi,
  testEmail,
} from './fixtures/account';
import { AC_PAGE, PLANS, itemByTitle, serverCart, whenHydrated } from './fixtures/cart';
import { lastSmsId, readOtp, testPhone } from './fixtures/checkout';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';

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

/** The customer the page's session is signed in as, by the API (null: signed out). */
async function signedInAs(page: Page): Promise<string | null> {
  const boot = (await (await page.request.get('/api/auth/set_csrf')).json()) as {
    customer: { email: string | null; phone: string | null } | null;
  };
  return boot.customer ? (boot.customer.email ?? boot.customer.phone) : null;
}

async function signOutByApi(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await page.request.get('/api/customers/signout', { headers: { 'x-csrftoken': token } });
  expect(res.status()).toBe(200);
}

const password = (page: Page) => page.getByRole('textbox', { name: 'Password', exact: true });

accountTest.describe('no lost tap: sign-in and registration before the scripts (decision 054)', () => {
  // Whole journeys of several server-rendered form posts each (like the other journeys' 60 s).
  accountTest.describe.configure({ timeout: 60_000 });
  accountTest(
    'issue 19: password sign-in posted before hydration — §5 Required field, wrong password, then signed in and sent to `next`',
    async ({ page }, info) => {
      const email = testEmail(info);
      await signUpByApi(page, email);
      await signOutByApi(page);
      await withoutScripts(page);
      await page.goto('/login?next=%2Faccount%2Fprofile');
      const login = page.getByRole('button', { name: 'Login', exact: true });
      await expectNotHydrated(login);
      await login.click();
      await expect(page.getByText('Required field')).toHaveCount(2);

      await page.getByLabel('Email or mobile number').fill(email);
      await password(page).fill('not-my-password');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
      await expect(page.getByLabel('Email or mobile number')).toHaveValue(email);
      await expect(password(page)).toHaveValue('');
      expect(await signedInAs(page)).toBeNull();

      await password(page).fill(PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/account\/profile$/);
      expect(await signedInAs(page)).toBe(email);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'is_authenticate')?.value).toBe('1');
    },
  );

  accountTest(
    'decision 054: the page a sign-in posted before hydration lands on is current — it loads once, and the reload flag stays for the other tabs',
    async ({ page }, info) => {
      const email = testEmail(info);
      await signUpByApi(page, email);
      await signOutByApi(page);
      let held = true;
      await page.route('**/_next/static/**/*.js', (route) => (held ? route.abort() : route.continue()));
      await page.goto('/login');
      await expectNotHydrated(page.getByRole('button', { name: 'Login', exact: true }));
      await page.getByLabel('Email or mobile number').fill(email);
      await password(page).fill(PASSWORD);
      held = false;
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
      const cookie = async (name: string) =>
        (await page.context().cookies()).find((c) => c.name === name)?.value;
      // The landing page's scripts ran and took the marker; it did not reload for the flag.
      await expect.poll(() => cookie('signedInHere')).toBeUndefined();
      expect(await cookie('canTriggerReload')).toMatch(/^\d+$/);
      expect(loads).toBe(1);
      expect(await signedInAs(page)).toBe(email);
    },
  );

  accountTest(
    'issue 19: Login with OTP before hydration — the tab, the code by SMS, then signed in',
    async ({ page }, info) => {
      const phone = testPhone(info);
      await withoutScripts(page);
      await page.goto('/login');
      const tab = page.getByRole('tab', { name: 'Login with OTP' });
      await expectNotHydrated(tab);
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('Required field')).toBeVisible();

      await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
      const before = await lastSmsId(page.request, phone);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText(`OTP sent to ${phone}`)).toBeVisible();
      const code = await readOtp(page.request, phone, before);
      await page.getByLabel('Enter the 6-digit OTP').fill(code);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
      expect(await signedInAs(page)).toContain(phone);
    },
  );

  accountTest(
    'issue 19: registration posted before hydration — §5 errors from the server action, the emailed code, then My Plans',
    async ({ page }, info) => {
      const email = testEmail(info);
      await withoutScripts(page);
      await page.goto('/registration');
      const create = page.getByRole('button', { name: 'Create account' });
      await expectNotHydrated(create);
      await page.getByLabel('First name').fill('Asha <b>');
      await page.getByLabel('Email').fill(email);
      await password(page).fill('short');
      await create.click();
      await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('Asha b');
      await expect(page.getByLabel('Email')).toHaveValue(email);

      await password(page).fill(PASSWORD);
      const before = await lastEmailId(page.request, email);
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
      await expect(page.getByText('An OTP has been sent to this email', { exact: true })).toBeVisible();
      const code = await readEmailCode(page.request, email, before);
      await page.getByLabel('Enter the 6-digit OTP').fill('000000');
      await page.getByRole('button', { name: 'Verify email' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The OTP is incorrect.' })).toBeVisible();
      expect(await signedInAs(page)).toBeNull();

      await page.getByLabel('Enter the 6-digit OTP').fill(code);
      await page.getByRole('button', { name: 'Verify email' }).click();
      await expect(page).toHaveURL(/\/account\/plans$/);
      expect(await signedInAs(page)).toBe(email);
    },
  );
});
