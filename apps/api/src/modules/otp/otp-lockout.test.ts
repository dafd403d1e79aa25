import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { advance, e164, lastCodeTo, newClient, phoneNo, wrongCode } from '../../../test/support/otp-testing';

describe.each(DB_KINDS)('T4.4 lockout after 3 dead codes (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  /** Sends a code and spends its 5 attempts on wrong guesses; answers the number of 400s. */
  async function killCode(c: Awaited<ReturnType<typeof newClient>>, phone: string) {
    expect((await c.sendSms(phone)).statusCode).toBe(200);
    const code = await lastCodeTo(f, e164(phone));
    let failures = 0;
    for (let i = 0; i < 5; i++) if ((await c.verify(phone, wrongCode(code))).statusCode === 400) failures++;
    advance(f, 31);
    return failures;
  }

  it('T4.4: 3 codes exhausted within 1 h lock the phone for 1 h: send and verify → 429 OTP_LOCKED with Retry-After', async () => {
    const phone = phoneNo(4000);
    const c = await newClient(f);
    let failures = 0;
    for (let i = 0; i < 3; i++) failures += await killCode(c, phone);
    expect(failures, 'failures evaluated before the lock (NIST ceiling 100)').toBe(15);

    const other = await newClient(f);
    for (const res of [
      await c.sendSms(phone),
      await other.sendVoice(phone),
      await c.verify(phone, '123456'),
    ]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error_code).toBe('OTP_LOCKED');
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThan(3400);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(res.json().retry_after_seconds).toBe(wait);
    }
    advance(f, 3500);
    expect((await c.sendSms(phone)).json().error_code).toBe('OTP_LOCKED');
    advance(f, 100);
    expect((await c.sendSms(phone)).statusCode).toBe(200);
  });

  it('T4.4: the failure count resets after a successful verify', async () => {
    const phone = phoneNo(4001);
    const c = await newClient(f);
    await killCode(c, phone);
    await killCode(c, phone);
    await c.sendSms(phone);
    expect((await c.verify(phone, await lastCodeTo(f, e164(phone)))).statusCode).toBe(200);
    advance(f, 31);
    await killCode(c, phone);
    expect((await c.sendSms(phone)).statusCode).toBe(200);
  });

  it('T4.4: dead codes more than 1 h apart never lock', async () => {
    const phone = phoneNo(4002);
    const c = await newClient(f);
    await killCode(c, phone);
    await killCode(c, phone);
    advance(f, 3600);
    await killCode(c, phone);
    expect((await c.sendSms(phone)).statusCode).toBe(200);
  });
});
