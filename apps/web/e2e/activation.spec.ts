// Issue 4 §3 plan activation (/account/activation/{osid}?activation_source=myaccount; docs/product/activation.md#required-fields-by-plan
// Activation order, docs/product/activation.md#sections-and-errors Activation sections, docs/product/activation.md#required-fields-by-plan, docs/product/api.md#errors): a customer buys a mobile phone extended
// warranty (paid in the Razorpay emulator's Checkout), signs in with a code, opens 'Activate Now' from My Plans, fills the
// device (Luhn-valid IMEI), uploads an invoice and a photo and activates; the card shows the
// activated plan and My Plans shows 'Plan not active' + 'Chat With Us' (a phone bought today with
// a 12-month brand warranty is Under Brand Warranty). A wrong IMEI keeps what was typed; an SVG is
// refused with the API's message (a file over 5 MB with the same words, before it is sent); a
// visitor is sent to sign in; another customer gets a 404.
import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import type { AccountPlansResponse } from '@kavach/contracts';
import {
  clientIp,
  csrf,
  expectNoViolations,
  signInWithPhone,
  signUpByApi,
  test,
  testEmail,
} from './fixtures/account';
import { devicePhotoPng, invoicePdf, luhnImei, svgImage, wrongImei } from './fixtures/activation-files';
import { fillDetails, testPhone, verifyPhone } from './fixtures/checkout';
import { payInCheckout } from './fixtures/emulator-checkout';

test.use({ bypassCSP: true }); // axe is injected as a script tag
test.describe.configure({ timeout: 150_000 });

const EW_PHONE = { sku: 'EW-MOBILE-PHONE', tenure_months: 12, device_price: 2_000_000 };
const ACTIVATION_URL = /\/account\/activation\/[A-Za-z0-9_-]+\?activation_source=myaccount$/;

const istToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The phone EW in this page's session cart, then checkout and payment up to the order summary. */
async function buyPhonePlan(page: Page, phone: string) {
  const res = await page.request.post('/api/v3/cart/item', {
    data: { data: EW_PHONE },
    headers: { 'x-csrftoken': await csrf(page) },
  });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto('/checkout');
  await fillDetails(page, phone);
  await verifyPhone(page, page.request, phone);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payInCheckout(page);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
}

async function myPlans(page: Page) {
  const res = await page.request.get('/api/v3/customer/plans');
  expect(res.status()).toBe(200);
  return ((await res.json()) as AccountPlansResponse).plans;
}

const section = (card: Locator, name: string) => card.getByRole('region', { name });

async function fillDevice(card: Locator, imei: string) {
  const device = section(card, 'Device details');
  await device.getByLabel('Brand').fill('Samsung');
  await device.getByLabel('Model').fill('Galaxy S24');
  await device.getByLabel('Device price (₹)').fill('20000');
  await device.getByLabel('Purchase date').fill(istToday());
  await device.getByLabel('Manufacturer warranty (months)').fill('12');
  await device.getByLabel('Device condition').selectOption('New');
  await device.getByLabel('IMEI number').fill(imei);
}

/** The upload finished: the file is listed with its download link. */
const uploaded = (card: Locator, name: string) =>
  expect(card.getByRole('link', { name: `Download ${name}` })).toBeVisible();

async function upload(
  card: Locator,
  label: 'Upload invoice' | 'Upload photo',
  name: string,
  mimeType: string,
  buffer: Buffer,
) {
  await section(card, 'Upload documents').getByLabel(label).setInputFiles({ name, mimeType, buffer });
}

