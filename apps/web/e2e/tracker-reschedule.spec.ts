// Decision 088: the owner changes the appointment of their service request from the tracker,
// before the page's scripts run (a link opens a form of free slots that posts to a server action)
// and after; twice online, then the support number; a tab that opened the form earlier is told.
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { formatSlotDay } from '@kavach/domain';
import { signInByApi } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { whenHydrated } from './fixtures/cart';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { istDay } from './fixtures/partner';
import { deskPage } from './fixtures/desk';
import { DEMO, raiseByApi, trackerOf, TV_PLAN } from './fixtures/selfserve';

test.describe.configure({ timeout: 60_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const appointmentCard = (page: Page) => page.getByRole('region', { name: 'Your appointment' });
/** raiseByApi books the day after tomorrow, 10AM - 2PM. */
const BOOKED = `${formatSlotDay(istDay(2))}, 10AM - 2PM`;

/** Picks the `n`-th free slot of the open form; answers it as the tracker then writes it. */
async function pickFree(card: Locator, n: number): Promise<string> {
  const radio = card.getByRole('radio', { disabled: false }).nth(n);
  const [date, time] = ((await radio.getAttribute('value')) ?? '').split('|');
  // The radio is visually hidden inside its chip: the customer taps the chip.
  await radio.locator('..').click();
  await expect(radio).toBeChecked();
  return `${formatSlotDay(date!)}, ${time}`;
}

test('decision 088: change the appointment before the scripts run — Change appointment, a free slot, Confirm; the tracker says the new one', async ({
  page,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  await withoutScripts(page);
  await page.goto(trackerOf(srId));
  const card = appointmentCard(page);
  await expect(card.getByText(BOOKED)).toBeVisible();
  // Decision 103: booked for the day after tomorrow, its reminder is still to come.
  await expect(card.getByText('We will remind you by SMS and email the evening before.')).toBeVisible();
  await card.getByRole('link', { name: 'Change appointment' }).click();
  await expect(page).toHaveURL(/\?reschedule=1#sr-reschedule$/);
  // The booked slot is not offered again.
  await expect(
    card.getByRole('radio', { name: new RegExp(`^10AM - 2PM\\s*, ${formatSlotDay(istDay(2))}$`) }),
  ).toBeDisabled();
  const submit = card.getByRole('button', { name: 'Confirm new appointment' });
  await expectNotHydrated(submit);
  const chosen = await pickFree(card, 0);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`${trackerOf(srId)}\\?rescheduled=1#sr-rescheduled$`));
  await expect(
    page.getByRole('status').filter({ hasText: `Your appointment is now ${chosen}.` }),
  ).toBeVisible();
  await expect(appointmentCard(page).getByText(chosen, { exact: true })).toBeVisible();
});

test('decision 088: once hydrated, twice, then the support number; a tab that opened the form before is told (T16.5)', async ({
  page,
  context,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  const stale = await context.newPage();
  await stale.goto(`${trackerOf(srId)}?reschedule=1#sr-reschedule`);

  await page.goto(trackerOf(srId));
  await appointmentCard(page).getByRole('link', { name: 'Change appointment' }).click();
  const card = appointmentCard(page);
  const submit = await whenHydrated(card.getByRole('button', { name: 'Confirm new appointment' }));
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);
  const first = await pickFree(card, 1);
  await submit.click();
  // Said where the customer can see it, at a phone's width too: the page scrolls to the message.
  await expect(
    page.getByRole('status').filter({ hasText: `Your appointment is now ${first}.` }),
  ).toBeInViewport();

  await appointmentCard(page).getByRole('link', { name: 'Change appointment' }).click();
  const second = await pickFree(appointmentCard(page), 2);
  await appointmentCard(page).getByRole('button', { name: 'Confirm new appointment' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Your appointment is now ${second}.` }),
  ).toBeVisible();
  const limit = appointmentCard(page);
  await expect(limit.getByText('You have changed this appointment 2 times online.')).toBeVisible();
  await expect(limit.getByRole('link', { name: '1800-123-4567' })).toHaveAttribute('href', 'tel:18001234567');
  await expect(limit.getByRole('link', { name: 'Change appointment' })).toHaveCount(0);

  // The other tab still offers slots: its change is refused, and it reads why.
  await pickFree(appointmentCard(stale), 0);
  await appointmentCard(stale).getByRole('button', { name: 'Confirm new appointment' }).click();
  await expect(
    appointmentCard(stale).getByText('You have changed this appointment 2 times online.'),
  ).toBeVisible();
  await expect(appointmentCard(stale).getByText(second, { exact: true })).toBeVisible();
  await stale.close();
});

test('decision 088: the desk changes the appointment before its scripts run; the customer reads it on the tracker', async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  const desk = await deskPage(browser);
  await withoutScripts(desk);
  await desk.goto(`/service-desk/${srId}`);
  const card = desk.getByRole('region', { name: 'Appointment', exact: true });
  await expect(card.getByText(BOOKED)).toBeVisible();
  await card.getByLabel('New date').fill(istDay(4));
  await card.getByLabel('Window').selectOption('2PM - 6PM');
  await card.getByRole('button', { name: 'Change appointment' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: 'Done: the appointment was changed and the customer told.' }),
  ).toBeVisible();
  const moved = `${formatSlotDay(istDay(4))}, 2PM - 6PM`;
  await expect(
    desk.getByRole('region', { name: 'Appointment changes' }).getByText(`${BOOKED} → ${moved}`),
  ).toBeVisible();
  await desk.context().close();
  await page.goto(trackerOf(srId));
  await expect(appointmentCard(page).getByText(moved, { exact: true })).toBeVisible();
});
