import type { PageKind, SiteVariant } from './page-kind';

/** Chat button is hidden at widths of 992px and below (docs/product/catalogue.md#page-layout, docs/product/catalogue.md#formats-and-constants). */
export const CHAT_HIDDEN_MAX_WIDTH = 992;
/** Mobile layout applies below this width in px (docs/product/catalogue.md#page-layout). */
export const MOBILE_BREAKPOINT = 769;

export type ScrollTarget = 'service-selector' | 'post-3' | 'coverage-details';

export interface LayoutInput {
  page: PageKind;
  /** `?app_render=true`: rendering inside the mobile app. */
  appRender: boolean;
  /** Payments-partner campaign mode (`osg_campaign` = the payments-partner value). */
  paymentsPartner: boolean;
  variant: SiteVariant;
  /** Viewport width in px. */
  width: number;
}

export interface Layout {
  header: boolean;
  footer: boolean;
  navigation: 'shown' | 'hidden' | 'disabled';
  logoLink: boolean;
  chat: boolean;
  cartIcon: boolean;
  profileIcon: boolean;
  scrollTarget: ScrollTarget | null;
  headerReceivesProductType: boolean;
  downloadAppLink: boolean;
  /** The sticky app-download banner ('Get App', app promo). */
  appBanner: boolean;
}

type PageSet = ReadonlySet<PageKind>;

/** docs/product/catalogue.md#page-layout Footer: hidden on these pages. */
export const FOOTER_HIDDEN_PAGES: PageSet = new Set<PageKind>([
  'mobile-plan-comparison',
  'questions',
  'tr-address',
]);

/** docs/product/catalogue.md#page-layout Chat icon: not on these pages. */
export const CHAT_HIDDEN_PAGES: PageSet = new Set<PageKind>(['salespro', 'document-upload']);

/**
 * docs/product/accounts.md#account-menu-and-pages "/account/plans?params=ordersummary (order summary page; sales touchpoints blocked there)": no
 * chat button and no app banner (promo) on these pages; the pages themselves carry no cross-sell.
 */
export const SALES_TOUCHPOINTS_BLOCKED_PAGES: PageSet = new Set<PageKind>([
  'order-summary',
  // The staff service desk (issue 20 §4; not a customer page): a customer's chat and app promo
  // would only cover the queue's columns.
  'service-desk',
]);

/**
 * The sticky app banner ('10% off your first order in the app') is not shown where it would pull a
 * customer out of a purchase or cover its form on a phone: the checkout, the payment-link payment
 * page (docs/product/catalogue.md#variants-and-app-mode; a customer paying an agent's link), and where sales touchpoints are blocked. (The cart
 * hides it under its bottom checkout bar, globals.css.)
 */
export const APP_BANNER_HIDDEN_PAGES: PageSet = new Set<PageKind>([
  'checkout',
  'payment-link',
  ...SALES_TOUCHPOINTS_BLOCKED_PAGES,
]);

/** docs/product/catalogue.md#page-layout Navigation: hidden on these pages. */
export const NAVIGATION_HIDDEN_PAGES: PageSet = new Set<PageKind>([
  'questions',
  'tr-address',
  'salespro',
  'document-upload',
]);

/** docs/product/catalogue.md#variants-and-app-mode Navigation: hidden in the partner variants and the sales-agent variant. */
export const NAVIGATION_HIDDEN_VARIANTS: ReadonlySet<SiteVariant> = new Set<SiteVariant>([
  'marketplace-partner',
  'retailer-partner',
  'agent',
]);

/** docs/product/catalogue.md#page-layout Cart icon: shown only on these pages. */
export const CART_ICON_PAGES: PageSet = new Set<PageKind>([
  'home',
  'registration',
  'selfserve',
  'common-insta',
  'mobile-plan-comparison',
  'protection-plans',
  'plan-page',
  'myaccount',
  'activation',
  'default',
]);

/** docs/product/catalogue.md#page-layout Profile icon: shown except on these pages. */
export const PROFILE_ICON_HIDDEN_PAGES: PageSet = NAVIGATION_HIDDEN_PAGES;

/** docs/product/catalogue.md#page-layout Scroll targets per page. */
export const SCROLL_TARGETS: Readonly<Partial<Record<PageKind, ScrollTarget>>> = {
  home: 'service-selector',
  login: 'service-selector',
  myaccount: 'service-selector',
  activation: 'service-selector',
  'document-upload': 'service-selector',
  default: 'service-selector',
  media: 'post-3',
  'plan-page': 'coverage-details',
};

/** docs/product/catalogue.md#page-layout Plan-page header receives the product type. */
export const PRODUCT_TYPE_HEADER_PAGES: PageSet = new Set<PageKind>(['plan-page']);

/**
 * Combines the docs/product/catalogue.md#page-layout layout tables. Everything that lives inside the header (navigation, logo link,
 * cart, profile, Download App link, product type) is off when the header itself is not rendered.
 */
export function resolveLayout(input: LayoutInput): Layout {
  const { page, appRender, paymentsPartner, variant, width } = input;
  const header = !appRender;
  const navHidden = NAVIGATION_HIDDEN_PAGES.has(page) || NAVIGATION_HIDDEN_VARIANTS.has(variant);
  const navigation = !header || navHidden ? 'hidden' : paymentsPartner ? 'disabled' : 'shown';
  const wideEnough = Number.isFinite(width) && width > CHAT_HIDDEN_MAX_WIDTH;
  const salesBlocked = SALES_TOUCHPOINTS_BLOCKED_PAGES.has(page);
  return {
    header,
    footer: !appRender && !FOOTER_HIDDEN_PAGES.has(page),
    navigation,
    logoLink: header && !paymentsPartner,
    chat: !appRender && !paymentsPartner && !CHAT_HIDDEN_PAGES.has(page) && !salesBlocked && wideEnough,
    cartIcon: header && CART_ICON_PAGES.has(page),
    profileIcon: header && !PROFILE_ICON_HIDDEN_PAGES.has(page),
    scrollTarget: SCROLL_TARGETS[page] ?? null,
    headerReceivesProductType: header && PRODUCT_TYPE_HEADER_PAGES.has(page),
    downloadAppLink: header && variant === 'agent',
    appBanner: header && !APP_BANNER_HIDDEN_PAGES.has(page),
  };
}

/** Mobile layout below {@link MOBILE_BREAKPOINT} px (docs/product/catalogue.md#page-layout). */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}
