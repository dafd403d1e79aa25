// Issue 4 §2 My Profile: the name edit toggle, the address book (add with PIN → city/state, edit,
// delete after the docs/product/accounts.md#addresses popup), a password change that needs the current password (docs/product/security-tests.md#t2-5) and an
// email change ('Verification Email Sent Successfully', then the code). axe on each state.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  expectNoViolations,
  lastEmailId,
  readEmailCode,
  signUpByApi,
  test,
  testEmail,
} from './fixtures/account';

test.use({ bypassCSP: true }); // axe is injected as a script tag
test.describe.configure({ timeout: 60_000 });

const toast = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('issue 4 §2: address book — add (PIN 400001 → Mumbai, Maharashtra), edit, delete after confirming', async ({
  page,
}, info) => {
  await signUpByApi(page, testEmail(info));
  await page.goto('/account/profile');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();
  await expectNoViolations(page);

  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'Add a new address' });
  await expect(form.getByLabel('House / flat number and street')).toBeFocused();
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Required field')).toHaveCount(2);
  await form.getByLabel('House / flat number and street').fill('12 Marine Drive');
  await form.getByLabel('Area or locality').fill('Churchgate');
  await form.getByLabel('PIN code').fill('400001');
  await expect(form.getByLabel('City')).toHaveValue('Mumbai');
  await expect(form.getByLabel('State')).toHaveValue('Maharashtra');
  await form.getByText('Work', { exact: true }).click();
  await expectNoViolations(page);
  await form.getByRole('button', { name: 'Add address' }).click();
  await expect(toast(page, 'The address has been added.')).toBeVisible();
  const saved = book.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('Work');
  await expect(saved).toContainText('12 Marine Drive, Churchgate, Mumbai, Maharashtra 400001');

  await saved.getByRole('button', { name: /^Edit/ }).click();
  const edit = book.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('House / flat number and street')).toHaveValue('12 Marine Drive');
  await edit.getByLabel('Landmark').fill('Opposite the Oval');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'The address has been updated.')).toBeVisible();
  await expect(saved).toContainText('Opposite the Oval');

  // Reloaded from the server: the change is stored.
  await page.reload();
  await expect(saved).toContainText(
    '12 Marine Drive, Churchgate, Opposite the Oval, Mumbai, Maharashtra 400001',
  );

  await saved.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('12 Marine Drive');
  await expectNoViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(saved).toHaveCount(1);
  await saved.getByRole('button', { name: /^Delete/ }).click();
  await page
    .getByRole('dialog', { name: 'Delete this address?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(saved).toHaveCount(0);
  await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.reload();
  await expect(book.getByText('You have no saved addresses yet.')).toBeVisible();
});

test('issue 4 §2: name edit toggle; password change needs the current password (T2.5); email change → §8 toast → code', async ({
  page,
}, info) => {
  await signUpByApi(page, testEmail(info));
  await page.goto('/account/profile');
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByRole('button', { name: 'Edit name' }).click();
  await expect(details.getByLabel('First name')).toBeFocused();
  await details.getByLabel('First name').fill('Asha Devi');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, /name has been updated|Profile updated/)).toBeVisible();
  await expect(details.getByText('Asha Devi Rao')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Edit name' })).toBeFocused();

  const security = page.getByRole('region', { name: 'Login and security' });
  await security.getByRole('button', { name: 'Change password' }).click();
  await security.getByRole('textbox', { name: 'Current password' }).fill('not-my-password');
  await security.getByRole('textbox', { name: 'New password' }).fill('kesar-pista-kulfi');
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText(/current password/i).last()).toBeVisible();
  await expect(security.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await security.getByRole('textbox', { name: 'Current password' }).fill(PASSWORD);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, /password/i)).toBeVisible();

  const newEmail = testEmail(info, 'new');
  await details.getByRole('button', { name: 'Edit email' }).click();
  await details.getByLabel('Email').fill(newEmail);
  await details.getByRole('textbox', { name: 'Current password' }).fill('kesar-pista-kulfi');
  const before = await lastEmailId(page.request, newEmail);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Verification Email Sent Successfully')).toBeVisible();
  await expect(details.getByText('An OTP has been sent to this email', { exact: true })).toBeVisible();
  await expectNoViolations(page);
  const code = await readEmailCode(page.request, newEmail, before);
  await details.getByLabel('Enter the 6-digit OTP').fill(code);
  await details.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await expect(details.getByText(newEmail)).toBeVisible();
  await expect(details.getByText('Verified', { exact: true }).first()).toBeVisible();
});

