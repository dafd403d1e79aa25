const DAY_SECONDS = 24 * 60 * 60;

/** Tracked marketing query parameters, each stored as a cookie of the same name (docs/product/catalogue.md#query-parameters-and-marketing-cookies). */
export const MARKETING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'ref',
  'ppc',
  'gclid',
  'fbclid',
  'discount',
  'osg_campaign',
] as const;
export type MarketingParam = (typeof MARKETING_PARAMS)[number];

/** Utm cookies live 30 days (docs/product/catalogue.md#query-parameters-and-marketing-cookies). Cookie max-age is in seconds. */
export const MARKETING_COOKIE_MAX_AGE = 30 * DAY_SECONDS;

/** `special_campaign` query parameter and cookie (docs/product/catalogue.md#variants-and-app-mode; its lifetime is not given: 30 days assumed). */
export const SPECIAL_CAMPAIGN_COOKIE = {
  name: 'special_campaign',
  maxAge: MARKETING_COOKIE_MAX_AGE,
} as const;

/** `osg_campaign` value that switches on payments-partner campaign mode (configurable here only). */
export const PAYMENTS_PARTNER_CAMPAIGN = 'paytm';

/** Cookie remembering payments-partner mode across pages (docs/product/catalogue.md#query-parameters-and-marketing-cookies cookie list). */
export const PAYMENTS_PARTNER_COOKIE = {
  name: 'payments_partner_campaign',
  maxAge: MARKETING_COOKIE_MAX_AGE,
} as const;

/**
 * Sales-agent variant hint (docs/product/catalogue.md#query-parameters-and-marketing-cookies cookie `user_profile_details`): '1' while this browser holds a
 * staff sign-in. It only picks the agent chrome (docs/product/catalogue.md#page-layout: no navigation, a 'Download App' link); every
 * decision about what an agent may do reads the server session.
 */
export const AGENT_PROFILE_COOKIE = { name: 'user_profile_details' } as const;

/** City cookie: holds the city slug for one day (docs/product/catalogue.md#query-parameters-and-marketing-cookies). */
export const CITY_COOKIE = { name: 'city', maxAge: DAY_SECONDS } as const;

/** Longest query value copied into a cookie. */
export const MAX_TRACKED_VALUE_LENGTH = 200;

export interface CookieToSet {
  name: string;
  value: string;
  /** Seconds. */
  maxAge: number;
}

export type QueryInput = Readonly<Record<string, string | readonly string[] | null | undefined>>;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** A single, non-empty, ≤200-char value without control characters; anything else is null. */
export function cleanTrackedValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_TRACKED_VALUE_LENGTH || CONTROL_CHARS.test(trimmed)) return null;
  return trimmed;
}

/** True when `osg_campaign` (query or cookie) names the payments partner. */
export function isPaymentsPartnerCampaign(value: unknown): boolean {
  return cleanTrackedValue(value)?.toLowerCase() === PAYMENTS_PARTNER_CAMPAIGN;
}

const own = (query: QueryInput, key: string): unknown =>
  Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined;

/**
 * docs/product/catalogue.md#query-parameters-and-marketing-cookies: cookies to set from a request's query. Each tracked marketing parameter → a 30-day cookie;
 * `special_campaign` → its cookie; a payments-partner `osg_campaign` → the payments-partner
 * cookie. Arrays (repeated parameters), oversized values and control characters are ignored.
 */
export function marketingCookiesFromQuery(query: QueryInput | null | undefined): CookieToSet[] {
  if (!query || typeof query !== 'object') return [];
  const cookies: CookieToSet[] = [];
  for (const name of MARKETING_PARAMS) {
    const value = cleanTrackedValue(own(query, name));
    if (value !== null) cookies.push({ name, value, maxAge: MARKETING_COOKIE_MAX_AGE });
  }
  const special = cleanTrackedValue(own(query, SPECIAL_CAMPAIGN_COOKIE.name));
  if (special !== null) cookies.push({ ...SPECIAL_CAMPAIGN_COOKIE, value: special });
  if (isPaymentsPartnerCampaign(own(query, 'osg_campaign'))) {
    cookies.push({ ...PAYMENTS_PARTNER_COOKIE, value: '1' });
  }
  return cookies;
}
