// Agent payment links (issue 3 §4, docs/product/staff.md#agents): a sales agent signs in at /agent/login, builds the
// customer's cart, fills the checkout details (no phone verification) and sends a payment link; the
// customer — another browser — opens the link from the SMS (read from the dev outbox), pays on the
// Razorpay emulator's link page, lands on the done page, and the link then says it is paid.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { AGENT, agentSignIn } from './fixtures/agent';
import { formatViolations, runAxe } from './fixtures/axe';
import { AC_PAGE, PLANS, itemByTitle, serverCart, tapAddToCart } from './fixtures/cart';
import { fillDetails, stepHeading, testPhone } from './fixtures/checkout';
import { EMULATOR_LINK_PAGE } from './fixtures/emulator-checkout';

const LINK_URL = /https?:\/\/[^\s/]+\/payment-link\/[A-Za-z0-9_-]{43}/;

async function expectNoViolations(page: Page) {
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
}

/** The payment-link URL of the newest SMS to this phone with topic payment_link (polls the outbox). */
async function linkFromOutbox(request: APIRequestContext, phone: string): Promise<string> {
  let url = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox');
        const { messages } = (await res.json()) as DevOutbox;
        const sms = messages.find(
          (m) => m.topic === 'payment_link' && m.channel === 'sms' && m.recipient === `+91${phone}`,
        );
        url = (sms && LINK_URL.exec(sms.text)?.[0]) ?? '';
        return url;
      },
      { message: `a payment_link SMS to ${phone} in /api/dev/outbox`, timeout: 15_000 },
    )
    .toMatch(LINK_URL);
  return url;
}

