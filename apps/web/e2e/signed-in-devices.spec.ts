// Decision 102: "Where you're signed in" — a signed-in customer sees the devices where their account
// is signed in and signs another one out; every "Sign out" a plain form, so it works before scripts.
import { expect } from '@playwright/test';
import { clientIp, expectNoViolations, signInByApi, signUpByApi, testEmail, test } from './fixtures/account';
import { withoutScripts } from './fixtures/no-scripts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

test('decision 102: from My Profile, a customer sees this device and their iPhone, signs the iPhone out, then every other device at once — no scripts needed', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const email = testEmail(info, 'devices');
  await signUpByApi(page, email);

  // The same customer on a second device: Safari on an iPhone, from another network.
  const phone = await browser.newContext({
    userAgent: IPHONE_SAFARI,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  const phonePage = await phone.newPage();
  await signInByApi(phonePage, email);
  expect((await phonePage.request.get('/api/v3/customer/me')).status()).toBe(200);

  await withoutScripts(page);
  await page.goto('/account/profile');
  await page
    .getByRole('region', { name: 'Where you’re signed in' })
    .getByRole('link', { name: 'See your devices' })
    .click();
  await expect(page).toHaveURL(/\/account\/devices$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Where you’re signed in');

  const devices = page.getByRole('list', { name: 'Devices where you’re signed in' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  const here = devices.filter({ hasText: 'This device' });
  await expect(here).toHaveCount(1);
  await expect(devices.first()).toContainText('This device'); // this device first
  await expect(here.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
  const iphone = devices.filter({ has: page.getByRole('heading', { name: 'Safari on iPhone' }) });
  await expect(iphone).toHaveCount(1);
  await expect(iphone).not.toContainText('This device');
  await expect(iphone).toContainText('With your password');
  await expect(iphone).toContainText(
    /Signed in\s*\w{3}, \d{1,2}(st|nd|rd|th) \w{3} \d{2} - \d{2}:\d{2}[AP]M/,
  );
  await expect(iphone).toContainText(/Last active\s*\w{3}, /);
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My Profile' }).last()).toHaveAttribute(
    'href',
    '/account/profile',
  );
  await expectNoViolations(page);

  await iphone.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/account\/devices\?done=one$/);
  await expect(page.getByRole('status').filter({ hasText: 'That device is signed out.' })).toBeVisible();
  await expect(devices).toHaveCount(1);
  await expect(devices.first()).toContainText('This device');
  // Only this device is left: nothing else to sign out.
  await expect(page.getByRole('button', { name: 'Sign out of all other devices' })).toHaveCount(0);

  // The iPhone is signed out: its next visit to My Plans ends on the login page.
  await phonePage.goto('/account/plans');
  await expect(phonePage).toHaveURL(/\/login\?next=%2Faccount%2Fplans$/);
  await phone.close();

  // This device is still signed in.
  expect((await page.request.get('/api/v3/customer/me')).status()).toBe(200);

  // Two more devices sign in; "Sign out of all other devices" ends both at once.
  const others = await Promise.all(
    [IPHONE_SAFARI, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'].map(
      async (userAgent) => {
        const context = await browser.newContext({
          userAgent,
          extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
        });
        const other = await context.newPage();
        await signInByApi(other, email);
        return { context, other };
      },
    ),
  );
  await page.goto('/account/devices');
  await expect(devices).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Firefox on Windows' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
  await expect(page).toHaveURL(/\/account\/devices\?done=others$/);
  await expect(devices).toHaveCount(1);
  for (const { context, other } of others) {
    expect((await other.request.get('/api/v3/customer/me')).status()).toBe(401);
    await context.close();
  }
  expect((await page.request.get('/api/v3/customer/me')).status()).toBe(200);
});

test('decision 102: signed out, /account/devices asks for a sign-in and comes back', async ({ page }) => {
  await page.goto('/account/devices');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fdevices$/);
});
