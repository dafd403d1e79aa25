// Decision 094 (docs/product/staff.md#agent-connection): before a signed-in customer dials
// support, the site asks the dialer to allow the agent connection — the tap itself dials as it
// would without scripts — and the service desk then lists the caller under "Calling now".
import { expect } from '@playwright/test';
import { signUpByApi, testEmail, test } from './fixtures/account';
import { deskPage } from './fixtures/desk';

test.describe.configure({ timeout: 60_000 });

test('decision 094: a signed-in customer taps "Call us": the dialer is told first, and the desk sees who is calling', async ({
  page,
  browser,
}, info) => {
  const email = testEmail(info, 'caller');
  await signUpByApi(page, email, 'Ishaan');
  // Once the page knows who is signed in (its session bootstrap), a tap on the number allows the connection.
  const bootstrap = page.waitForResponse((r) => r.url().includes('/api/auth/set_csrf') && r.ok());
  await page.goto('/account/help');
  await expect(
    page.getByText('the expert who answers can see your plans and requests for the next 15 minutes'),
  ).toBeVisible();
  await bootstrap;
  const call = page.getByRole('link', { name: 'Call us' });
  await expect(call).toHaveAttribute('href', /^tel:/);
  // The link leaves for the phone's dialer, which a headless browser does not have. The page learns
  // who is signed in just after its bootstrap answers, so the tap is repeated until it is told.
  await expect
    .poll(
      async () => {
        const allowed = page
          .waitForResponse((r) => r.url().endsWith('/api/v4/app:website/dialer/allow_agent_connection/'), {
            timeout: 3_000,
          })
          .catch(() => null);
        await call.click({ noWaitAfter: true }).catch(() => undefined);
        const res = await allowed;
        return res ? [res.status(), (await res.json()).allowed] : null;
      },
      { timeout: 20_000 },
    )
    .toEqual([200, true]);

  const desk = await deskPage(browser);
  const calling = desk.getByRole('region', { name: 'Calling now' });
  const row = calling.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Ishaan Rao');
  await expect(row.getByRole('link', { name: 'Their requests' })).toHaveAttribute(
    'href',
    `/service-desk?q=${encodeURIComponent(email)}`,
  );
  await desk.context().close();
});

test('decision 094: a visitor who is not signed in calls without telling the dialer anything', async ({
  page,
}) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('allow_agent_connection')) calls.push(r.url());
  });
  await page.goto('/account/help');
  await page
    .getByRole('link', { name: 'Call us' })
    .click({ noWaitAfter: true })
    .catch(() => undefined);
  await page.waitForTimeout(500);
  expect(calls).toEqual([]);
});
