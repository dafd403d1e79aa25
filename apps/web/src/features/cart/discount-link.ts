import { cleanTrackedValue, normaliseCouponCode } from '@kavach/domain';
import type { MarketingParam } from '@kavach/domain';
import { readCookie } from '../auth/session-flags';

/** docs/product/catalogue.md#query-parameters-and-marketing-cookies: `?discount=CODE` is kept in this cookie by the page routing (lib/proxy/route-page.ts). */
export const DISCOUNT_COOKIE: MarketingParam = 'discount';

/**
 * What to do with a code from a `?discount=` link, given the code already on the cart: apply it,
 * or nothing (no usable code, or that very code is already applied). Either way the cookie is used
 * up: a link applies its code once, so a code the visitor removes does not come back (issue 18).
 */
export function linkedDiscountToApply(cookieValue: string | null, appliedCode: string | null): string | null {
  const code = cleanTrackedValue(cookieValue);
  if (code === null) return null;
  return appliedCode !== null && normaliseCouponCode(code) === appliedCode ? null : code;
}

/** Reads and deletes the docs/product/catalogue.md#query-parameters-and-marketing-cookies discount cookie (it is not HttpOnly: the page routing sets it for us). */
export function takeDiscountCookie(): string | null {
  const value = readCookie(document.cookie, DISCOUNT_COOKIE);
  if (value === null) return null;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${DISCOUNT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
  return value;
}
