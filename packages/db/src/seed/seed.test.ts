import { AC_EW_SLUG, DEVICE_CATEGORIES, PLAN_PAGES, REPAIR_SERVICES, parseLandingSlug } from '@kavach/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { deviceCategories, faqs, pincodes, planPrices, plans, questions } from '../schema';
import { isSeeded, seed, type SeedResult } from './index';
import { createTestDb } from '../testing';
import { REFERENCE_DATA_DIR as DATA_DIR } from './data-dir';

const SPOT_PINS: Record<string, string | null> = {
  '400001': 'mumbai',
  '110001': 'delhi-ncr',
  '560001': 'bangalore',
  '600001': 'chennai',
  '122001': 'delhi-ncr',
  '201301': 'delhi-ncr',
  '500001': 'hyderabad',
  '411001': 'pune',
  '400601': 'mumbai',
  '790001': null,
};

/** A question target must be a landing page the site serves: `/` + a slug `parseLandingSlug` knows. */
const isKnownPage = (path: string): boolean =>
  path.startsWith('/') && parseLandingSlug(path.slice(1)) !== null;

describe('seed (PIN subset)', () => {
  let handle: DbHandle;
  let result: SeedResult;

  beforeAll(async () => {
    handle = await createTestDb('pglite');
    expect(await isSeeded(handle.db)).toBe(false);
    result = await seed(handle.db, {
      dataDir: DATA_DIR,
      pincodeFilter: { prefixes: Object.keys(SPOT_PINS) },
      now: new Date('2025-10-15T06:00:00Z'),
    });
  });
  afterAll(() => handle.close());

  it('reports what it inserted', () => {
    expect(result.seeded).toBe(true);
    expect(result.counts.pincodes).toBe(Object.keys(SPOT_PINS).length);
    expect(result.counts.device_categories).toBe(DEVICE_CATEGORIES.length);
    expect(result.counts.phone_models).toBe(914);
  });

  it('stores every category with its plan types, each backed by a plan', async () => {
    const rows = await handle.db.select().from(deviceCategories);
    const allPlans = await handle.db.select().from(plans);
    for (const c of DEVICE_CATEGORIES) {
      const row = rows.find((r) => r.slug === c.slug);
      expect(row?.planTypes).toEqual([...c.planTypes]);
      for (const t of c.planTypes) {
        const found = allPlans.some((p) =>
          t === 'homecare'
            ? p.planType === t && p.categorySlug === null
            : p.planType === t && p.categorySlug === c.slug,
        );
        expect(found, `${c.slug} × ${t}`).toBe(true);
      }
    }
    expect(rows.filter((r) => r.featured)).toHaveLength(8);
  });

  it('prices every plan in positive integer paise, MRP at or above price', async () => {
    const allPlans = await handle.db.select().from(plans);
    const prices = await handle.db.select().from(planPrices);
    for (const p of allPlans) {
      expect(
        prices.some((r) => r.planId === p.id),
        p.sku,
      ).toBe(true);
    }
    for (const r of prices) {
      expect(Number.isInteger(r.pricePaise) && r.pricePaise > 0).toBe(true);
      expect(Number.isInteger(r.mrpPaise) && r.mrpPaise >= r.pricePaise).toBe(true);
      if (r.maxDevicePricePaise !== null)
        expect(r.maxDevicePricePaise).toBeGreaterThan(r.minDevicePricePaise);
    }
  });

  it('applies the EW tenure rule: phones, tablets, cameras 12 months, others up to 48', async () => {
    const rows = await handle.db
      .select({ category: plans.categorySlug, tenure: planPrices.tenureMonths })
      .from(planPrices)
      .innerJoin(plans, eq(plans.id, planPrices.planId))
      .where(eq(plans.planType, 'extended-warranty'));
    for (const r of rows) {
      if (['mobile-phone', 'tablet', 'digital-camera'].includes(r.category ?? '')) {
        expect(r.tenure).toBe(12);
      } else {
        expect([12, 24, 36, 48]).toContain(r.tenure);
      }
    }
    const tvTenures = new Set(rows.filter((r) => r.category === 'television').map((r) => r.tenure));
    expect([...tvTenures].sort((a, b) => a - b)).toEqual([12, 24, 36, 48]);
  });

  it('links every popup question to an existing page, with at least one per category', async () => {
    const rows = await handle.db.select().from(questions);
    for (const q of rows) expect(isKnownPage(q.targetPath), q.targetPath).toBe(true);
    for (const c of DEVICE_CATEGORIES) {
      expect(
        rows.some((q) => q.categorySlug === c.slug),
        c.slug,
      ).toBe(true);
    }
    expect(rows.filter((q) => q.categorySlug === 'iron')).toHaveLength(1);
    expect(rows.filter((q) => q.categorySlug === 'mobile-phone').length).toBeGreaterThan(2);
    const acRepair = rows.find((q) => q.targetPath === '/ac-service-repair');
    expect(acRepair?.cities).not.toContain('bangalore');
  });

  it('has 4–8 FAQs for every plan type, plan page, repair service and general', async () => {
    const rows = await handle.db.select().from(faqs);
    const count = (scope: string, key: string) =>
      rows.filter((f) => f.scope === scope && f.scopeKey === key).length;
    const scopes: [string, string][] = [
      ...[
        'extended-warranty',
        'spills-and-drops',
        'screen-protection',
        'amc',
        'comprehensive-amc',
        'insta-repair',
        'total-care',
        'homecare',
      ].map((k): [string, string] => ['plan-type', k]),
      ...PLAN_PAGES.map((p): [string, string] => ['page', p.slug]),
      ['page', AC_EW_SLUG],
      ...REPAIR_SERVICES.map((s): [string, string] => ['repair', s.slug]),
      ['general', 'general'],
    ];
    for (const [scope, key] of scopes) {
      const n = count(scope, key);
      expect(n >= 4 && n <= 8, `${scope}/${key}: ${n}`).toBe(true);
    }
  });

  it('maps spot-check PINs to cities', async () => {
    const rows = await handle.db.select().from(pincodes);
    for (const [pin, city] of Object.entries(SPOT_PINS)) {
      expect(rows.find((r) => r.pincode === pin)?.cityKey ?? null, pin).toBe(city);
    }
    const delhi = rows.find((r) => r.pincode === '110001');
    expect(delhi).toMatchObject({ district: 'New Delhi', state: 'Delhi', officeName: 'New Delhi' });
    expect(rows.find((r) => r.pincode === '400001')?.district).toBe('Mumbai');
    expect(rows.find((r) => r.pincode === '201301')?.lat).toBeNull();
  });

  it('is a no-op the second time', async () => {
    const before = await handle.db.select({ id: plans.id }).from(plans);
    const again = await seed(handle.db, { dataDir: DATA_DIR });
    expect(again).toEqual({ seeded: false, counts: {} });
    expect(await handle.db.select({ id: plans.id }).from(plans)).toHaveLength(before.length);
  });
});
