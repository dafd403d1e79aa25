import type { PageKind } from '../layout/page-kind';

export interface StaticPage {
  key: StaticPageKey;
  path: string;
  title: string;
  /** Layout rules that apply to the page (docs/product/catalogue.md#page-layout). */
  pageKind: PageKind;
}

/** Static content pages of docs/product/catalogue.md#page-layout Screens, with the layout they use. */
const DEFS = [
  {
    key: 'protectionPlans',
    path: '/protection-plans',
    title: 'Protection Plans',
    pageKind: 'protection-plans',
  },
  {
    key: 'mobilePlanComparison',
    path: '/mobile-plan-comparison',
    title: 'Mobile Plan Comparison',
    pageKind: 'mobile-plan-comparison',
  },
  { key: 'whatIsCovered', path: '/what-is-covered', title: 'What is Covered', pageKind: 'default' },
  { key: 'questions', path: '/questions', title: 'Questions', pageKind: 'questions' },
  { key: 'aboutUs', path: '/about-us', title: 'About Us', pageKind: 'default' },
  { key: 'careers', path: '/careers', title: 'Careers', pageKind: 'default' },
  { key: 'privacyPolicy', path: '/privacy-policy', title: 'Privacy Policy', pageKind: 'default' },
  { key: 'termsOfService', path: '/terms-of-service', title: 'Terms of Service', pageKind: 'default' },
  { key: 'termsOfUse', path: '/terms-of-use', title: 'Terms of Use', pageKind: 'default' },
  { key: 'media', path: '/media', title: 'Media', pageKind: 'media' },
  { key: 'writeToUs', path: '/write-to-us', title: 'Write to Us', pageKind: 'default' },
  {
    key: 'salesproAppForRetailers',
    path: '/salespro-app-for-retailers',
    title: 'SalesPro App for Retailers',
    pageKind: 'salespro',
  },
  { key: 'sitemap', path: '/website/sitemap', title: 'Sitemap', pageKind: 'default' },
] as const satisfies readonly { key: string; path: string; title: string; pageKind: PageKind }[];

export type StaticPageKey = (typeof DEFS)[number]['key'];

export const STATIC_PAGES: readonly StaticPage[] = DEFS;

export function staticPageByPath(path: string): StaticPage | null {
  return STATIC_PAGES.find((p) => p.path === path) ?? null;
}
