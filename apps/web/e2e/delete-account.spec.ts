// Decision 096: a customer deletes their account from My Profile — what goes and what stays, a code
// to their own phone, the deletion; every step a plain form, so it works before scripts run.
import { expect } from '@playwright/test';
import {
  csrf,
  expectNoViolations,
  lastEmailId,
  PASSWORD,
  readEmailCode,
  testEmail,
  test,
} from './fixtures/account';
import { lastSmsId, readOtp, testPhone } from './fixtures/checkout';
import { withoutScripts } from './fixtures/no-scripts';
import { customerWhoBoughtAPlan } from './fixtures/purchase';

test('decision 096: from My Profile, with the code sent to their phone, a customer deletes their account — no scripts needed', async ({
  page,
}, info) => {
  // Signed up with an email and a phone: the email's code is used, the phone's cooldown is not.
  const email = testEmail(info, 'delete');
  const phone = testPhone(info);
  const emailBefore = await lastEmailId(page.request, email);
  const signUp = await page.request.post('/api/customers', {
    data: { first_name: 'Kavya', last_name: 'Rao', email, phone, password: PASSWORD },
    headers: { 'x-csrftoken': await csrf(page) },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const activate = await page.request.post('/api/v3/customer/activate_email', {
    data: { email, otp: await readEmailCode(page.request, email, emailBefore) },
    headers: { 'x-csrftoken': await csrf(page) },
  });
  expect(activate.status(), await activate.text()).toBe(200);
  await withoutScripts(page);
  await page.goto('/account/profile');
  await page
    .getByRole('region', { name: 'Delete your account' })
    .getByRole('link', { name: 'Delete my account' })
    .click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Delete your account');
  await expect(page.getByRole('region', { name: 'What deleting your account does' })).toContainText(
    'Your orders and their invoices, only as long as tax law requires',
  );

  const before = await lastSmsId(page.request, phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page).toHaveURL(/step=code/);
  await expect(page.getByText(`We sent a 6-digit code to +91 ••••• •${phone.slice(-4)}.`)).toBeVisible();
  const code = await readOtp(page.request, phone, before);

  // A wrong code first: the account stays, the page says why.
  await page.getByLabel('Enter the 6-digit code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('region', { name: 'Confirm with the code' }).getByRole('alert')).toContainText(
    'That code is not right.',
  );

  await page.getByLabel('Enter the 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account has been deleted');
  await expect(page.getByRole('status')).toContainText('You have been signed out on every device.');
  await expect(page).toHaveURL(/step=done/);

  // Signed out, and the old password signs nobody in.
  expect((await page.request.get('/api/v3/customer/me')).status()).toBe(401);
  await page.goto('/account/delete');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fdelete/);
  const login = await page.request.post('/api/customers/login', {
    data: { username: email, password: PASSWORD },
    headers: { 'x-csrftoken': await csrf(page) },
  });
  expect(login.status()).toBe(401);
});

test('decision 096: a plan in force keeps the account — the page says so, names the plan, and offers no code', async ({
  page,
}, info) => {
  await customerWhoBoughtAPlan(page, info);
  await page.goto('/account/delete');
  const blocked = page.getByRole('region', { name: 'Your account cannot be deleted yet' });
  await expect(blocked).toContainText('A plan is still in force');
  await expect(blocked).toContainText('Your account can be deleted once it ends or is cancelled.');
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await expectNoViolations(page);
});
