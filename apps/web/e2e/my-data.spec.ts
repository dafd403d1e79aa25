// Decision 095: a signed-in customer downloads a copy of their data from My Profile — a plain link,
// so it works before the page's scripts run.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { signUpByApi, testEmail, test } from './fixtures/account';
import { withoutScripts } from './fixtures/no-scripts';

test('decision 095: "Download my data" on My Profile gives the customer’s own copy as a JSON file, with no scripts', async ({
  page,
}, info) => {
  const email = testEmail(info, 'mydata');
  await signUpByApi(page, email, 'Rohan');
  await withoutScripts(page);
  await page.goto('/account/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toContainText('Passwords and one-time codes are never in it.');
  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download my data' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^Kavach-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const copy = JSON.parse(await readFile((await file.path())!, 'utf8'));
  expect(copy.account).toMatchObject({ first_name: 'Rohan', email });
  expect(copy.plans).toEqual([]);
  // Decision 099: the sign-up code's email is listed, its text (the code) withheld.
  expect(copy.messages).toContainEqual(
    expect.objectContaining({ channel: 'email', topic: 'otp', text: null }),
  );
});
