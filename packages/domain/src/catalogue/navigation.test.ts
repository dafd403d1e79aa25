import { describe, expect, it } from 'vitest';
import { NAVIGATION, NAV_SECTION_TITLES, buildNavigation } from './navigation';
import { DEVICE_CATEGORIES } from './categories';
import { parseLandingSlug } from './landing-slug';

const section = (key: string) => NAVIGATION.find((s) => s.key === key)!;
const allLinks = NAVIGATION.flatMap((s) => s.links);

describe('navigation', () => {
  it('§2 header: sections are Extended Warranty, Maintenance & Repair, Damage Protection, Total Care', () => {
    expect(NAVIGATION.map((s) => s.title)).toEqual([
      'Extended Warranty',
      'Maintenance & Repair',
      'Damage Protection',
      'Total Care',
    ]);
    expect(Object.values(NAV_SECTION_TITLES)).toHaveLength(4);
  });

  it('§2 header: every catalogue device has an extended-warranty link (about 30 categories)', () => {
    const ew = section('extended-warranty').links;
    expect(ew).toHaveLength(DEVICE_CATEGORIES.length);
    expect(ew.map((l) => l.categorySlug)).toEqual(DEVICE_CATEGORIES.map((c) => c.slug));
  });

  it.each([
    ['extended-warranty', '/ac-extended-warranty-plans'],
    ['total-care', '/total-care-laptop-protection-plan'],
  ])('§2 header: the %s link %s is flagged new', (key, href) => {
    expect(section(key).links.find((l) => l.href === href)?.isNew).toBe(true);
  });

  it('§2 header: only AC extended warranty and laptop total care are flagged new', () => {
    expect(allLinks.filter((l) => l.isNew).map((l) => l.href)).toEqual([
      '/ac-extended-warranty-plans',
      '/total-care-laptop-protection-plan',
    ]);
  });

  it('§2 header: maintenance & repair links the 7 repair services and home care', () => {
    const hrefs = section('maintenance-repair').links.map((l) => l.href);
    expect(hrefs).toHaveLength(8);
    expect(hrefs).toContain('/ac-service-repair');
    expect(hrefs).toContain('/home-repair-maintenance-plans');
  });

  it('§2 header: damage protection links the damage and screen protection plan pages', () => {
    expect(
      section('damage-protection')
        .links.map((l) => l.href)
        .sort(),
    ).toEqual([
      '/digital-cameras-damage-protection-plans',
      '/mobile-phones-damage-protection-plans',
      '/mobile-phones-screen-protection-plans',
    ]);
  });

  it('conventions 13: every navigation link is a landing the [slug] route can parse', () => {
    for (const link of allLinks) expect(parseLandingSlug(link.href.slice(1))).not.toBeNull();
  });

  it('§2 header: link labels are unique within a section', () => {
    for (const s of NAVIGATION) expect(new Set(s.links.map((l) => l.label)).size).toBe(s.links.length);
  });

  it('§2 header: the model is derived deterministically from the taxonomy', () => {
    expect(buildNavigation()).toEqual(NAVIGATION);
  });
});
