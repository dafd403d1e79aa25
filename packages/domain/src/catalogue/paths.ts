import { AC_EW_SLUG } from './plan-pages';
import type { PlanPage } from './plan-pages';
import type { DeviceCategory } from './categories';
import type { RepairService } from './repair-services';
import type { City } from './cities';
import { STATIC_PAGES } from './static-pages';
import type { StaticPageKey } from './static-pages';

/** Suffix of every extended-warranty landing slug. */
export const EW_SLUG_SUFFIX = '-extended-warranty-plans';

export const extendedWarrantySlug = (category: Pick<DeviceCategory, 'pluralSlug'>): string =>
  `${category.pluralSlug}${EW_SLUG_SUFFIX}`;

export const repairSlug = (service: Pick<RepairService, 'slug'>, city?: Pick<City, 'slug'> | null): string =>
  city ? `${service.slug}-${city.slug}` : service.slug;

const staticPaths = Object.fromEntries(STATIC_PAGES.map((p) => [p.key, () => p.path])) as Record<
  StaticPageKey,
  () => string
>;

const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

/** URL builders (conventions 13): links, sitemap and the `[slug]` parser share one catalogue. */
export const paths = {
  home: () => '/',
  /** `/{plural}-extended-warranty-plans` for any catalogue device. */
  extendedWarranty: (category: Pick<DeviceCategory, 'pluralSlug'>) => `/${extendedWarrantySlug(category)}`,
  /** `/ac-extended-warranty-plans` (flagged new in navigation). */
  acExtendedWarranty: () => `/${AC_EW_SLUG}`,
  planPage: (page: Pick<PlanPage, 'slug'>) => `/${page.slug}`,
  /** Generic repair page, or the city page when a city is given. */
  repair: (service: Pick<RepairService, 'slug'>, city?: Pick<City, 'slug'> | null) =>
    `/${repairSlug(service, city)}`,
  /** `/?question_popup={category question slug}` (docs/product/catalogue.md#question-popup*/
  questionPopup: (categoryQuestionSlug: string) => withQuery('/', { question_popup: categoryQuestionSlug }),
  static: staticPaths,
  /** docs/product/catalogue.md#screens-and-routes account routes. */
  account: {
    plans: () => '/account/plans',
    orderSummary: () => '/account/plans?params=ordersummary',
    requests: () => '/account/requests',
    orders: () => '/account/orders',
    activation: (osid: string, activationSource = 'myaccount') =>
      withQuery(`/account/activation/${encodeURIComponent(osid)}`, { activation_source: activationSource }),
  },
  selfserve: {
    raise: (tokenizedOsid: string) => withQuery('/selfserve', { osid: tokenizedOsid }),
    tracker: (srId: string) => `/selfserve/tracker/service-request/${encodeURIComponent(srId)}`,
  },
  /** Appends `nav=search` (arrival from the question list) to a plan-page path. */
  withNavSearch: (path: string) => `${path}${path.includes('?') ? '&' : '?'}nav=search`,
} as const;
