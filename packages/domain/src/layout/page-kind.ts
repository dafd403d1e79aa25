/** Page kinds that carry their own layout rules (docs/product/catalogue.md#screens-and-routes Screens). Any other page is `default`. */
export const PAGE_KINDS = [
  'home',
  'plan-page',
  'registration',
  'login',
  'selfserve',
  'common-insta',
  'mobile-plan-comparison',
  'protection-plans',
  'myaccount',
  'activation',
  'questions',
  'tr-address',
  'salespro',
  'document-upload',
  'media',
  'cart',
  'checkout',
  'order-summary',
  'payment-link',
  'service-desk',
  'default',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

/** Site variants of docs/product/catalogue.md#variants-and-app-mode (co-branded partners and the sales-agent variant). */
export type SiteVariant = 'default' | 'marketplace-partner' | 'retailer-partner' | 'agent';

export function isPageKind(value: unknown): value is PageKind {
  return typeof value === 'string' && (PAGE_KINDS as readonly string[]).includes(value);
}
