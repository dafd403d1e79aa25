// Issue 18 §3.4: the API sends a one-time code by voice call (docs/product/api.md#one-time-codes:
// send_voice_otp) but no page offered it. Once the SMS can be sent again (the resend wait is over),
// 'Get the code on a call' is offered beside 'Resend OTP'; tapping it asks for the call, whose
// message reaches the development outbox on the voice channel. Both places that send a phone code:
// the 'Login with OTP' tab of /login and the checkout's Verify phone step.
import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { DevOutbox } from '@kavach/contracts';
import { test } from './fixtures/account';
import { PLANS, seedCart } from './fixtures/cart';
import { fillDetails, lastSmsId, readOtp, stepHeading, testPhone } from './fixtures/checkout';

// The resend wait is the API's 30 s (OTP_RULES.resendCooldownMs): each test waits it out once.
test.describe.configure({ timeout: 120_000 });

const CALL = 'Get the code on a call';

async function voiceMessages(request: APIRequestContext, phone: string) {
  const res = await request.get('/api/dev/outbox');
  expect(res.ok()).toBe(true);
  const { messages } = (await res.json()) as DevOutbox;
  return messages.filter((m) => m.channel === 'voice' && m.recipient === `+91${phone}`);
}

/** The call is offered only once the resend wait is over; tapping it sends the code by voice. */
async function callForCode(page: Page, phone: string) {
  const call = page.getByRole('button', { name: CALL });
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeVisible();
  await expect(call).toHaveCount(0);
  // The API's resend wait (30 s) runs out; the generous timeout only bounds the wait.
  await expect(page.getByRole('button', { name: 'Resend OTP', exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(call).toBeVisible();
  expect(await voiceMessages(page.request, phone)).toHaveLength(0);

  const sent = page.waitForResponse((r) => r.url().endsWith('/api/v3/otp/send_voice_otp'));
  await call.click();
  const res = await sent;
  expect(res.status(), await res.text()).toBe(200);
  const { message } = (await res.json()) as { message: string };
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
  // A new wait starts: neither the SMS nor the call can be asked for again at once.
  await expect(call).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeVisible();

  await expect
    .poll(async () => (await voiceMessages(page.request, phone)).map((m) => m.text), {
      message: `a voice message to +91${phone} in /api/dev/outbox`,
      timeout: 10_000,
    })
    .toEqual([expect.stringMatching(/Your Kavach OTP is \d( \d){5}\./)]);
}

test('issue 18 §3.4 (spec §7 send_voice_otp): /login with OTP offers the code on a call once the SMS resend is possible', async ({
  page,
}, info) => {
  const phone = testPhone(info);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Login with OTP' }).click();
  await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(phone);
  const before = await lastSmsId(page.request, phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await readOtp(page.request, phone, before);
  await callForCode(page, phone);
});

test('issue 18 §3.4 (spec §7 send_voice_otp): the checkout Verify phone step offers the code on a call once the SMS resend is possible', async ({
  page,
}, info) => {
  const phone = testPhone(info);
  await seedCart(page, [PLANS.amc]);
  await page.goto('/checkout');
  await fillDetails(page, phone);
  await expect(stepHeading(page, 'Verify phone')).toBeVisible();
  const before = await lastSmsId(page.request, phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await readOtp(page.request, phone, before);
  await callForCode(page, phone);
});
