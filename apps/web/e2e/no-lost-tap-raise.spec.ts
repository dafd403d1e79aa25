// Decision 076 (issue 19 §2 'No tap is lost and no control waits for scripts'; docs/product/service-requests.md#raising-a-request):
// with the page's scripts held back, a request is raised end to end — the steps from the problems
// on post to server actions that keep a sealed draft, the documents are uploaded one form each, and
// the review's create_ticket runs on the server with the token its form was rendered with (T16.2);
// the review's Edit links lead to their step as an edit that returns to the review. No URL the browser asks for carries the customer's name, phone, email or address.
import { expect, test } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { invoicePdf } from './fixtures/activation-files';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { SD_PHONE, SR_NUMBER, customerWithActivePlan, planOf } from './fixtures/selfserve';

test.describe.configure({ timeout: 240_000 });

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' }).first();
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
const partner = () => ({ api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY });

/** What the customer types on the address step: none of it may reach a URL. */
const TYPED = {
  name: 'Ishaan Quillfeather',
  phone: '9812345670',
  email: 'ishaan.quillfeather@example.in',
  address1: '42 Quiet Lane, Pali Hill',
  address2: 'Near the Banyan Tree',
};

/** Every URL the page asked for (navigations, redirects' targets, sub-resources) and every Referer sent. */
function recordUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    seen.push(r.url());
    const referer = r.headers()['referer'];
    if (referer) seen.push(referer);
  });
  return seen;
}

/** cover → problems → address → appointment → documents, without scripts, to the documents step. */
async function toDocuments(page: Page, osid: string) {
  await page.goto(`/selfserve?osid=${osid}&step=cover`);
  await page.getByRole('radio').first().check();
  await continueButton(page).click();
  await expect(heading(page, 'What is the problem?')).toBeVisible();
  await expectNotHydrated(continueButton(page));
  await page.getByRole('checkbox').first().check();
  await page.getByLabel(/Anything else/).fill('Ring the bell twice');
  await continueButton(page).click();
  await expect(heading(page, 'Where should we come?')).toBeVisible();
  await page.getByLabel('Full name').fill(TYPED.name);
  await page.getByLabel('Mobile number').fill(TYPED.phone);
  await page.getByLabel('Email').fill(TYPED.email);
  await page.getByLabel('PIN code').fill('400050');
  await page.getByLabel('House, building and street').fill(TYPED.address1);
  await page.getByLabel('Area and landmark').fill(TYPED.address2);
  await page.getByLabel('City').fill('Mumbai');
  await continueButton(page).click();
  await expect(heading(page, 'When suits you?')).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'First preference' }).getByRole('radio', { checked: true }),
  ).toHaveCount(1);
  const process = page.getByRole('group', { name: 'How should we repair it?' }).getByRole('radio');
  if ((await process.count()) > 1) await process.first().check();
  await continueButton(page).click();
  await expect(heading(page, 'Upload documents')).toBeVisible();
}