test('issue 4 §5: area suggestions come only from the selected city — the PIN code’s, else the chosen city', async ({
  page,
  context,
}, info) => {
  await signUpByApi(page, testEmail(info));
  const expected = async (city: string, q: string) => {
    const res = await page.request.get(`/api/v3/address_suggestions?city=${city}&q=${q}`);
    expect(res.status()).toBe(200);
    return ((await res.json()) as { suggestions: { label: string; pincode: string; area: string }[] })
      .suggestions;
  };
  const mumbai = await expected('mumbai', 'an');
  const pune = await expected('pune', 'an');
  expect(mumbai.length).toBeGreaterThan(1);
  expect(pune.length).toBeGreaterThan(1);

  // No PIN yet and no chosen city: nothing to suggest, and the hint says why.
  await page.goto('/account/profile');
  const book = page.getByRole('region', { name: 'Address book' });
  await book.getByRole('button', { name: 'Add address' }).click();
  const form = book.getByRole('form', { name: 'Add a new address' });
  const area = form.getByRole('combobox', { name: 'Area or locality' });
  await expect(form.getByText('Enter your PIN code to see area suggestions for your city.')).toBeVisible();
  await area.fill('an');
  await expect(form.getByRole('listbox')).toBeHidden();

  // The PIN code selects Mumbai: Mumbai's areas only, picked with the keyboard.
  await form.getByLabel('PIN code').fill('400001');
  await expect(form.getByLabel('City')).toHaveValue('Mumbai');
  await area.fill('');
  await area.pressSequentially('an');
  const options = form.getByRole('listbox', { name: 'Areas in Mumbai' }).getByRole('option');
  await expect(options).toHaveCount(mumbai.length);
  await expect(options).toHaveText(mumbai.map((s) => s.label));
  await expectNoViolations(page);
  await area.press('ArrowDown');
  await area.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await area.press('Enter');
  await expect(form.getByRole('listbox')).toBeHidden();
  await expect(area).toHaveValue(mumbai[1]!.area);
  await expect(form.getByLabel('PIN code')).toHaveValue(mumbai[1]!.pincode);
  await expect(form.getByLabel('City')).toHaveValue('Mumbai');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The chosen city (docs/product/catalogue.md#query-parameters-and-marketing-cookies `city` cookie) when no PIN is entered: Pune's areas, none of Mumbai's.
  await context.addCookies([{ name: 'city', value: 'pune', url: new URL(page.url()).origin }]);
  await page.reload();
  await book.getByRole('button', { name: 'Add address' }).click();
  await expect(form.getByText('Start typing to see areas in Pune.')).toBeVisible();
  await area.pressSequentially('an');
  const puneOptions = form.getByRole('listbox', { name: 'Areas in Pune' }).getByRole('option');
  await expect(puneOptions).toHaveCount(pune.length);
  await puneOptions.first().click();
  await expect(area).toHaveValue(pune[0]!.area);
  await expect(form.getByLabel('PIN code')).toHaveValue(pune[0]!.pincode);
  await expect(form.getByLabel('City')).toHaveValue('Pune');
  for (const s of mumbai) expect(pune.map((p) => p.pincode)).not.toContain(s.pincode);
});
