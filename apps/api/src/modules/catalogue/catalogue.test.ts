import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES, allLandingSlugs } from '@kavach/domain';
import { PlanPageData, RepairPageData } from '@kavach/contracts';
import { createFixture, DB_KINDS, type Fixture } from '../../../test/support/fixture';

describe.each(DB_KINDS)('content routes (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());
  const get = (url: string) => f.app.inject({ method: 'GET', url });

  it.each([
    '/home_products',
    '/featured-categories',
    '/home-questions',
    '/protection-plans',
    '/annual-maintenance-contract',
    '/home-features',
    '/devices_and_plans',
    '/insta-repair/devices',
    '/banner/',
    '/grid_data/',
  ])('§7 content GET %s answers 200 with data', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, unknown[]>;
    const list = Object.values(body).find(Array.isArray);
    expect(list?.length).toBeGreaterThan(0);
  });

  it('§1 home_products lists every catalogue category with a starting price', async () => {
    const { products } = (await get('/home_products')).json() as {
      products: Array<{ slug: string; starting_price: number }>;
    };
    expect(products.map((p) => p.slug).sort()).toEqual(DEVICE_CATEGORIES.map((c) => c.slug).sort());
    for (const p of products) expect(p.starting_price).toBeGreaterThan(0);
  });

  it('§2 every plan page and EW landing has priced plans (money in integer paise)', async () => {
    for (const l of allLandingSlugs().filter((x) => x.kind !== 'repair')) {
      const res = await get(`/plan-pages/${l.slug}`);
      expect(res.statusCode, l.slug).toBe(200);
      const page = PlanPageData.parse(res.json());
      expect(page.plans.length, l.slug).toBeGreaterThan(0);
      for (const plan of page.plans) {
        expect(plan.prices.length, plan.sku).toBeGreaterThan(0);
        for (const p of plan.prices) expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      }
    }
  });

  it('§2 EW landing of phones offers only 1-year tenure; televisions up to 4 years', async () => {
    const phones = PlanPageData.parse(
      (await get('/plan-pages/mobile-phones-extended-warranty-plans')).json(),
    );
    const tv = PlanPageData.parse((await get('/plan-pages/televisions-extended-warranty-plans')).json());
    const tenures = (p: typeof phones) =>
      new Set(p.plans.flatMap((x) => x.prices.map((y) => y.tenure_months)));
    expect([...tenures(phones)]).toEqual([12]);
    expect(Math.max(...tenures(tv))).toBe(48);
    expect(tv.brands).toContain('Samsung');
  });

  it("§2 an EW landing also offers the category's other plans (popup questions link there)", async () => {
    const laptops = PlanPageData.parse((await get('/plan-pages/laptops-extended-warranty-plans')).json());
    expect(laptops.plans.every((p) => p.plan_type === 'extended-warranty')).toBe(true);
    expect(laptops.related_plans.map((p) => p.plan_type)).toEqual(
      expect.arrayContaining(['spills-and-drops', 'insta-repair']),
    );
  });

  it('decision 063: the phones’ EW landing also sells Phone Total Care with Theft & Loss, 1 year, priced near AppleCare+ with Theft & Loss', async () => {
    const phones = PlanPageData.parse(
      (await get('/plan-pages/mobile-phones-extended-warranty-plans')).json(),
    );
    const tc = phones.related_plans.find((p) => p.plan_type === 'total-care');
    expect(tc?.display_title).toBe('Phone Total Care with Theft & Loss');
    expect(tc?.covers.some((c) => c.startsWith('Theft or loss'))).toBe(true);
    expect(tc?.exclusions).not.toContain('Theft or loss');
    expect(new Set(tc?.prices.map((p) => p.tenure_months))).toEqual(new Set([12]));
    const band = tc?.prices.find(
      (p) => p.min_device_price <= 7_990_000 && (p.max_device_price ?? 0) >= 7_990_000,
    );
    expect(band?.price).toBe(979_900);
  });

  it('§2 repair pages: 49 URLs; an uncovered city page says so and lists covered cities', async () => {
    const repairs = allLandingSlugs().filter((x) => x.kind === 'repair');
    expect(repairs).toHaveLength(49);
    const bangaloreAc = RepairPageData.parse((await get('/repair-pages/ac-service-repair-bangalore')).json());
    expect(bangaloreAc.is_covered).toBe(false);
    expect(bangaloreAc.cities_covered.map((c) => c.slug)).toEqual(
      expect.arrayContaining(['mumbai-thane', 'delhi-noida-gurgaon', 'pune', 'hyderabad', 'chennai']),
    );
    const mumbaiAc = RepairPageData.parse((await get('/repair-pages/ac-service-repair-mumbai-thane')).json());
    expect(mumbaiAc).toMatchObject({ is_covered: true, is_generic: false, city: { key: 'mumbai' } });
    expect(mumbaiAc.items.length).toBeGreaterThan(0);
    const generic = RepairPageData.parse((await get('/repair-pages/printer-repair-service')).json());
    expect(generic).toMatchObject({ is_generic: true, city: null });
    expect(generic.cities_covered.map((c) => c.slug).sort()).toEqual(['delhi-noida-gurgaon', 'mumbai-thane']);
  });

  it.each(['nope-extended-warranty-plans', 'ac-service-repair-gotham', '..%2F..%2Fetc', 'a'.repeat(150)])(
    '§2 unknown page slug %s → 404 with error_code, never 500',
    async (slug) => {
      for (const prefix of ['/plan-pages/', '/repair-pages/']) {
        const res = await get(prefix + slug);
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expect(res.json().error_code).toBeTruthy();
      }
    },
  );

  it('§2 question popup data: questions per category; unknown category → empty list', async () => {
    const phones = (await get('/home-questions?category=mobile-phones')).json();
    expect(phones.category).toBe('mobile-phones');
    expect(phones.questions.length).toBeGreaterThan(1);
    const unknown = (await get('/home-questions?category=spaceships')).json();
    expect(unknown).toEqual({ category: null, questions: [] });
    const malformed = await get('/home-questions?category[]=x&category=' + 'y'.repeat(500));
    expect(malformed.statusCode).toBe(200);
  });
});
