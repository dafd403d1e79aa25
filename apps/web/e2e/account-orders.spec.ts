// Issue 4 §2 my account with a real purchase: a signed-in customer buys a plan; My Plans shows its
// card (banner and button from the domain's plan-card table), Activate Plan lists it, Orders &
// Bookings lists the order and its detail offers the invoice. Another customer's order URL is the
// site's not-found page (docs/product/security-tests.md#t6-1), and a visitor is sent to sign in first.
import { expect } from '@playwright/test';
import { PLANS, seedCart } from './fixtures/cart';
import { fillDetails, testPhone, verifyPhone } from './fixtures/checkout';
import { clientIp, expectNoViolations, signUpByApi, test, testEmail } from './fixtures/account';
import { payInCheckout } from './fixtures/emulator-checkout';

test.use({ bypassCSP: true }); // axe is injected as a script tag
test.describe.configure({ timeout: 90_000 });

test('issue 4 §2: buy a plan signed in → My Plans card → Activate Plan → Orders & Bookings → order detail with invoice; another customer gets 404, a visitor the login page', async ({
  page,
  browser,
}, info) => {
  await signUpByApi(page, testEmail(info));
  const phone = testPhone(info);
  await seedCart(page, [PLANS.ew]);
  await page.goto('/checkout');
  await fillDetails(page, phone);
  await verifyPhone(page, page.request, phone);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInCheckout(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
  expect(orderId).toMatch(/^KV[A-Z0-9]{12}$/);

  // My Plans arrives with its cards in the HTML (read by the server with this session): no loading
  // cards first, nothing shifts when the read returns (performance-goals: CLS ≤ 0.05 on app pages).
  const html = await (await page.request.get('/account/plans')).text();
  expect(html).toContain(orderId);
  expect(html).not.toContain('Loading your plans…');

  await page.goto('/account/plans');
  const card = page.getByRole('article', { name: PLANS.ew.title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Action Required')).toBeVisible();
  await expect(card.getByText(orderId)).toBeVisible();
  await expect(card.getByText(/^\d{2} [A-Z][a-z]{2} \d{4}$/).first()).toBeVisible();
  const activate = card.getByRole('link', { name: 'Activate Now' });
  await expect(activate).toHaveAttribute(
    'href',
    /^\/account\/activation\/[^/?]+\?activation_source=myaccount$/,
  );
  await expectNoViolations(page);

  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Activate Plan' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activate Plan' })).toBeVisible();
  const toActivate = page.getByRole('article', { name: PLANS.ew.title });
  await expect(toActivate.getByRole('link', { name: 'Activate Now' })).toHaveAttribute(
    'href',
    (await activate.getAttribute('href')) ?? '',
  );
  await expectNoViolations(page);

  await page.goto('/account/orders');
  const order = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(order).toContainText('Paid');
  await expect(order).toContainText(PLANS.ew.title);
  await expectNoViolations(page);
  await order.getByRole('link', { name: /View details/ }).click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Order details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plans bought' })).toContainText(PLANS.ew.title);
  const invoice = page.getByRole('link', { name: 'Download invoice' });
  const pdf = await page.request.get((await invoice.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectNoViolations(page);

  // Another customer, in another browser: the same URL is the site's not-found page.
  const other = await browser.newContext({
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': clientIp() },
  });
  const otherPage = await other.newPage();
  await signUpByApi(otherPage, testEmail(info, 'other'));
  const res = await otherPage.goto(`/account/orders/${orderId}`);
  expect(res?.status()).toBe(404);
  await expect(otherPage.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await expect(otherPage.getByText(PLANS.ew.title)).toHaveCount(0);
  await other.close();

  // A visitor: sign in first, then back to the order.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/account/orders/${orderId}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/login\\?next=%2Faccount%2Forders%2F${orderId}$`));
  await visitor.close();
});

test('§8 empty states of Activate Plan, Orders & Bookings and My Requests; Help & Support', async ({
  page,
}, info) => {
  await signUpByApi(page, testEmail(info));
  const cases = [
    ['/account/activation', 'You don’t have any plans to activate!'],
    ['/account/orders', 'We are waiting to serve you!'],
    ['/account/requests', 'You have not raised any request yet'],
  ] as const;
  for (const [path, text] of cases) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoViolations(page);
  }
  await page.goto('/account/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
  const contact = page.getByRole('region', { name: 'Contact us' });
  await expect(contact.getByText(/^Need help\? Give us a call at /)).toBeVisible();
  await expect(contact.getByRole('link', { name: /^\d[\d-]+$/ })).toHaveAttribute('href', /^tel:/);
  await page.getByText('How do I activate my plan?').click();
  await expect(page.getByText(/Open Activate Plan, choose the plan/)).toBeVisible();
  await expectNoViolations(page);
});
