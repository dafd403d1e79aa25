// Pay after the visit (issue 18 §3, docs/product/checkout.md#pay-after-the-visit, decision 045): an insta-repair cart whose category
// allows postpaid offers "Pay after the visit" on the review step; choosing it books the visit
// without a payment and the confirmation says so. After the visit staff mark it done, the payment
// link arrives by SMS (read from the dev outbox), and paying it on the Razorpay emulator's link page settles
// the order. A protection plan is never offered the choice.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import { formatInr } from '@kavach/domain';
import { AGENT, agentSignIn } from './fixtures/agent';
import { PLANS, seedCart } from './fixtures/cart';
import { chooseFirstFreeSlot, fillDetails, stepHeading, testPhone, verifyPhone } from './fixtures/checkout';
import { EMULATOR_LINK_PAGE } from './fixtures/emulator-checkout';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LINK_URL = /https?:\/\/[^\s/]+\/payment-link\/[A-Za-z0-9_-]{43}/;

async function outboxText(request: APIRequestContext, phone: string, topic: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const { messages } = (await (await request.get('/api/dev/outbox')).json()) as DevOutbox;
        text =
          messages.find((m) => m.topic === topic && m.channel === 'sms' && m.recipient === `+91${phone}`)
            ?.text ?? '';
        return text;
      },
      { message: `a ${topic} SMS to ${phone} in /api/dev/outbox`, timeout: 15_000 },
    )
    .not.toBe('');
  return text;
}

/** Staff mark the visit done through the API (our path; the spec names none), as their desk would. */
async function markVisitDone(staff: Page, orderId: string) {
  const csrf = (await (await staff.request.get('/api/auth/set_csrf')).json()) as { csrf_token: string };
  const res = await staff.request.post(`/api/v3/order/visit_completed/${orderId}`, {
    data: {},
    headers: { 'x-csrftoken': csrf.csrf_token },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('pay after the visit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('issue 18 §3 / §5: an AC insta-repair cart offers "Pay after the visit" → the visit is booked without paying → after the visit the payment link comes by SMS → paying it confirms the order', async ({
    page,
    browser,
    request,
  }, info) => {
    const phone = testPhone(info);
    const cart = await seedCart(page, [PLANS.jet]);
    expect(cart.pay_later_allowed).toBe(true);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);
    await chooseFirstFreeSlot(page.getByRole('group', { name: `Visit slot for ${PLANS.jet.title}` }));
    await expect(page.getByText(/^Slot saved: /)).toBeVisible();

    const choice = page.getByRole('group', { name: 'When do you want to pay?' });
    await expect(choice.getByRole('radio', { name: /^Pay now/ })).toBeChecked();
    await expect(page.getByRole('button', { name: `Pay ${formatInr(cart.total)}` })).toBeVisible();
    await choice.getByText('Pay after the visit').click();
    await expect(choice.getByRole('radio', { name: /^Pay after the visit/ })).toBeChecked();
    await expect(page.getByText('Nothing to pay now.')).toBeVisible();
    await page.screenshot({ path: info.outputPath(`pay-later-${info.project.name}.png`), fullPage: true });

    const booked = page.waitForResponse((r) => r.url().endsWith('/api/v3/order/checkout'));
    await page.getByRole('button', { name: 'Book visit, pay later' }).click();
    expect((await booked).status()).toBe(200);
    // The summary is a new page load: wait for it as a navigation (a busy box takes its time).
    await page.waitForURL(/params=ordersummary&order_id=KV[A-Z0-9]{12}$/);
    const orderId = new URL(page.url()).searchParams.get('order_id')!;
    const banner = page.getByRole('status').filter({ hasText: 'Your visit is booked' });
    await expect(banner).toContainText('After the visit we will send you a payment link by SMS and email.');
    await expect(page.getByRole('region', { name: 'Your visit' })).toContainText(
      new RegExp(
        `${escapeRegExp(PLANS.jet.title)}\\s*Slot booked: \\d{2} [A-Z][a-z]{2}, \\d{4}, (10AM - 2PM|2PM - 6PM)`,
      ),
    );
    await page.screenshot({ path: info.outputPath(`booked-${info.project.name}.png`), fullPage: true });
    expect(await outboxText(request, phone, 'visit_booked')).toMatch(/visit is booked.*after the visit/);

    // After the visit: staff (another browser) mark it done; the link goes to the customer's phone.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await agentSignIn(staff, AGENT.password, '/');
    await staff.waitForURL(/\/$/);
    await markVisitDone(staff, orderId);
    await staffContext.close();
    const url = LINK_URL.exec(await outboxText(request, phone, 'payment_link'))?.[0] ?? '';
    expect(url).toMatch(LINK_URL);

    await page.goto(url);
    await page.getByRole('link', { name: `Pay ${formatInr(cart.total)}` }).click();
    await page.waitForURL(EMULATOR_LINK_PAGE); // decision 043: the page key
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/payment-link\/[A-Za-z0-9_-]{43}\/done/);
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await expect(page.getByTestId('link-order-id')).toHaveText(orderId);
  });

  test('§5: a protection plan is paid before its order; no "Pay after the visit" choice', async ({
    page,
    request,
  }, info) => {
    const phone = testPhone(info);
    const cart = await seedCart(page, [PLANS.ew]);
    expect(cart.pay_later_allowed).toBe(false);
    await page.goto('/checkout');
    await fillDetails(page, phone);
    await verifyPhone(page, request, phone);
    await expect(stepHeading(page, 'Review & pay')).toBeVisible();
    await expect(page.getByRole('button', { name: `Pay ${formatInr(cart.total)}` })).toBeVisible();
    await expect(page.getByText('Pay after the visit')).toHaveCount(0);
  });
});
