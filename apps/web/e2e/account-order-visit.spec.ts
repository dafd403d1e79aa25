// Orders & Bookings lists a booking to pay after the visit (docs/product/checkout.md#pay-after-the-visit)
// and shows the visit an order booked (docs/product/cart.md#visit-slots): a signed-in customer books an
// AC jet service to pay after the visit; the order's card and its detail page say when the
// technician comes and that nothing is due until then.
import { expect } from '@playwright/test';
import { signUpByApi, test, testEmail } from './fixtures/account';
import { PLANS, seedCart } from './fixtures/cart';
import { chooseFirstFreeSlot, fillDetails, testPhone, verifyPhone } from './fixtures/checkout';

test.describe.configure({ timeout: 90_000 });

test('a booked visit shows on the order’s card in Orders & Bookings and on its detail page', async ({
  page,
}, info) => {
  await signUpByApi(page, testEmail(info, 'visit'));
  const phone = testPhone(info);
  await seedCart(page, [PLANS.jet]);
  await page.goto('/checkout');
  await fillDetails(page, phone);
  await verifyPhone(page, page.request, phone);
  await chooseFirstFreeSlot(page.getByRole('group', { name: `Visit slot for ${PLANS.jet.title}` }));
  const saved = (await page.getByText(/^Slot saved: /).textContent()) ?? '';
  await page
    .getByRole('group', { name: 'When do you want to pay?' })
    .getByText('Pay after the visit')
    .click();
  await page.getByRole('button', { name: 'Book visit, pay later' }).click();
  await page.waitForURL(/params=ordersummary&order_id=KV[A-Z0-9]{12}$/);
  const orderId = new URL(page.url()).searchParams.get('order_id')!;
  const visit = page.getByRole('region', { name: 'Your visit' });
  const booked = /Slot booked: (\d{2} [A-Z][a-z]{2}, \d{4}, (?:10AM - 2PM|2PM - 6PM))/.exec(
    (await visit.textContent()) ?? '',
  )?.[1];
  expect(booked, `the summary's visit (checkout said "${saved}")`).toBeTruthy();

  await page.goto('/account/orders');
  const card = page.getByRole('article', { name: `Order ${orderId}` });
  await expect(card.getByText(`Visit booked: ${booked}`)).toBeVisible();
  await expect(card.getByText('Visit booked', { exact: true })).toBeVisible(); // the status chip
  await page.screenshot({ path: info.outputPath(`orders-visit-${info.project.name}.png`), fullPage: true });

  await card.getByRole('link', { name: `View details of order ${orderId}` }).click();
  await expect(page.getByRole('region', { name: 'Your visit' })).toContainText(
    `${PLANS.jet.title}Slot booked: ${booked}`,
  );
  await expect(page.getByTestId('order-postpaid-note')).toHaveText(
    'Nothing to pay now. After the visit we will send you a payment link by SMS and email.',
  );
  await page.screenshot({ path: info.outputPath(`order-visit-${info.project.name}.png`), fullPage: true });
});
