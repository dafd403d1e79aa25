import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { otpCodes, outbox, sessions } from '@kavach/db';
import { buildApp } from '../../app';
import { captureLog } from '../../../test/support/capture-log';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { generateOtpCode, otpCodeHmac } from './otp-code';
import { advance, e164, lastCodeTo, newClient, phoneNo, wrongCode } from '../../../test/support/otp-testing';

/** χ² critical value for 54 degrees of freedom at p = 0.01 (upper tail). */
const CHI2_54_P01 = 81.069;

describe('T4.8 code generator', () => {
  it('T4.8: 100,000 codes are 6 digits, uniform over 000000–999999 (χ² over 6 positions × 10 digits, p > 0.01)', () => {
    const N = 100_000;
    const counts = Array.from({ length: 6 }, () => new Array<number>(10).fill(0));
    let malformed = 0;
    for (let i = 0; i < N; i++) {
      const code = generateOtpCode();
      if (!/^\d{6}$/.test(code)) malformed++;
      for (let p = 0; p < 6; p++) counts[p]![Number(code[p])]!++;
    }
    expect(malformed).toBe(0);
    // Digits of a uniform 6-digit code are independent and uniform: the sum of 6 χ²(9) is χ²(54).
    const expected = N / 10;
    const chi2 = counts.flat().reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(CHI2_54_P01);
  });
});

describe.each(DB_KINDS)('T4.8 / T4.9 storage and secrecy of codes (%s)', (kind) => {
  let f: Fixture;
  const log = captureLog('trace');
  beforeAll(async () => {
    f = await createFixture(kind, { logger: { level: 'trace', stream: log.stream } });
  });
  afterAll(() => f.close());

  const responses: LightMyRequestResponse[] = [];
  const codes: string[] = [];

  it('runs the phone and email flows (sends, resends, wrong and right guesses, expiry)', async () => {
    const c = await newClient(f);
    const keep = (r: LightMyRequestResponse) => (responses.push(r), r);
    for (let i = 0; i < 4; i++) {
      const phone = phoneNo(8000 + i);
      keep(await (i % 2 ? c.sendVoice(phone) : c.sendSms(phone)));
      const code = await lastCodeTo(f, e164(phone));
      codes.push(code);
      keep(await c.verify(phone, wrongCode(code)));
      keep(await c.verify(phone, code));
      keep(await c.verify(phone, code));
    }
    const email = 'secrecy@example.in';
    keep(await c.sendEmail(email));
    codes.push(await lastCodeTo(f, email));
    advance(f, 601);
    keep(await c.verifyEmail(email, codes.at(-1)!));
    keep(await c.sendEmail(email));
    codes.push(await lastCodeTo(f, email));
    keep(await c.verifyEmail(email, codes.at(-1)!));
    expect(responses.map((r) => r.statusCode)).toEqual([
      ...[200, 400, 200, 404, 200, 400, 200, 404, 200, 400, 200, 404, 200, 400, 200, 404],
      200,
      410,
      200,
      200,
    ]);
  });

  it('T4.8: otp_codes holds an HMAC of each code, 0 plaintext codes in the database', async () => {
    const rows = await f.handle.db.select().from(otpCodes);
    expect(rows).toHaveLength(codes.length);
    for (const row of rows) expect(row.codeHmac).toMatch(/^[0-9a-f]{64}$/);
    const stored = [...rows, ...(await f.handle.db.select().from(sessions))].map((row) =>
      JSON.stringify(Object.entries(row).filter(([column]) => column !== 'target')),
    );
    // A code as a token of its own: the hex of an HMAC or a session hash may hold the same six
    // digits by chance (a run of 0–9 between a–f letters), which is no leak.
    const storedToken = (code: string) => new RegExp(`(?<![0-9a-f])${code}(?![0-9a-f])`);
    for (const code of codes) for (const text of stored) expect(text).not.toMatch(storedToken(code));
    const first = rows.find((r) => r.target === e164(phoneNo(8000)))!;
    expect(first.codeHmac).toBe(otpCodeHmac(f.deps.config.otpPepper, first, codes[0]!));
  });

  it('T4.9: no code in the app logs or in any API response; the SMS body is the only copy', async () => {
    expect(log.lines.length).toBeGreaterThan(responses.length);
    const logs = log.lines.join('\n');
    const answers = responses.map((r) => JSON.stringify(r.headers) + r.body).join('\n');
    // A code as a whole number: a float in the log (responseTime 4.2149200000003475) is no leak.
    const asToken = (code: string) => new RegExp(`(?<![\\d.])${code}(?![\\d])`);
    for (const code of codes) {
      expect(logs).not.toMatch(asToken(code));
      expect(answers).not.toMatch(asToken(code));
    }
    expect(logs).toContain('"event":"otp.verify","outcome":"OTP_INVALID"');
    expect(logs, 'T13.2: no phone number or email in the logs').not.toMatch(/98000080|secrecy@/);
    const messages = await f.handle.db.select().from(outbox).where(eq(outbox.topic, 'otp'));
    expect(messages).toHaveLength(codes.length);
  });

  it('T4.9: the dev outbox (the "echo OTP" switch) answers 404 with the production configuration', async () => {
    const dev = await f.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(dev.statusCode).toBe(200);
    const production = await buildApp({ ...f.deps, config: { ...f.deps.config, nodeEnv: 'production' } });
    try {
      const res = await production.inject({ method: 'GET', url: '/dev/outbox' });
      expect(res.statusCode).toBe(404);
      for (const code of codes) expect(res.body).not.toContain(code);
    } finally {
      await production.close();
    }
  });
});