test('decision 076: without scripts a request is raised end to end; the tracker shows it; no URL carries the name, phone, email or address', async ({
  page,
}, info) => {
  const owner = await customerWithActivePlan(page, info, partner(), SD_PHONE);
  const plan = await planOf(page.request);
  const required = plan.covers[0]!.documents_required;
  const urls = recordUrls(page);
  await withoutScripts(page);
  await toDocuments(page, plan.osid);

  // A document the API refuses (not a PDF, JPEG or PNG): its message on the step, nothing lost.
  const invoice = page.getByLabel(/Purchase invoice/);
  await invoice.setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a document'),
  });
  await page.getByRole('button', { name: 'Upload Purchase invoice' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(heading(page, 'Upload documents')).toBeVisible();
  // A wrong file uploaded, then removed before the scripts (decision 076, amended): it leaves the step and the request.
  await page
    .getByLabel(/Purchase invoice/)
    .setInputFiles({ name: 'old-bill.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
  await page.getByRole('button', { name: 'Upload Purchase invoice' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'old-bill.pdf' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove old-bill.pdf' }).click();
  await expect(heading(page, 'Upload documents')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'old-bill.pdf' })).toHaveCount(0);
  await expect(page.locator('main button[type="button"]')).toHaveCount(0);
  // The invoice, uploaded through the same API route as the island's upload.
  await page
    .getByLabel(/Purchase invoice/)
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
  await page.getByRole('button', { name: 'Upload Purchase invoice' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'invoice.pdf' })).toBeVisible();
  await continueButton(page).click();
  if (required.some((k) => k !== 'invoice')) {
    // Another required one is missing: the step warns, and a second Continue goes on (as the island).
    await expect(page.getByText(/Still missing:/)).toBeVisible();
    await continueButton(page).click();
  }
  await expect(heading(page, 'Check and raise your request')).toBeVisible();
  await expect(page.getByText(TYPED.address1, { exact: false })).toBeVisible();
  // Issue 19 §2: no control on the review waits for the scripts (every button posts a form, every Edit is a link).
  await expect(page.locator('main button[type="button"]')).toHaveCount(0);
  // Issue 19 §2: the review's Edit works before the scripts — the address step as an edit, what was
  // typed still there, and its Continue comes back to the review (not on to the appointment).
  await page.getByRole('link', { name: 'Edit address' }).click();
  await expect(heading(page, 'Where should we come?')).toBeVisible();
  await expect(page.getByLabel('House, building and street')).toHaveValue(TYPED.address1);
  await page.getByLabel('Area and landmark').fill('Opposite the Banyan Court');
  await continueButton(page).click();
  await expect(heading(page, 'Check and raise your request')).toBeVisible();
  await expect(page.getByText('Opposite the Banyan Court', { exact: false })).toBeVisible();
  // §5: the terms must be agreed.
  await page.getByRole('button', { name: 'Raise Service Request' }).click();
  await expect(page.getByText('Please agree to the terms to raise the request.')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Raise Service Request' }).click();

  // (a) The request exists: its tracker, and the customer's list.
  await expect(page).toHaveURL(/\/selfserve\/tracker\/service-request\/\d{6}-\d{6}/);
  const srId = page.url().match(SR_NUMBER)?.[0] ?? '';
  await expect(page.getByText(srId).first()).toBeVisible();
  const { requests } = await (await page.request.get('/api/v3/customer/requests')).json();
  const raised = (requests as { sr_id: string }[]).filter((r) => r.sr_id === srId);
  expect(raised).toHaveLength(1);
  const detail = await (await page.request.get(`/api/v3/tracker/service_request/${srId}`)).json();
  expect(JSON.stringify(detail)).toContain(TYPED.address1);
  expect(JSON.stringify(detail)).toContain('invoice.pdf');
  expect(JSON.stringify(detail)).not.toContain('old-bill.pdf');

  // (b) No URL the browser visited (nor any Referer it sent) carries what the customer typed or their account's contact.
  expect(urls.length).toBeGreaterThan(10);
  const secrets = [
    TYPED.name,
    TYPED.phone,
    TYPED.email,
    TYPED.address1,
    TYPED.address2,
    owner.phone,
    owner.email,
    'Kavya',
    'Quillfeather',
    'Quiet',
    'Banyan',
  ];
  for (const url of urls) {
    const plain = decodeURIComponent(url.replace(/\+/g, ' '));
    for (const secret of secrets) expect(plain, `a URL carried '${secret}'`).not.toContain(secret);
  }
});

test('decision 076 / T16.2: the review form posted twice before hydration makes one request', async ({
  page,
}, info) => {
  await customerWithActivePlan(page, info, partner(), SD_PHONE);
  const plan = await planOf(page.request);
  await withoutScripts(page);
  await toDocuments(page, plan.osid);
  await continueButton(page).click();
  if (plan.covers[0]!.documents_required.length > 0) await continueButton(page).click();
  await expect(heading(page, 'Check and raise your request')).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  // The form as the browser would send it, twice at once (a double tap, a retry).
  const fields = await page.evaluate(() => {
    const form = [...document.forms].find((f) => f.querySelector('[name="token_id"]'));
    return form ? [...new FormData(form)].map(([k, v]) => [k, String(v)] as const) : [];
  });
  expect(fields.map(([k]) => k)).toContain('token_id');
  const origin = new URL(page.url()).origin;
  const post = () =>
    page.request.post(page.url(), {
      multipart: Object.fromEntries(fields),
      headers: { origin },
      maxRedirects: 0,
    });
  const [first, second] = await Promise.all([post(), post()]);
  expect([first.status(), second.status()]).toEqual([303, 303]);
  const location = first.headers()['location'] ?? '';
  expect(location).toMatch(/\/selfserve\/tracker\/service-request\/\d{6}-\d{6}/);
  expect(second.headers()['location']).toBe(location);
  const { requests } = await (await page.request.get('/api/v3/customer/requests')).json();
  expect((requests as unknown[]).length).toBe(1);
  // And the same form posted once more, after the raise, still leads to that request.
  const again = await post();
  expect(again.headers()['location']).toBe(location);
});
