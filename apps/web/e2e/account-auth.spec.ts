// Issue 4 §1 sign-in and session: registration with the emailed code (docs/product/accounts.md#empty-states stages), My Plans empty
// state, sign-out, password sign-in (and a wrong password), `next` honoured for paths on this site
// only (docs/product/security-tests.md#t1-5), password reset by the emailed link (docs/product/security-tests.md#t5-4), the email verification screen. axe on each.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  test,
  ACCOUNT_MENU_LABELS,
  PASSWORD,
  expectNoViolations,
  lastEmailId,
  readEmail,
  readEmailCode,
  signUpByApi,
  testEmail,
} from './fixtures/account';

test.use({ bypassCSP: true }); // axe is injected as a script tag
test.describe.configure({ timeout: 60_000 });

async function signOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Your account' });
  await expect(menu.getByText(/^Hi, /)).toBeVisible();
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/customers/signout'));
  await menu.getByRole('button', { name: 'Sign out' }).click();
  expect((await signedOut).status()).toBe(200);
}

test('issue 4 §1: register → §8 stage messages → code from the dev outbox → signed in → My Plans empty state → sign out → wrong password → password sign-in', async ({
  page,
}, info) => {
  const email = testEmail(info);
  const response = await page.goto('/registration');
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('An OTP will be sent to this email for verification')).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/Required field/);
  await page.getByLabel('First name').fill('Asha');
  await page.getByLabel('Last name').fill('Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  const before = await lastEmailId(page.request, email);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText('An OTP has been sent to this email', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  const code = await readEmailCode(page.request, email, before);
  await page.getByLabel('Enter the 6-digit OTP').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();

  await expect(page).toHaveURL(/\/account\/plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Plans' })).toBeVisible();
  await expect(page.getByText('You don’t have any active plans yet!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse plans' })).toHaveAttribute('href', '/');
  const nav = page.getByRole('navigation', { name: 'My account' });
  await expect(nav.getByRole('link')).toHaveText(ACCOUNT_MENU_LABELS);
  await expect(nav.getByRole('link', { name: 'My Plans' })).toHaveAttribute('aria-current', 'page');
  await expectNoViolations(page);

  await signOutFromMenu(page);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/account/plans');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fplans$/);

  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/account\/plans$/);
  await expect(page.getByText('You don’t have any active plans yet!')).toBeVisible();
});

test('T1.5: after sign-in, `next` is followed only when it is a path on this site', async ({
  page,
}, info) => {
  const email = testEmail(info);
  await signUpByApi(page, email);
  await signOutByApi(page);
  await page.goto(`/login?next=${encodeURIComponent('https://evil.example/phish')}`);
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  // Signed in already: the login page says so and offers to continue.
  await page.goto('/login?next=%2Faccount%2Fprofile');
  await expect(page.getByText(/You are logged in as/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/account/profile');
});

async function signOutByApi(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
  const res = await page.request.get('/api/customers/signout', { headers: { 'x-csrftoken': token } });
  expect(res.status()).toBe(200);
}

test('T5.4: password reset by the emailed link → new password → sign in with it; the page sends no referrer and the link works once', async ({
  page,
}, info) => {
  const email = testEmail(info);
  await signUpByApi(page, email);
  await signOutByApi(page);

  await page.goto('/password-reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page);
  const before = await lastEmailId(page.request, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for this email' }),
  ).toBeVisible();
  const link = await readEmail(page.request, email, /(https?:\/\/\S+\/password-reset\?token=[\w-]+)/, before);

  const opened = await page.goto(new URL(link).pathname + new URL(link).search);
  expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
  const newPassword = 'tamarind-rain-2026';
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Use at least 8 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset' })).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).last().click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or mobile number').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);

  // The link is spent.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('alert').filter({ hasText: 'expired or was already used' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a new link' })).toBeVisible();
});

test('§2 email verification screen: the three §8 stage messages; the code emailed at sign-up verifies and signs in', async ({
  page,
}, info) => {
  const email = testEmail(info);
  const token = ((await (await page.request.get('/api/auth/set_csrf')).json()) as { csrf_token: string })
    .csrf_token;
  const before = await lastEmailId(page.request, email);
  const signUp = await page.request.post('/api/customers', {
    data: { first_name: 'Ravi', last_name: '', email, password: PASSWORD },
    headers: { 'x-csrftoken': token },
  });
  expect(signUp.status()).toBe(200);

  // Stage 1 before anything is sent; 'Send OTP' then answers stage 2 (the same for any address, docs/product/security-tests.md#t4-11).
  await page.goto(`/email-verification?email=${encodeURIComponent(testEmail(info, 'nobody'))}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByText('An OTP will be sent to this email for verification')).toBeVisible();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('An OTP has been sent to this email', { exact: true })).toBeVisible();

  await page.goto(`/email-verification?email=${encodeURIComponent(email)}&stage=3`);
  await expect(
    page.getByText('This email is already registered. We have sent an OTP on this email for verification'),
  ).toBeVisible();
  await page.goto(`/email-verification?email=${encodeURIComponent(email)}&stage=2`);
  await expect(page.getByText('An OTP has been sent to this email', { exact: true })).toBeVisible();
  await page.getByLabel('Enter the 6-digit OTP').fill('000000');
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page.getByRole('status').filter({ hasText: /OTP/ })).not.toHaveText(
    'An OTP has been sent to this email',
  );
  await expectNoViolations(page);
  const code = await readEmailCode(page.request, email, before);
  await page.getByLabel('Enter the 6-digit OTP').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/account\/plans$/);
  await expect(page.getByText('You don’t have any active plans yet!')).toBeVisible();
});

test('§2 login page: password and Login with OTP tabs; axe 0 violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const tabs = page.getByRole('tablist', { name: 'How to log in' });
  await expect(tabs.getByRole('tab')).toHaveText(['Password', 'Login with OTP']);
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/password-reset',
  );
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/registration',
  );
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Required field')).toHaveCount(2);
  await expectNoViolations(page);
  await tabs.getByRole('tab', { name: 'Password' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Login with OTP' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  await expectNoViolations(page);
});
