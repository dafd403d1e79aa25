// Decision 074 before hydration (decision 054/066's rule; 390 px only, decision 062): the tracker's
// document form posts the file to a server action while the page's scripts are held back.
import { expect } from '@playwright/test';
import { test } from './fixtures/account';
import { invoicePdf } from './fixtures/activation-files';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { documentsAskedFor, documentsRegion } from './fixtures/selfserve-documents';

test.describe.configure({ timeout: 180_000 });

/** The marketplace partner that registers the journey's plan sale (scripts/e2e.mjs, decision 024). */
const PARTNER = { api: process.env.E2E_API_URL, key: process.env.E2E_MARKETPLACE_KEY };

test('decision 074: a requested document sent before hydration — §5 Required field, then sent, and the request back in review', async ({
  page,
  browser,
}, info) => {
  const { srId, desk } = await documentsAskedFor(page, browser, info, PARTNER, ['Purchase invoice']);
  await desk.context().close();

  await withoutScripts(page);
  await page.goto(`/selfserve/tracker/service-request/${srId}`);
  const asked = documentsRegion(page);
  const send = asked.getByRole('button', { name: 'Send Purchase invoice' });
  await expectNotHydrated(send);
  await send.click();
  await expect(documentsRegion(page).getByText('Required field')).toBeVisible();
  await documentsRegion(page)
    .getByLabel('Purchase invoice')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: invoicePdf() });
  await documentsRegion(page).getByRole('button', { name: 'Send Purchase invoice' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Under review' })).toBeVisible();
  await expect(page.getByText('Purchase invoice: sent (invoice.pdf)')).toBeVisible();
});
