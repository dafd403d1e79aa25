// Issue 4 partner plans (docs/product/catalogue.md#variants-and-app-mode co-branded partners, docs/product/activation.md#device-details Device form field sets; decision 024): a
// marketplace partner's server registers a phone extended warranty it sold (POST /v3/partner/plans
// on the API with its key); the customer signs in with a code to the phone the partner gave, finds
// the plan in My Plans with 'Activate Now', and the activation page shows the marketplace field
// set — the base fields plus 'Device name' and 'Other manufacturer warranty'. Runs at 390 and
// 1280 px (the mobile and desktop projects), with a screenshot of the form for each.
import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { expectNoViolations, signInWithPhone, test } from './fixtures/account';
import { testPhone } from './fixtures/checkout';
import { registerPartnerSale } from './fixtures/partner';

test.use({ bypassCSP: true }); // axe is injected as a script tag

/** The partner's server: straight to the API (not through the web), with its key. */
const registerMarketplaceSale = (request: APIRequestContext, phone: string, ref: string) =>
  registerPartnerSale(
    request,
    { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY },
    {
      partner_order_ref: ref,
      channel: 'flipkart',
      customer: { phone, name: 'Meera Iyer', email: `meera.${phone}@example.in` },
      sku: 'EW-MOBILE-PHONE',
      device_price: 2_000_000,
      pincode: '400001',
    },
  );

test('issue 4 partner plans: a marketplace sale registered by the partner → My Plans "Activate Now" → the activation page shows the marketplace field set (device name, other manufacturer warranty)', async ({
  page,
}, info) => {
  const phone = testPhone(info);
  const sale = await registerMarketplaceSale(page.request, phone, `FK-${info.project.name}-${Date.now()}`);
  const osid = sale.plans[0]?.osid ?? '';
  expect(sale.plans[0]?.form_variant).toBe('marketplace');
  expect(sale.activation_url).toContain(`/account/activation/${osid}?activation_source=sms`);

  await signInWithPhone(page, phone);
  await page.goto('/account/plans');
  const planCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Activate Now' }) });
  await expect(planCard).toHaveCount(1);
  await expect(planCard.getByText('Action Required')).toBeVisible();
  await planCard.getByRole('link', { name: 'Activate Now' }).click();

  await expect(page).toHaveURL(new RegExp(`/account/activation/${osid}\\?activation_source=myaccount$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your plan' })).toBeVisible();
  const card = page.getByRole('article').first();
  const device = card.getByRole('region', { name: 'Device details' });
  // docs/product/cart.md#what-a-cart-holds: the base set …
  for (const label of [
    'Brand',
    'Model',
    'Device price (₹)',
    'Purchase date',
    'Manufacturer warranty (months)',
    'Device condition',
    'IMEI number',
  ])
    await expect(device.getByLabel(label)).toBeVisible();
  // … plus the marketplace partner's two fields.
  await expect(device.getByLabel('Device name')).toBeVisible();
  await expect(device.getByLabel('Other manufacturer warranty')).toBeVisible();
  await expect(device.getByLabel('Device price (₹)')).toHaveValue('20000'); // from the partner's price
  // The personal details came from the partner and are complete.
  await expect(card.getByRole('region', { name: 'Personal details' }).getByText('Meera Iyer')).toBeVisible();

  await device.getByLabel('Device name').fill('Galaxy S24 5G');
  await device.getByLabel('Other manufacturer warranty').fill('1 year brand + 6 months seller');
  await expectNoViolations(page);
  await page.screenshot({
    path: info.outputPath(`partner-activation-${info.project.name}.png`),
    fullPage: true,
  });
});
