import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox, sessions } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { advance, lastCodeTo, newClient, outboxCount, wrongCode } from '../../../test/support/otp-testing';

describe.each(DB_KINDS)('T4.12 email OTP: send_email_otp, verify_email_otp (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  let n = 0;
  const email = () => `buyer${++n}@example.in`;
  const sessionData = async (publicId: string) =>
    (await f.handle.db.select().from(sessions).where(eq(sessions.publicId, publicId)))[0]?.data;

  it('§8 send_email_otp → "An OTP has been sent to this email"; verify stores verified_email in the session', async () => {
    const c = await newClient(f);
    const address = email();
    const sent = await c.sendEmail(`  ${address.toUpperCase()} `);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'An OTP has been sent to this email',
      expires_in_seconds: 600,
      resend_after_seconds: 30,
    });
    const [mail] = await f.handle.db.select().from(outbox).where(eq(outbox.recipient, address));
    expect(mail).toMatchObject({ channel: 'email', topic: 'otp' });
    expect(mail!.payload.subject).toBe('Your Kavach verification code');
    const ok = await c.verifyEmail(address, await lastCodeTo(f, address));
    expect(ok.json()).toEqual({ verified: true, verified_email: address });
    expect(await sessionData(c.session.publicId)).toMatchObject({ verified_email: address });
  });

  it.each(['not-an-email', 'a@b.company', '<x>@example.in', 'ravi@example'])(
    'T4.12 / §5: %s → 400 INVALID_EMAIL and 0 outbox rows',
    async (bad) => {
      const c = await newClient(f);
      const before = await outboxCount(f);
      for (const res of [await c.sendEmail(bad), await c.verifyEmail(bad, '123456')]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().error_code).toBe('INVALID_EMAIL');
      }
      expect(await outboxCount(f)).toBe(before);
    },
  );

  it('T4.12 (T4.1): accepted at 9:59, 410 OTP_EXPIRED at 10:01', async () => {
    const [a, b] = [await newClient(f), await newClient(f)];
    const [ea, eb] = [email(), email()];
    await a.sendEmail(ea);
    await b.sendEmail(eb);
    advance(f, 599);
    expect((await a.verifyEmail(ea, await lastCodeTo(f, ea))).statusCode).toBe(200);
    advance(f, 2);
    expect((await b.verifyEmail(eb, await lastCodeTo(f, eb))).json().error_code).toBe('OTP_EXPIRED');
  });

  it('T4.12 (T4.2, T4.3): 5 wrong guesses, 50 of them concurrent → ≤ 5 evaluated; the correct code then → 429', async () => {
    const c = await newClient(f);
    const address = email();
    await c.sendEmail(address);
    const code = await lastCodeTo(f, address);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => c.verifyEmail(address, wrongCode(code))),
    );
    expect(answers.filter((r) => r.statusCode !== 429).length).toBeLessThanOrEqual(5);
    const last = await c.verifyEmail(address, code);
    expect(last.statusCode).toBe(429);
    expect(last.json().error_code).toBe('OTP_ATTEMPTS_EXHAUSTED');
  });

  it('T4.12 (T4.4): 3 dead codes lock the address: send and verify → 429 OTP_LOCKED', async () => {
    const c = await newClient(f);
    const address = email();
    for (let i = 0; i < 3; i++) {
      await c.sendEmail(address);
      const code = await lastCodeTo(f, address);
      for (let j = 0; j < 5; j++) await c.verifyEmail(address, wrongCode(code));
      advance(f, 31);
    }
    for (const res of [await c.sendEmail(address), await c.verifyEmail(address, '000000')]) {
      expect(res.json().error_code).toBe('OTP_LOCKED');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(3400);
    }
  });

  it('T4.12 (T4.5): < 30 s → OTP_TOO_SOON; the 6th in 10 min → OTP_RATE_LIMITED', async () => {
    const c = await newClient(f);
    const address = email();
    await c.sendEmail(address);
    expect((await c.sendEmail(address)).json().error_code).toBe('OTP_TOO_SOON');
    for (let i = 0; i < 4; i++) {
      advance(f, 31);
      expect((await c.sendEmail(address)).statusCode).toBe(200);
    }
    advance(f, 31);
    const sixth = await c.sendEmail(address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('OTP_RATE_LIMITED');
  });

  it('T4.12 (T4.6, T4.7): single use, bound to the session; after a resend only the latest code works', async () => {
    const s1 = await newClient(f);
    const s2 = await newClient(f);
    const address = email();
    await s1.sendEmail(address);
    const first = await lastCodeTo(f, address);
    advance(f, 31);
    await s1.sendEmail(address);
    const latest = await lastCodeTo(f, address);
    if (first !== latest)
      expect((await s1.verifyEmail(address, first)).json().error_code).toBe('OTP_INVALID');
    expect((await s2.verifyEmail(address, latest)).json().error_code).toBe('OTP_NOT_FOUND');
    expect((await s1.verifyEmail(address, latest)).statusCode).toBe(200);
    expect((await s1.verifyEmail(address, latest)).json().error_code).toBe('OTP_NOT_FOUND');
    expect(await sessionData(s2.session.publicId)).toEqual({});
  });
});
