// docs/product/accounts.md#session Authentication: the reload flag (a tab older than a sign-in
// reloads once) and the sign-out alert (the server ended the sign-in: password reset from another
// browser). Rules of the session, not of the layout: at 390 px only (decision 082).
import { expect } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import {
  PASSWORD,
  clientIp,
  expectNoViolations,
  lastEmailId,
  readEmail,
  signUpByApi,
  test,
  testEmail,
} from './fixtures/account';

test.use({ bypassCSP: true }); // axe is injected as a script tag

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((c) => c.name === name)?.value ?? null;

test('§4 reload flag: a tab opened before a sign-in in another tab reloads once when shown again, and then shows the customer; the signing-in tab does not reload', async ({
  page,
  context,
}, info) => {
  const email = testEmail(info, 'reload');
  await signUpByApi(page, email);
  const token = (await context.cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  expect(
    (await page.request.get('/api/customers/signout', { headers: { 'x-csrftoken': token } })).status(),
  ).toBe(200);

  const older = await context.newPage();
  await older.goto('/');
  await older.evaluate(() => ((window as unknown as { kvMarker: boolean }).kvMarker = true));

  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/login');
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await page.waitForLoadState('load');
  expect(await cookie(context, 'canTriggerReload')).toMatch(/^\d+$/);

  // The older tab is shown again: it reloads once, clears the flag and reads the signed-in session.
  const reloaded = older.waitForEvent('load');
  await older.bringToFront();
  // Headless tabs are all "visible"; the event the browser sends on a tab switch is sent by hand.
  await older.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => {});
  await reloaded;
  expect(await older.evaluate(() => 'kvMarker' in window)).toBe(false);
  await expect.poll(() => cookie(context, 'canTriggerReload')).toBeNull();
  await older.getByRole('button', { name: 'Account menu' }).click();
  await expect(older.getByRole('dialog', { name: 'Your account' }).getByText(/^Hi, /)).toBeVisible();
  // The tab that signed in loaded the login page and then home: no extra reload.
  expect(loads).toBe(2);
});

test('§4 sign-out alert: the server ends the sign-in (password reset in another browser) → on reload "You have been signed out" with Login; overlay click and Escape close it; shown once', async ({
  page,
  context,
  browser,
}, info) => {
  test.setTimeout(60_000);
  const email = testEmail(info, 'alert');
  await signUpByApi(page, email);
  await page.goto('/');
  // Signed in through the API: the page sets the missing hint from the bootstrap.
  await expect.poll(() => cookie(context, 'is_authenticate')).toBe('1');
  await expect(page.getByRole('dialog', { name: 'You have been signed out' })).toHaveCount(0);

  // Another browser resets the password by the emailed link, which ends every session (T5).
  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const otherPage = await other.newPage();
  await otherPage.goto('/password-reset');
  const before = await lastEmailId(otherPage.request, email);
  await otherPage.getByLabel('Email').fill(email);
  await otherPage.getByRole('button', { name: 'Send reset link' }).click();
  const link = new URL(
    await readEmail(otherPage.request, email, /(https?:\/\/\S+\/password-reset\?token=[\w-]+)/, before),
  );
  await otherPage.goto(link.pathname + link.search);
  await otherPage.getByRole('textbox', { name: 'New password', exact: true }).fill('tamarind-rain-2026');
  await otherPage.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    otherPage.getByRole('status').filter({ hasText: 'Your password has been reset' }),
  ).toBeVisible();
  await other.close();

  await page.goto('/mobile-phones-extended-warranty-plans');
  const alert = page.getByRole('dialog', { name: 'You have been signed out' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent('/mobile-phones-extended-warranty-plans')}`,
  );
  await expectNoViolations(page);
  // Shown once: the hint is gone.
  expect(await cookie(context, 'is_authenticate')).toBeNull();

  // A click on the overlay (outside the box) closes it.
  await page.mouse.click(5, 5);
  await expect(alert).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(alert).toHaveCount(0);

  // The same again with the hint put back (the sign-in still ended): Escape closes it; Login goes
  // to the login page and back here.
  const url = new URL(page.url());
  await context.addCookies([{ name: 'is_authenticate', value: '1', domain: url.hostname, path: '/' }]);
  await page.reload();
  await expect(alert).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(alert).toBeHidden();
  await context.addCookies([{ name: 'is_authenticate', value: '1', domain: url.hostname, path: '/' }]);
  await page.reload();
  await alert.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fmobile-phones-extended-warranty-plans$/);
  await expect(page.getByRole('dialog', { name: 'You have been signed out' })).toHaveCount(0);
});
