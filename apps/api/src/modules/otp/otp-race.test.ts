import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { e164, lastCodeTo, newClient, phoneNo, wrongCode } from '../../../test/support/otp-testing';

const GUESSES = 200;

describe.each(DB_KINDS)('T4.3 race on the attempt counter (%s)', (kind) => {
  // PGlite runs one statement at a time; on PostgreSQL the guesses truly race (20 runs, as planned).
  const RUNS = kind === 'postgres' ? 20 : 5;
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it(`T4.3: ${GUESSES} concurrent wrong guesses on one code → ≤ 5 evaluated, the rest 429; then the correct code fails (${RUNS} runs)`, async () => {
    for (let run = 0; run < RUNS; run++) {
      const phone = phoneNo(3000 + run);
      const c = await newClient(f);
      expect((await c.sendSms(phone)).statusCode).toBe(200);
      const code = await lastCodeTo(f, e164(phone));
      const answers = await Promise.all(
        Array.from({ length: GUESSES }, () => c.verify(phone, wrongCode(code))),
      );
      const evaluated = answers.filter((r) => r.statusCode !== 429);
      expect(evaluated.length, `run ${run}: guesses evaluated`).toBeLessThanOrEqual(5);
      expect(evaluated.every((r) => r.json().error_code === 'OTP_INVALID')).toBe(true);
      for (const r of answers.filter((x) => x.statusCode === 429)) {
        expect(r.json().error_code).toBe('OTP_ATTEMPTS_EXHAUSTED');
        expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
      }
      const correct = await c.verify(phone, code);
      expect(correct.statusCode, `run ${run}: the correct code after the race`).toBe(429);
      const [row] = await f.handle.db
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.target, e164(phone)));
      expect(row).toMatchObject({ attemptsLeft: 0, consumedAt: null });
    }
  });
});
