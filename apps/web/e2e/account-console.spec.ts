// Issue 18 §3.1: /account/plans logged React hydration error #418 in the browser console. A visitor
// walks the account area as the demo customer (README: created on start with plans in several
// states) from a browser in India — IST and an Indian locale, whatever the server's own time zone —
// and no account page may log a console error or throw.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { signInByApi, test } from './fixtures/account';
import { PLANS, seedCart } from './fixtures/cart';

/** The docs/product/accounts.md#account-menu-and-pages account menu's pages. */
const ACCOUNT_PAGES = [
  '/account/plans',
  '/account/activation',
  '/account/profile',
  '/account/requests',
  '/account/orders',
  '/account/help',
];

const DEMO_EMAIL = 'demo.customer@example.in';
const DEMO_PASSWORD = process.env.DEMO_CUSTOMER_PASSWORD ?? 'kavach-customer-demo';

test.use({ timezoneId: 'Asia/Kolkata', locale: 'en-IN' });
test.describe.configure({ timeout: 90_000 });

/** Console errors and uncaught exceptions of the page from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** The page has loaded, hydrated (React's recoverable errors are logged by then) and gone quiet. */
async function settle(page: Page, path: string) {
  const res = await page.goto(path);
  expect(res?.status(), `status of ${path}`).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('issue 18 §3.1: /account/plans of the demo customer, with a plan in the cart, logs no console error (no hydration mismatch #418) in IST', async ({
  page,
}) => {
  await signInByApi(page, DEMO_EMAIL, DEMO_PASSWORD);
  await seedCart(page, [PLANS.amc]);
  const errors = collectErrors(page);
  await settle(page, '/account/plans');
  await expect(page.getByRole('list', { name: 'Your plans' }).getByRole('article').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('issue 18 §3.1: every account page of the demo customer logs no console error in IST', async ({
  page,
}) => {
  await signInByApi(page, DEMO_EMAIL, DEMO_PASSWORD);
  const errors = collectErrors(page);
  for (const path of ACCOUNT_PAGES) {
    await settle(page, path);
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});
