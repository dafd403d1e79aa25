// Decision 100: the owner complains about their service request from the tracker before the page's
// scripts run (a native disclosure and a form posting to a server action), with what went wrong in
// words; the service desk sees it in "Complaints waiting for a reply" and replies from the request's
// page; the customer reads the reply on the tracker, and gets both by SMS and email.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import { signInByApi, test } from './fixtures/account';
import { formatViolations, runAxe } from './fixtures/axe';
import { deskPage } from './fixtures/desk';
import { expectNotHydrated, withoutScripts } from './fixtures/no-scripts';
import { DEMO, raiseByApi, trackerOf, TV_PLAN } from './fixtures/selfserve';

test.describe.configure({ timeout: 90_000 });
// axe-core is injected as a script tag.
test.use({ bypassCSP: true });

const complainSection = (page: Page) => page.getByRole('region', { name: 'Not happy with this service?' });
const complaintCard = (page: Page) => page.getByRole('region', { name: 'Your complaint' });

/** The channels of the messages of `topic` about the complaint `reference` in the dev outbox. */
async function complaintChannels(request: APIRequestContext, topic: string, reference: string) {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as DevOutbox;
  return messages
    .filter((m) => m.topic === topic && m.text.includes(reference))
    .map((m) => m.channel)
    .sort();
}

test('decision 100: complain before the scripts run — what went wrong in words; the desk replies; the tracker shows the reply', async ({
  page,
  browser,
}) => {
  await signInByApi(page, DEMO.email, DEMO.password);
  const { sr_id: srId } = await raiseByApi(page, { planName: TV_PLAN });
  await withoutScripts(page);
  await page.goto(trackerOf(srId));
  await expect(complaintCard(page)).toHaveCount(0);
  const section = complainSection(page);
  await expect(
    section.getByText('We reply within 48 hours and resolve every complaint within 30 days.'),
  ).toBeVisible();
  const submit = section.getByRole('button', { name: 'Send complaint' });
  await expect(submit).toBeHidden();
  await section.getByText('Raise a complaint', { exact: true }).click();
  await expectNotHydrated(submit);

  // Nothing chosen or typed: the form comes back open, saying what it needs.
  await submit.click();
  await expect(page).toHaveURL(/complaint_error=REASON_REQUIRED.*#sr-complaint$/);
  await expect(
    complainSection(page).getByRole('alert').filter({
      hasText: 'Choose what your complaint is about and tell us what went wrong (at least 10 characters).',
    }),
  ).toBeVisible();
  const violations = await runAxe(page);
  expect(violations, formatViolations(violations)).toEqual([]);

  // Too few words: said so, and the reason chosen is still chosen.
  await section.getByRole('radio', { name: 'It is taking too long' }).check();
  await section.getByLabel('What went wrong?').fill('Too slow');
  await section.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page).toHaveURL(/complaint_error=DETAILS_REQUIRED.*#sr-complaint$/);
  await expect(
    complainSection(page)
      .getByRole('alert')
      .filter({ hasText: 'Tell us what went wrong (at least 10 characters).' }),
  ).toBeVisible();
  await expect(section.getByRole('radio', { name: 'It is taking too long' })).toBeChecked();
  await expect(section.getByLabel('What went wrong?')).toHaveAttribute('aria-invalid', 'true');

  const details = 'Nobody has come for the repair yet and nobody calls back.';
  await section.getByLabel('What went wrong?').fill(details);
  await section.getByRole('button', { name: 'Send complaint' }).click();
  await expect(page).toHaveURL(new RegExp(`${trackerOf(srId)}\\?complained=1#sr-complaint$`));
  await expect(
    complaintCard(page)
      .getByRole('status')
      .filter({ hasText: 'Thank you. We have received your complaint.' }),
  ).toBeVisible();
  const reference = (await (await page.request.get(`/api/v3/tracker/service_request/${srId}`)).json()).data
    .complaint.reference as string;
  expect(reference).toMatch(/^CMP-\d{6}-[0-9A-F]{6}$/);
  const card = complaintCard(page);
  await expect(card.getByText(reference, { exact: true })).toBeVisible();
  await expect(card.getByText('It is taking too long', { exact: true })).toBeVisible();
  await expect(card.getByText(details)).toBeVisible();
  await expect(
    card.getByText(/^We will reply by \d{2} \w{3} \d{4} and resolve it by \d{2} \w{3} \d{4}/),
  ).toBeVisible();
  // One waiting at a time: no second form while it does.
  await expect(complainSection(page)).toHaveCount(0);
  await expect
    .poll(() => complaintChannels(page.request, 'sr_complaint_received', reference))
    .toEqual(['email', 'sms']);

  // The service desk: waiting for a reply, then replied to from the request's page.
  const desk = await deskPage(browser);
  const waiting = desk.getByRole('region', { name: 'Complaints waiting for a reply' });
  const item = waiting.getByRole('listitem').filter({ hasText: reference });
  await expect(item).toContainText('It is taking too long');
  await expect(item).not.toContainText('Overdue');
  await item.getByRole('link', { name: srId }).click();
  await expect(desk.getByRole('heading', { level: 1, name: `Request ${srId}` })).toBeVisible();
  const deskCard = desk.getByRole('region', { name: `Complaint ${reference}` });
  await expect(deskCard.getByText(details)).toBeVisible();
  await expect(deskCard).not.toContainText('overdue');
  const answer = 'We are sorry for the wait. Our technician will visit you tomorrow between 10 AM and 2 PM.';
  await deskCard.getByLabel('Reply to the customer').fill(answer);
  await deskCard.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    desk.getByRole('status').filter({ hasText: 'Reply sent. The customer gets it by SMS and email' }),
  ).toBeVisible();
  await expect(deskCard.getByText(answer)).toBeVisible();
  await expect(deskCard.getByRole('button', { name: 'Send reply' })).toHaveCount(0);
  await desk.goto('/service-desk');
  await expect(desk.getByRole('heading', { level: 1, name: 'Service requests' })).toBeVisible();
  await expect(
    desk.getByRole('region', { name: 'Complaints waiting for a reply' }).getByText(reference),
  ).toHaveCount(0);
  await desk.context().close();

  // The customer reads the reply on the tracker, and got it by SMS and email.
  await page.goto(trackerOf(srId));
  const answered = complaintCard(page);
  await expect(answered.getByRole('heading', { name: /^Our reply \(\d{2} \w{3} \d{4}\)$/ })).toBeVisible();
  await expect(answered.getByText(answer)).toBeVisible();
  await expect(answered.getByText('We will reply by')).toHaveCount(0);
  await expect
    .poll(() => complaintChannels(page.request, 'sr_complaint_answered', reference))
    .toEqual(['email', 'sms']);
  const after = await runAxe(page);
  expect(after, formatViolations(after)).toEqual([]);
});