test.describe('agent payment links', () => {
  // axe-core is injected as a script tag.
  test.use({ bypassCSP: true });
  test.describe.configure({ timeout: 90_000 });

  test('issue 3 §4: agent signs in → adds a plan → checkout details (no OTP) → "Send payment link" → the customer opens the link from the SMS in another browser → pays on the emulator link page (a failure first) → done page "Payment successful" → the link then says it is paid', async ({
    page,
    browser,
    request,
  }, info) => {
    const phone = testPhone(info);
    await agentSignIn(page, AGENT.password, AC_PAGE);
    await expect(page).toHaveURL(new RegExp(`${AC_PAGE}$`));
    await tapAddToCart(itemByTitle(page, PLANS.ew.title));
    await expect(page.getByRole('status').filter({ hasText: 'Item added to the cart' })).toBeVisible();
    const cart = await serverCart(page);
    expect(cart.channel).toBe('website-tele');

    await page.goto('/checkout');
    const bar = page.getByRole('region', { name: 'Agent session' });
    await expect(bar).toContainText(`Signed in as agent ${AGENT.username}`);
    const progress = page.getByRole('navigation', { name: 'Checkout steps' });
    await expect(progress.getByRole('listitem')).toHaveCount(2);
    await fillDetails(page, phone);
    await expect(stepHeading(page, 'Review & send link')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);

    const sent = page.waitForResponse((r) => r.url().includes('/api/v3/cart/send_link/'));
    await page.getByRole('button', { name: 'Send payment link' }).click();
    expect((await sent).status()).toBe(200);
    const panel = page.getByTestId('link-sent');
    await expect(panel.getByRole('heading', { name: /^Payment link sent to / })).toBeFocused();
    await expect(panel).toContainText(/Payment link sent to \S+ and \S+@\S+\./);
    await expect(panel.getByTestId('link-expires')).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [ap]m IST$/,
    );
    const url = await panel.getByLabel('Payment link').inputValue();
    expect(url).toMatch(LINK_URL);
    expect(await linkFromOutbox(request, phone)).toBe(url);
    // Sending again re-sends the same link while the cart is unchanged.
    await panel.getByRole('button', { name: 'Send again' }).click();
    await expect(panel.getByRole('heading', { name: /^Payment link sent again to / })).toBeVisible();
    await expect(panel.getByLabel('Payment link')).toHaveValue(url);
    await expectNoViolations(page);

    // The customer: a new browser context (no agent session, no cart).
    const customerContext = await browser.newContext({ viewport: page.viewportSize() });
    const customer = await customerContext.newPage();
    const opened = await customer.goto(url);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['referrer-policy']).toBe('no-referrer');
    await expect(customer.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Pay for your Kavach plans');
    await expect(customer.getByText('Hi Asha,')).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Your plans' })).toContainText(PLANS.ew.title);
    await expect(customer.getByText(/^Pay by \d{1,2} [A-Z][a-z]{2} \d{4}, .+ IST$/)).toBeVisible();
    await expect(customer.getByRole('region', { name: 'Agent session' })).toHaveCount(0);
    const scripts = await customer
      .locator('script[src]')
      .evaluateAll((els) => els.map((e) => new URL((e as HTMLScriptElement).src).origin));
    expect(new Set(scripts), 'no third-party scripts on the payment-link page').toEqual(
      new Set(scripts.length ? [new URL(url).origin] : []),
    );
    await expectNoViolations(customer);
    await customer.getByRole('link', { name: `Pay ${formatInr(cart.total)}` }).click();

    // The gateway's short URL carries its page key: whoever holds the link pays (decision 043).
    await expect(customer).toHaveURL(EMULATOR_LINK_PAGE);
    await expect(customer.getByTestId('emulator-amount')).toHaveText(formatInr(cart.total));
    await expect(customer.getByTestId('emulator-reference')).toHaveText(/^KV[A-Z0-9]{12}$/);
    // Finding 10 of issue 18: the link page without its key is not found, and shows no reference.
    const keyless = await request.get(new URL(customer.url()).pathname);
    expect(keyless.status()).toBe(404);
    expect(await keyless.text()).not.toContain(
      (await customer.getByTestId('emulator-reference').textContent()) ?? 'KV',
    );
    await customer.getByRole('button', { name: 'Fail payment' }).click();
    await expect(customer.getByTestId('emulator-status')).toContainText('you can try again');
    await expectNoViolations(customer);
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();

    await expect(customer).toHaveURL(/\/payment-link\/[A-Za-z0-9_-]{43}\/done/);
    await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(customer.getByTestId('link-done')).toContainText('Your plans are confirmed');
    await expect(customer.getByTestId('link-order-id')).toHaveText(/^KV[A-Z0-9]{12}$/);
    // The signed query leaves the address bar once the payment is confirmed.
    await expect(customer).toHaveURL(/\/done$/);
    await expectNoViolations(customer);

    await customer.goto(url);
    await expect(customer.getByRole('heading', { level: 1 })).toHaveText('Your Kavach payment link');
    await expect(customer.getByTestId('link-status')).toContainText('already been paid');
    await expect(customer.getByRole('link', { name: /^Pay ₹/ })).toHaveCount(0);
    await expectNoViolations(customer);
    await customerContext.close();

    // The agent signs out: the page reloads as a visitor's.
    await bar.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('region', { name: 'Agent session' })).toHaveCount(0);
  });

  test('§6 agent sign-in: a wrong password shows the API message and stays on the page; the page is noindex', async ({
    page,
  }) => {
    await agentSignIn(page, 'not-the-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'That username and password do not match.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/agent\/login$/);
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(page.getByLabel('Password')).toBeFocused();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByText('For Kavach sales agents only.')).toBeVisible();
    await expectNoViolations(page);
  });

  // The page streams behind its loading state, so Next answers 200 and marks the not-found view
  // noindex (it cannot change the status once streaming has begun).
  test('issue 3 §4: an unknown or malformed payment link shows "We could not find this payment link" and nothing of any order', async ({
    page,
  }) => {
    for (const id of ['A'.repeat(43), 'not-a-link']) {
      await page.goto(`/payment-link/${id}`);
      await expect(page.getByRole('heading', { name: 'We could not find this payment link' })).toBeVisible();
      await expect(page.getByText(/KV[A-Z0-9]{12}|₹/)).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
    }
  });
});
