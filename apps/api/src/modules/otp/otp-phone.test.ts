import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes, outbox, sessions } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { OTP_PURPOSE, sendOtp } from './otp.service';
import {
  advance,
  e164,
  lastCodeTo,
  newClient,
  outboxCount,
  phoneNo,
  sessionHashOf,
  wrongCode,
} from '../../../test/support/otp-testing';

describe.each(DB_KINDS)('phone OTP: send_otp, send_voice_otp, verify_otp (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  const verifiedPhoneOf = async (publicId: string) =>
    (await f.handle.db.select().from(sessions).where(eq(sessions.publicId, publicId)))[0]?.verifiedPhone;

  it('§7 send_otp queues the SMS in the outbox; verify_otp stores the phone in the server session', async () => {
    const c = await newClient(f);
    const sent = await c.sendSms('91 98000 00001');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      message: 'An OTP has been sent to your phone',
      expires_in_seconds: 600,
      resend_after_seconds: 30,
    });
    const phone = e164(phoneNo(1));
    const [code] = await f.handle.db.select().from(otpCodes).where(eq(otpCodes.target, phone));
    const [sms] = await f.handle.db.select().from(outbox).where(eq(outbox.recipient, phone));
    expect(sms).toMatchObject({
      channel: 'sms',
      topic: 'otp',
      status: 'pending',
      idempotencyKey: `otp:${code!.id}`,
    });
    expect(code).toMatchObject({ channel: 'sms', purpose: OTP_PURPOSE.phone, attemptsLeft: 5 });
    expect(code!.expiresAt.getTime() - code!.createdAt.getTime()).toBe(600_000);

    const ok = await c.verify('09800000001', await lastCodeTo(f, phone));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ verified: true, verified_phone: phone });
    expect(await verifiedPhoneOf(c.session.publicId)).toBe(phone);
  });

  it('H1: the §6 verified-phone header is never read; only a verified code sets the session phone', async () => {
    const c = await newClient(f);
    const header = { 'verified-phone': '+919800000002', 'x-verified-phone': '+919800000002' };
    await c.sendSms(phoneNo(2));
    const res = await c.post('verify_otp', { phone: phoneNo(2), otp: '000000' }, header);
    expect(res.statusCode).not.toBe(200);
    expect(await verifiedPhoneOf(c.session.publicId)).toBeNull();
  });

  it('T4.1: the correct code at 9:59 is accepted; at 10:01 it is rejected with 410 OTP_EXPIRED', async () => {
    const a = await newClient(f);
    await a.sendSms(phoneNo(3));
    advance(f, 599);
    expect((await a.verify(phoneNo(3), await lastCodeTo(f, e164(phoneNo(3))))).statusCode).toBe(200);

    const b = await newClient(f);
    await b.sendSms(phoneNo(4));
    advance(f, 601);
    const late = await b.verify(phoneNo(4), await lastCodeTo(f, e164(phoneNo(4))));
    expect(late.statusCode).toBe(410);
    expect(late.json().error_code).toBe('OTP_EXPIRED');
    expect(await verifiedPhoneOf(b.session.publicId)).toBeNull();
  });

  it('T4.2: 5 wrong codes kill the code; the 6th attempt, with the correct code, → 429 OTP_ATTEMPTS_EXHAUSTED', async () => {
    const c = await newClient(f);
    await c.sendSms(phoneNo(5));
    const code = await lastCodeTo(f, e164(phoneNo(5)));
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await c.verify(phoneNo(5), wrongCode(code));
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('OTP_INVALID');
      left.push(res.json().attempts_left);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    const sixth = await c.verify(phoneNo(5), code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('OTP_ATTEMPTS_EXHAUSTED');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await verifiedPhoneOf(c.session.publicId)).toBeNull();
  });

  it('T4.6: single use and binding to (phone, purpose, session)', async () => {
    const s1 = await newClient(f);
    const [a, b] = [phoneNo(6), phoneNo(7)];
    await s1.sendSms(a);
    await s1.sendSms(b);
    const codeA = await lastCodeTo(f, e164(a));
    const codeB = await lastCodeTo(f, e164(b));
    // A code issued in session S1 fails in S2 (S2 has no code for this phone).
    const s2 = await newClient(f);
    expect((await s2.verify(a, codeA)).json().error_code).toBe('OTP_NOT_FOUND');
    // Phone A's code for phone B.
    if (codeA !== codeB) expect((await s1.verify(b, codeA)).json().error_code).toBe('OTP_INVALID');
    // Accepted once, then replayed.
    expect((await s1.verify(a, codeA)).statusCode).toBe(200);
    const replay = await s1.verify(a, codeA);
    expect(replay.statusCode).toBe(404);
    expect(replay.json().error_code).toBe('OTP_NOT_FOUND');
    // A code issued for another purpose (e.g. a login code) does not verify the phone.
    const s3 = await newClient(f);
    const c = phoneNo(8);
    const deps = { db: f.handle.db, clock: f.clock, config: f.deps.config };
    await sendOtp(deps, {
      target: e164(c),
      channel: 'sms',
      purpose: 'login',
      sessionHash: sessionHashOf(s3.session),
      ip: s3.ip,
    });
    expect((await s3.verify(c, await lastCodeTo(f, e164(c)))).json().error_code).toBe('OTP_NOT_FOUND');
    expect(await verifiedPhoneOf(s2.session.publicId)).toBeNull();
    expect(await verifiedPhoneOf(s3.session.publicId)).toBeNull();
  });

  it('T4.7: after a resend (SMS, then voice) only the latest code is valid', async () => {
    const c = await newClient(f);
    const phone = phoneNo(9);
    await c.sendSms(phone);
    const first = await lastCodeTo(f, e164(phone));
    advance(f, 31);
    const call = await c.sendVoice(phone);
    expect(call.statusCode).toBe(200);
    expect(call.json()).toMatchObject({
      message: 'You will get a call with your OTP shortly',
      resend_after_seconds: 30,
    });
    const voice = await lastCodeTo(f, e164(phone));
    const sent = await f.handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, e164(phone)));
    expect(sent.map((m) => m.channel).sort()).toEqual(['sms', 'voice']);
    if (first !== voice) {
      const old = await c.verify(phone, first);
      expect(old.statusCode).toBe(400);
    }
    expect((await c.verify(phone, voice)).statusCode).toBe(200);
  });

  it.each([
    ['+44 (UK)', '+447911123456'],
    ['+1 (US)', '+12025550123'],
    ['5 digits', '98765'],
    ['letters', 'abcdefghij'],
    ['a premium / service range', '1900123456'],
    ['a number starting with 5', '5123456789'],
    ['+91 and a landline', '+912212345678'],
  ])('T4.10: %s → 400 INVALID_PHONE and 0 outbox rows', async (_name, phone) => {
    const c = await newClient(f);
    const before = await outboxCount(f);
    for (const res of [await c.sendSms(phone), await c.sendVoice(phone), await c.verify(phone, '123456')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error_code).toBe('INVALID_PHONE');
    }
    expect(await outboxCount(f)).toBe(before);
  });

  it('strict bodies: an extra field or a malformed OTP → 400 VALIDATION_ERROR and nothing stored', async () => {
    const c = await newClient(f);
    const before = await outboxCount(f);
    expect((await c.post('send_otp', { phone: phoneNo(10), purpose: 'login' })).json().error_code).toBe(
      'VALIDATION_ERROR',
    );
    expect((await c.verify(phoneNo(10), '12345')).json().error_code).toBe('VALIDATION_ERROR');
    expect(await outboxCount(f)).toBe(before);
  });

  // Last: it moves the shared clock past the 30-day session lifetime.
  it('a valid CSRF token whose session has expired → 401 SESSION_REQUIRED and nothing sent', async () => {
    const c = await newClient(f);
    advance(f, 31 * 24 * 3600);
    const before = await outboxCount(f);
    const res = await c.sendSms(phoneNo(11));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_code).toBe('SESSION_REQUIRED');
    expect(await outboxCount(f)).toBe(before);
  });
});
