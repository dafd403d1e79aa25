import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import pino from 'pino';
import { outbox } from '@kavach/db';
import { createOutboxRelay, type OutboxRelay } from '../../jobs/outbox-relay';
import { createHttpSmsNotifier } from '../../notify/http-sms-notifier';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../../test/support/fake-sms-provider';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { advance, e164, freshIp, newClient, phoneNo } from '../../../test/support/otp-testing';

describe.each(DB_KINDS)('T4.5 send throttles, counted at a fake SMS provider (%s)', (kind) => {
  let f: Fixture;
  let provider: FakeSmsProvider;
  let relay: OutboxRelay;
  beforeAll(async () => {
    f = await createFixture(kind);
    provider = await startFakeSmsProvider();
    const sms = createHttpSmsNotifier({ url: `${provider.url}/sms`, apiKey: 'test-key' });
    relay = createOutboxRelay({
      db: f.handle.db,
      notifiers: { sms, voice: sms },
      clock: f.clock,
      log: pino({ level: 'silent' }),
    });
    relay.start(10);
  });
  afterAll(async () => {
    await relay.stop();
    await provider.close();
    await f.close();
  });

  const statuses: Array<{ to: string; status: number }> = [];
  async function send(
    c: Awaited<ReturnType<typeof newClient>>,
    phone: string,
    expected: number,
    code?: string,
  ) {
    const res = await c.sendSms(phone);
    statuses.push({ to: e164(phone), status: res.statusCode });
    expect(res.statusCode, `send to ${phone}`).toBe(expected);
    if (code) {
      expect(res.json().error_code).toBe(code);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    return res;
  }

  it('T4.5: < 30 s after a send → 429 OTP_TOO_SOON (Retry-After counts down)', async () => {
    const c = await newClient(f);
    await send(c, phoneNo(5000), 200);
    const soon = await send(c, phoneNo(5000), 429, 'OTP_TOO_SOON');
    expect(soon.headers['retry-after']).toBe('30');
    advance(f, 29);
    expect((await send(c, phoneNo(5000), 429, 'OTP_TOO_SOON')).headers['retry-after']).toBe('1');
    advance(f, 1);
    await send(c, phoneNo(5000), 200);
  });

  it('T4.5: the 6th send in 10 min and the 11th in 24 h → 429 OTP_RATE_LIMITED', async () => {
    const c = await newClient(f);
    const phone = phoneNo(5001);
    for (let i = 0; i < 5; i++, advance(f, 31)) await send(c, phone, 200);
    await send(c, phone, 429, 'OTP_RATE_LIMITED');
    advance(f, 600);
    for (let i = 0; i < 5; i++, advance(f, 31)) await send(c, phone, 200);
    advance(f, 600);
    await send(c, phone, 429, 'OTP_RATE_LIMITED');
    advance(f, 3600);
    await send(c, phone, 429, 'OTP_RATE_LIMITED');
  });

  it('T4.5: the 21st send in an hour from one IP, across different phones → 429 OTP_RATE_LIMITED', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) await send(await newClient(f, ip), phoneNo(5100 + i), 200);
    await send(await newClient(f, ip), phoneNo(5120), 429, 'OTP_RATE_LIMITED');
    await send(await newClient(f), phoneNo(5120), 200);
  });

  it('T4.5 / T4.10: provider calls equal the allowed sends exactly; rejected numbers never reach it', async () => {
    const c = await newClient(f);
    for (const phone of ['+447911123456', '+12025550123', '98765', 'abcdefghij']) {
      expect((await c.sendSms(phone)).statusCode).toBe(400);
    }
    const recipients = [...new Set(statuses.map((s) => s.to))];
    await expect
      .poll(
        async () => {
          const rows = await f.handle.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
          return rows.filter((r) => r.status !== 'sent').length;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBe(0);
    const allowed = statuses.filter((s) => s.status === 200).length;
    expect(allowed).toBe(2 + 10 + 21);
    const calls = provider.requests.filter((r) => recipients.includes(r.body.to ?? ''));
    expect(calls).toHaveLength(allowed);
    expect(provider.requests).toHaveLength(allowed);
    for (const call of calls) {
      expect(call.path).toBe('/sms');
      expect(call.headers.authorization).toBe('Bearer test-key');
      expect(call.headers['idempotency-key']).toBe(call.body.idempotency_key);
    }
    expect(new Set(calls.map((r) => r.body.idempotency_key)).size).toBe(allowed);
  });
});
