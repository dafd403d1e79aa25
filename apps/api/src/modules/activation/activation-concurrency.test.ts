import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPlans } from '@kavach/db';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';
import { ownerWithPlan, phoneDevice, uploadRequired } from '../../../test/support/activation-test-helpers';

/*
 * docs/product/security-tests.md#t10-4 (security plan, ASVS 15.4.2): activation double submit. The "raise SR" half of docs/product/security-tests.md#t10-4 has
 * nothing to test yet: service requests do not exist in this codebase.
 */
const planRow = async (f: Fixture, osid: string) =>
  (await f.handle.db.select().from(customerPlans).where(eq(customerPlans.osid, osid)))[0]!;

// Races only really race on PostgreSQL (PGlite runs one statement at a time); both must hold.
describe.each(DB_KINDS)('T10.4 activation double submit (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it('T10.4: 50 parallel identical activate-plan submits → every answer 200 and alike, exactly 1 activation', async () => {
    const { b, osid } = await ownerWithPlan(f);
    await uploadRequired(f, b, osid);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => b.call('POST', `/v3/activation/${osid}`, { device: phoneDevice(f) })),
    );
    expect([...new Set(results.map((r) => r.statusCode))]).toEqual([200]);
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const row = await planRow(f, osid);
    expect(row.registration).toBe('registered');
    expect(row.activatedAt?.toISOString()).toBe(f.clock.now().toISOString());
  });

  it('T10.4: 50 parallel activate-plan submits for one plan with 50 different devices → exactly 1 activation (200), 49 × 409 ALREADY_ACTIVATED, and the plan holds the winner’s device', async () => {
    const { b, osid } = await ownerWithPlan(f);
    await uploadRequired(f, b, osid);
    const models = Array.from({ length: 50 }, (_, i) => `Galaxy S24 unit ${i}`);
    const results = await Promise.all(
      models.map((model) =>
        b.call('POST', `/v3/activation/${osid}`, { device: { ...phoneDevice(f), model } }),
      ),
    );
    const won = results.flatMap((r, i) => (r.statusCode === 200 ? [models[i]] : []));
    expect(won).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(49);
    expect(refused.every((r) => r.statusCode === 409 && r.json().error_code === 'ALREADY_ACTIVATED')).toBe(
      true,
    );
    const row = await planRow(f, osid);
    expect(row.registration).toBe('registered');
    expect((row.device as { model?: string }).model).toBe(won[0]);
  });
});