test('issue 4 §3 journey: buy a phone EW → sign in with a code → My Plans "Activate Now" → device, invoice, photo → Activate → activated with certificate; My Plans: "Plan not active" + "Chat With Us"', async ({
  page,
}, info) => {
  const phone = testPhone(info);
  await buyPhonePlan(page, phone);
  await signInWithPhone(page, phone);

  await page.goto('/account/plans');
  const planCard = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Activate Now' }) });
  await expect(planCard).toHaveCount(1);
  await expect(planCard.getByText('Action Required')).toBeVisible();
  await planCard.getByRole('link', { name: 'Activate Now' }).click();

  await expect(page).toHaveURL(ACTIVATION_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your plan' })).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card.getByText('Activation Pending')).toBeVisible();
  // docs/product/activation.md#sections-and-errors: incomplete sections are open; the personal details came from the order and are complete.
  await expect(section(card, 'Personal details').getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(section(card, 'Device details').getByLabel('IMEI number')).toBeVisible();
  await expect(card.getByText('Dial *#06# to see it')).toBeVisible();
  await expectNoViolations(page);

  // docs/product/accounts.md#input-rules, docs/product/accounts.md#empty-states: an empty form says 'Required field' (and names the missing uploads) without sending.
  await card.getByRole('button', { name: 'Activate plan' }).click();
  await expect(section(card, 'Device details').getByText('Required field')).toHaveCount(6);
  await expect(section(card, 'Upload documents').getByText('Upload the purchase invoice')).toBeVisible();
  await expect(section(card, 'Device details').getByLabel('Brand')).toBeFocused();
  // docs/product/accounts.md#input-rules input filter: < and > are dropped as typed.
  await section(card, 'Device details').getByLabel('Model').pressSequentially('Galaxy <S24>');
  await expect(section(card, 'Device details').getByLabel('Model')).toHaveValue('Galaxy S24');

  await fillDevice(card, luhnImei());
  await upload(card, 'Upload invoice', 'invoice.pdf', 'application/pdf', invoicePdf());
  await uploaded(card, 'invoice.pdf');
  await expect(section(card, 'Upload documents').getByText('Upload the purchase invoice')).toHaveCount(0);
  await upload(card, 'Upload photo', 'phone.png', 'image/png', devicePhotoPng());
  await uploaded(card, 'phone.png');
  await expect(card.getByRole('link', { name: 'Download invoice.pdf' })).toHaveAttribute(
    'href',
    /^\/api\/v3\/activation\/document\/[^/]+$/,
  );
  await card.getByRole('button', { name: 'Activate plan' }).click();

  await expect(card.getByText('This plan is activated.')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('This plan is activated.');
  await expect(card.getByText('Under Brand Warranty')).toBeVisible();
  await expect(page.getByText('Congratulations! Your plan is activated.')).toBeVisible();
  const certificate = card.getByRole('link', { name: 'Download certificate' });
  const pdf = await page.request.get((await certificate.getAttribute('href')) ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await card.getByRole('button', { name: 'Send on WhatsApp' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /We have sent a link to your certificate/ }),
  ).toBeVisible();
  await expectNoViolations(page);

  const [plan] = await myPlans(page);
  expect(plan?.banner?.text).toBe('Plan not active');
  expect(plan?.action.label).toBe('Chat With Us');
  await page.goto('/account/plans');
  const activated = page.getByRole('article').first();
  await expect(activated.getByText('Plan not active')).toBeVisible();
  await expect(activated.getByRole('link', { name: /Chat With Us/ })).toBeVisible();
});

test('issue 4 §3: a wrong IMEI shows the IMEI message and keeps what was typed (also after a reload); an SVG is refused with the API’s message; the error can be dismissed', async ({
  page,
}, info) => {
  await signUpByApi(page, testEmail(info, 'act'));
  await buyPhonePlan(page, testPhone(info));
  const [plan] = await myPlans(page);
  await page.goto(`/account/activation/${plan?.osid ?? ''}?activation_source=myaccount`);
  const card = page.getByRole('article').first();

  await upload(card, 'Upload invoice', 'drawing.svg', 'image/svg+xml', svgImage());
  const invoiceAlert = section(card, 'Upload documents')
    .getByRole('group', { name: 'Purchase invoice' })
    .getByRole('alert');
  await expect(invoiceAlert).toHaveText('Upload a JPEG, PNG or PDF file.');
  // docs/product/security-tests.md#t11-2: over 5 MB is refused before sending, with the API's own words.
  await upload(card, 'Upload invoice', 'scan.pdf', 'application/pdf', Buffer.alloc(5 * 1024 * 1024 + 1));
  await expect(invoiceAlert).toHaveText('The file is larger than 5 MB. Upload a smaller file.');

  const imei = wrongImei(luhnImei());
  await fillDevice(card, imei);
  await upload(card, 'Upload invoice', 'invoice.pdf', 'application/pdf', invoicePdf());
  await upload(card, 'Upload photo', 'phone.png', 'image/png', devicePhotoPng());
  await uploaded(card, 'invoice.pdf');
  await uploaded(card, 'phone.png');
  await card.getByRole('button', { name: 'Activate plan' }).click();

  const imeiField = section(card, 'Device details').getByLabel('IMEI number');
  await expect(card.getByText('Enter the 15-digit IMEI number (dial *#06#)')).toBeVisible();
  await expect(imeiField).toHaveAttribute('aria-invalid', 'true');
  await expect(imeiField).toBeFocused();
  await expect(imeiField).toHaveValue(imei);
  await expect(section(card, 'Device details').getByLabel('Model')).toHaveValue('Galaxy S24');
  await expect(card.getByText('Activation Pending')).toBeVisible();
  await expectNoViolations(page);

  // docs/product/accounts.md#plan-statuses: the refused draft is kept by the server with its errors, and they can be dismissed.
  await page.reload();
  await expect(imeiField).toHaveValue(imei);
  await expect(card.getByText('Enter the 15-digit IMEI number (dial *#06#)')).toBeVisible();
  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expect(card.getByText('Enter the 15-digit IMEI number (dial *#06#)')).toHaveCount(0);
});

test('issue 4 §3: a visitor is sent to sign in and back; another customer’s plan is the not-found page', async ({
  page,
  browser,
}, info) => {
  await signUpByApi(page, testEmail(info, 'own'));
  await buyPhonePlan(page, testPhone(info));
  const [plan] = await myPlans(page);
  const path = `/account/activation/${plan?.osid ?? ''}?activation_source=myaccount`;

  const visitor = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await visitor.goto(path);
  expect(visitor.url().endsWith(`/login?next=${encodeURIComponent(path)}`), visitor.url()).toBe(true);
  await visitor.close();

  const other = await browser.newPage({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await signUpByApi(other, testEmail(info, 'other'));
  const res = await other.goto(path);
  expect(res?.status()).toBe(404);
  await expect(other.getByRole('heading', { name: 'We couldn’t find that page' })).toBeVisible();
  await other.close();
});
