// Decision 089: the owner rates the service of a finished request from the tracker, before the
// page's scripts run (star radios and a comment in a form posting to a server action) and after,
// with the keyboard; the tracker then shows the rating instead of the form.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { clientIp, signInByApi } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { closeThroughDesk } from './fixtures/desk';
import { DEMO, raiseByApi, trackerOf, TV_PLAN } from './fixtures/selfserve';

test.describe.configure({ timeout: 90_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const ratingCard = (page: Page) => page.getByRole('region', { name: 'How was the service?' });

/** A request of the demo customer, raised and closed through the service desk. */
async function closedRequest(page: Page, browser: Browser): Promise<string> {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  const staff = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp() } });
  await closeThroughDesk(staff.request, srId);
  await staff.close();
  return srId;
}

test('decision 089: rate before the scripts run — 4 stars and a comment; the tracker thanks and shows the rating', async ({
  page,
  browser,
}) => {
  const srId = await closedRequest(page, browser);
  await withoutScripts(page);
  await page.goto(trackerOf(srId));
  const card = ratingCard(page);
  const submit = card.getByRole('button', { name: 'Send rating' });
  await expectNotHydrated(submit);
  // The radios are visually hidden inside their stars: the customer taps the star.
  await card.getByRole('radio', { name: '4 stars, Very good' }).locator('..').click();
  await expect(card.getByRole('radio', { name: '4 stars, Very good' })).toBeChecked();
  await card.getByLabel('Anything to tell us? (optional)').fill('On time and polite.');
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`${trackerOf(srId)}\\?rated=1#sr-rating$`));
  await expect(
    ratingCard(page).getByRole('status').filter({ hasText: 'Thank you for your rating!' }),
  ).toBeVisible();
  await expect(ratingCard(page).getByText('You rated this service 4 out of 5.')).toBeVisible();
  await expect(ratingCard(page).getByText('“On time and polite.”')).toBeVisible();
  await expect(ratingCard(page).getByRole('radio')).toHaveCount(0);

  // Decision 101: the service report of the finished request, a plain download (no scripts).
  const report = page.getByRole('region', { name: 'Service report' });
  const download = page.waitForEvent('download');
  await report.getByRole('link', { name: 'Download service report' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`service-report-${srId}.pdf`);
  const pdf = await readFile((await file.path())!, 'latin1');
  expect(pdf.startsWith('%PDF-1.4')).toBe(true);
  expect(pdf).toContain(`Request: ${srId}`);
});

test('decision 089: once hydrated, with the keyboard and axe — arrow keys pick the stars, the form sends', async ({
  page,
  browser,
}) => {
  const srId = await closedRequest(page, browser);
  await page.goto(trackerOf(srId));
  const card = ratingCard(page);
  const submit = await whenHydrated(card.getByRole('button', { name: 'Send rating' }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  await card.getByRole('radio', { name: '1 star, Poor' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(card.getByRole('radio', { name: '3 stars, Good' })).toBeChecked();
  await submit.click();
  await expect(ratingCard(page).getByText('You rated this service 3 out of 5.')).toBeVisible();
});
