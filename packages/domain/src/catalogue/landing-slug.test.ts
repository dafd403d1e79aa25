import { describe, expect, it } from 'vitest';
import { allLandingSlugs, canonicalLandingSlug, parseLandingSlug } from './landing-slug';
import { DEVICE_CATEGORIES } from './categories';
import { PLAN_PAGES } from './plan-pages';
import { REPAIR_SERVICES } from './repair-services';
import { CITIES } from './cities';

const slugsOf = (kind: string) =>
  allLandingSlugs()
    .filter((l) => l.kind === kind)
    .map((l) => l.slug);

describe('landing slugs', () => {
  it.each([
    ['mobile-phones-extended-warranty-plans', 'mobile-phone'],
    ['televisions-extended-warranty-plans', 'television'],
    ['laptops-extended-warranty-plans', 'laptop'],
    ['refrigerators-extended-warranty-plans', 'refrigerator'],
    ['washing-machines-extended-warranty-plans', 'washing-machine'],
    ['geysers-extended-warranty-plans', 'geyser'],
    ['air-purifiers-extended-warranty-plans', 'air-purifier'],
    ['ac-extended-warranty-plans', 'air-conditioner'],
  ])('§2 extended-warranty landing: /%s is the %s page', (slug, categorySlug) => {
    const parsed = parseLandingSlug(slug);
    expect(parsed?.kind).toBe('extended-warranty');
    expect(parsed?.kind === 'extended-warranty' && parsed.category.slug).toBe(categorySlug);
  });

  it('§2 extended-warranty landing: one page per catalogue device plus the AC page', () => {
    expect(slugsOf('extended-warranty')).toHaveLength(DEVICE_CATEGORIES.length + 1);
    for (const c of DEVICE_CATEGORIES) {
      expect(parseLandingSlug(`${c.pluralSlug}-extended-warranty-plans`)).toMatchObject({ category: c });
    }
  });

  it.each([
    'digital-cameras-damage-protection-plans',
    'mobile-phones-damage-protection-plans',
    'mobile-phones-screen-protection-plans',
    'home-repair-maintenance-plans',
    'total-care-laptop-protection-plan',
  ])('§2 other plan pages: /%s is a plan page', (slug) => {
    const parsed = parseLandingSlug(slug);
    expect(parsed?.kind === 'plan-page' && parsed.page.slug).toBe(slug);
  });

  it('§2 other plan pages: exactly the PLAN_PAGES list', () => {
    expect(slugsOf('plan-page')).toEqual(PLAN_PAGES.map((p) => p.slug));
  });

  it.each([
    ['printer-repair-service', 'printer-repair-service', null],
    ['ac-service-repair-mumbai-thane', 'ac-service-repair', 'mumbai'],
    ['ro-water-purifier-service-repair-delhi-noida-gurgaon', 'ro-water-purifier-service-repair', 'delhi-ncr'],
    ['geyser-repair-service-pune', 'geyser-repair-service', 'pune'],
    ['washing-machine-repair-service-bangalore', 'washing-machine-repair-service', 'bangalore'],
    ['microwave-repair-service-hyderabad', 'microwave-repair-service', 'hyderabad'],
    ['refrigerator-repair-service-chennai', 'refrigerator-repair-service', 'chennai'],
  ])('§2 repair pages: /%s is service %s in city %s', (slug, service, cityKey) => {
    const parsed = parseLandingSlug(slug);
    expect(parsed?.kind).toBe('repair');
    if (parsed?.kind !== 'repair') return;
    expect(parsed.service.slug).toBe(service);
    expect(parsed.city?.key ?? null).toBe(cityKey);
  });

  it('§2 repair pages: each of 7 services exists generic and with 6 city suffixes (49 URLs)', () => {
    expect(REPAIR_SERVICES).toHaveLength(7);
    expect(CITIES).toHaveLength(6);
    expect(slugsOf('repair')).toHaveLength(49);
  });

  it('§2 landing slugs: every slug is unique and parses back to itself', () => {
    const all = allLandingSlugs();
    expect(new Set(all.map((l) => l.slug)).size).toBe(all.length);
    for (const l of all) expect(parseLandingSlug(l.slug)).toBe(l);
  });

  it.each([
    ['an empty string', ''],
    ['an unknown device', 'toasters-extended-warranty-plans'],
    ['an unknown city', 'ac-service-repair-kolkata'],
    ['a leading slash', '/ac-service-repair'],
    ['upper case', 'AC-SERVICE-REPAIR'],
    ['a trailing slash', 'ac-service-repair/'],
    ['a prototype key', '__proto__'],
    ['constructor', 'constructor'],
    ['a very long string', 'a'.repeat(100_000)],
    ['path traversal', '../etc/passwd'],
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { slug: 'ac-service-repair' }],
  ])('§2 landing slugs: garbage (%s) parses to null without throwing', (_label, input) => {
    expect(parseLandingSlug(input)).toBeNull();
  });
});

describe('canonicalLandingSlug (§2 AC extended-warranty page)', () => {
  it('points both AC extended-warranty URLs at /ac-extended-warranty-plans', () => {
    const long = parseLandingSlug('air-conditioners-extended-warranty-plans');
    const short = parseLandingSlug('ac-extended-warranty-plans');
    expect(long && canonicalLandingSlug(long)).toBe('ac-extended-warranty-plans');
    expect(short && canonicalLandingSlug(short)).toBe('ac-extended-warranty-plans');
  });

  it('leaves every other landing canonical to itself', () => {
    const others = allLandingSlugs().filter((l) => !l.slug.includes('air-conditioners-extended'));
    for (const l of others) expect(canonicalLandingSlug(l)).toBe(l.slug);
  });
});
