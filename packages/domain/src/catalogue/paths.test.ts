import { describe, expect, it } from 'vitest';
import { paths } from './paths';
import { STATIC_PAGES, staticPageByPath } from './static-pages';
import { allLandingSlugs, parseLandingSlug } from './landing-slug';
import { CITIES } from './cities';
import { REPAIR_SERVICES } from './repair-services';
import { DEVICE_CATEGORIES } from './categories';
import { PLAN_PAGES } from './plan-pages';

const mumbai = CITIES.find((c) => c.key === 'mumbai')!;
const ac = REPAIR_SERVICES.find((s) => s.slug === 'ac-service-repair')!;
const tv = DEVICE_CATEGORIES.find((c) => c.slug === 'television')!;

describe('paths', () => {
  it.each([
    ['home', paths.home(), '/'],
    ['extended warranty', paths.extendedWarranty(tv), '/televisions-extended-warranty-plans'],
    ['AC extended warranty', paths.acExtendedWarranty(), '/ac-extended-warranty-plans'],
    ['plan page', paths.planPage(PLAN_PAGES[0]!), '/digital-cameras-damage-protection-plans'],
    ['generic repair', paths.repair(ac), '/ac-service-repair'],
    ['generic repair (null city)', paths.repair(ac, null), '/ac-service-repair'],
    ['city repair', paths.repair(ac, mumbai), '/ac-service-repair-mumbai-thane'],
    ['question popup', paths.questionPopup('mobile-phones'), '/?question_popup=mobile-phones'],
    ['question popup (escaped)', paths.questionPopup('a&b=c'), '/?question_popup=a%26b%3Dc'],
    ['sitemap', paths.static.sitemap(), '/website/sitemap'],
    ['retail partner', paths.static.salesproAppForRetailers(), '/salespro-app-for-retailers'],
    ['order summary', paths.account.orderSummary(), '/account/plans?params=ordersummary'],
    [
      'activation default source',
      paths.account.activation('OS1'),
      '/account/activation/OS1?activation_source=myaccount',
    ],
    ['raise request', paths.selfserve.raise('tok en'), '/selfserve?osid=tok+en'],
    ['tracker', paths.selfserve.tracker('123456-654321'), '/selfserve/tracker/service-request/123456-654321'],
    ['nav=search on a bare path', paths.withNavSearch('/ac-service-repair'), '/ac-service-repair?nav=search'],
    ['nav=search after a query', paths.withNavSearch('/x?a=1'), '/x?a=1&nav=search'],
  ])('§2 routes: %s path', (_label, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('conventions 13: every landing path built by paths parses back to the same landing', () => {
    for (const l of allLandingSlugs()) {
      const built =
        l.kind === 'plan-page'
          ? paths.planPage(l.page)
          : l.kind === 'repair'
            ? paths.repair(l.service, l.city)
            : l.slug === 'ac-extended-warranty-plans'
              ? paths.acExtendedWarranty()
              : paths.extendedWarranty(l.category);
      expect(built).toBe(`/${l.slug}`);
      expect(parseLandingSlug(built.slice(1))).toBe(l);
    }
  });

  it.each([
    ['/protection-plans', 'protection-plans'],
    ['/mobile-plan-comparison', 'mobile-plan-comparison'],
    ['/what-is-covered', 'default'],
    ['/questions', 'questions'],
    ['/about-us', 'default'],
    ['/careers', 'default'],
    ['/privacy-policy', 'default'],
    ['/terms-of-service', 'default'],
    ['/terms-of-use', 'default'],
    ['/media', 'media'],
    ['/write-to-us', 'default'],
    ['/salespro-app-for-retailers', 'salespro'],
    ['/website/sitemap', 'default'],
  ])('§2 static pages: %s exists with the %s layout', (path, pageKind) => {
    expect(staticPageByPath(path)?.pageKind).toBe(pageKind);
  });

  it('§2 static pages: paths.static covers every STATIC_PAGES entry and no landing slug collides', () => {
    expect(STATIC_PAGES).toHaveLength(13);
    for (const p of STATIC_PAGES) {
      expect(paths.static[p.key]()).toBe(p.path);
      expect(parseLandingSlug(p.path.slice(1))).toBeNull();
    }
  });
});
