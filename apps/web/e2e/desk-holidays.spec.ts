// Decision 078: the service desk's holiday calendar page (/service-desk/holidays) — staff list, add
// and remove the holidays the SLA clock and the slot lists read. Field errors in words, a day that
// is already a holiday there refused with what was typed kept, removal audited by the API. The date
// is far beyond any slot window so journeys running beside this spec never meet it. axe clean.
import { expect } from '@playwright/test';
import { expectNoViolations, test } from './fixtures/account';
import { deskPage } from './fixtures/desk';

test.use({ bypassCSP: true }); // axe is injected as a script tag

test('decision 078: staff add a city holiday, are told of a duplicate, and remove it', async ({
  browser,
}, info) => {
  // One date per project: both widths run against one database.
  const day = info.project.name === 'desktop' ? '2027-12-07' : '2027-12-06';
  const label = `${day.slice(8)} Dec, 2027`;
  const name = `Karthigai Deepam (${info.project.name})`;
  const desk = await deskPage(browser);
  await desk.getByRole('link', { name: 'Holiday calendar' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Holidays' })).toBeVisible();
  await expect(desk.getByRole('heading', { name: /^Coming holidays \(\d+\)$/ })).toBeVisible();

  // Nothing filled in: each field says what it needs.
  await desk.getByRole('button', { name: 'Add holiday' }).click();
  await expect(desk.getByText('Choose the date of the holiday.')).toBeVisible();
  await expect(desk.getByText('Give the holiday its name (2 to 80 characters).')).toBeVisible();

  await desk.getByLabel('Date').fill(day);
  await desk.getByLabel('Name').fill(name);
  await desk.getByLabel('Where').selectOption({ label: 'Chennai' });
  await desk.getByLabel('Source').fill('Tamil Nadu G.O. (test)');
  await expectNoViolations(desk);
  await desk.getByRole('button', { name: 'Add holiday' }).click();
  await expect(
    desk.getByText(`Added ${name} on ${label} (Chennai). No open request’s due time changed.`),
  ).toBeVisible();
  const row = desk.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText('Chennai');
  await expect(row).toContainText('added by service.demo');

  // The same day in the same city again: refused, and the form keeps what was typed.
  await desk.getByLabel('Date').fill(day);
  await desk.getByLabel('Name').fill(`${name} again`);
  await desk.getByLabel('Where').selectOption({ label: 'Chennai' });
  await desk.getByLabel('Source').fill('Tamil Nadu G.O. (test)');
  await desk.getByRole('button', { name: 'Add holiday' }).click();
  await expect(
    desk.getByText('This day is already a holiday in this city. Remove it first to change it.'),
  ).toBeVisible();
  await expect(desk.getByLabel('Name')).toHaveValue(`${name} again`);

  await row.getByRole('button', { name: `Remove ${name} on ${label} (Chennai)` }).click();
  await expect(
    desk.getByText(/^Holiday removed\. The calendar keeps who removed it and when\./),
  ).toBeVisible();
  await expect(desk.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await expectNoViolations(desk);
  await desk.context().close();
});
