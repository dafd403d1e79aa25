/**
 * Zero-width characters that are not Unicode whitespace (so `\s` misses them) but ride along when a
 * code is copied from a message or a web page: zero-width space / non-joiner / joiner, word joiner.
 */
const ZERO_WIDTH = /[\u200B-\u200D\u2060]/gu;

/**
 * docs/product/security-tests.md#t7-4: one spelling per coupon, so case, space and full-width variants share one row and one
 * limit. NFKC folds full-width and compatibility forms (`ＳＡＶＥ１０` → `SAVE10`); every whitespace
 * character is removed (ASCII, NBSP, ideographic space, BOM …) plus the zero-width characters above;
 * then upper case (locale-independent).
 */
export function normaliseCouponCode(raw: string): string {
  return raw.normalize('NFKC').replace(/\s/gu, '').replace(ZERO_WIDTH, '').toUpperCase();
}

const PLAUSIBLE = /^[A-Z0-9_-]{3,32}$/;

/** A code worth looking up: 3–32 of A–Z, 0–9, `-` and `_` once normalised. */
export function isPlausibleCouponCode(code: string): boolean {
  return PLAUSIBLE.test(normaliseCouponCode(code));
}
