import { formatDayMonthCommaYear } from '../format/dates';
import { formatInr } from '../format/money';

/** Every way a code can be refused (conventions 7: returned as data with a stable code). */
export type CouponErrorCode =
  | 'COUPON_NOT_FOUND'
  | 'COUPON_INACTIVE'
  | 'COUPON_NOT_STARTED'
  | 'COUPON_EXPIRED'
  | 'COUPON_MIN_CART'
  | 'COUPON_NOT_APPLICABLE'
  | 'COUPON_CITY'
  | 'COUPON_CHANNEL'
  | 'COUPON_EXHAUSTED'
  | 'COUPON_CUSTOMER_LIMIT'
  | 'COUPON_EMPTY_CART';

/** What the message of a refusal may mention. */
export interface CouponMessageFacts {
  startsAt?: Date | null;
  minCartPaise?: number;
  /** The code is limited to some plan types or categories ("eligible plans" rather than "items"). */
  restricted?: boolean;
  perCustomerLimit?: number | null;
}

/**
 * docs/product/cart.md#discount-codes "Invalid discount: shows the server's message": short sentences a customer understands.
 * Rupees are Indian-grouped without decimals (docs/product/catalogue.md#formats-and-constants); a minimum is rounded UP to the rupee so the
 * message never asks for less than the rule needs.
 */
export function couponMessage(code: CouponErrorCode, facts: CouponMessageFacts = {}): string {
  switch (code) {
    case 'COUPON_NOT_FOUND':
      return 'This code is not valid. Please check it and try again.';
    case 'COUPON_INACTIVE':
      return 'This code is no longer active.';
    case 'COUPON_NOT_STARTED':
      return facts.startsAt
        ? `This code can be used from ${formatDayMonthCommaYear(facts.startsAt)}.`
        : 'This code cannot be used yet.';
    case 'COUPON_EXPIRED':
      return 'This code has expired.';
    case 'COUPON_CHANNEL':
      return 'This code cannot be used here.';
    case 'COUPON_CITY':
      return 'This code is not available in your city.';
    case 'COUPON_EXHAUSTED':
      return 'This code has been fully redeemed.';
    case 'COUPON_CUSTOMER_LIMIT':
      return facts.perCustomerLimit !== undefined &&
        facts.perCustomerLimit !== null &&
        facts.perCustomerLimit > 1
        ? `You have already used this code ${facts.perCustomerLimit} times, the most allowed.`
        : 'You have already used this code.';
    case 'COUPON_EMPTY_CART':
      return 'Add a plan to your cart to use this code.';
    case 'COUPON_NOT_APPLICABLE':
      return 'This code does not apply to the plans in your cart.';
    case 'COUPON_MIN_CART': {
      const rupees = formatInr(Math.ceil((facts.minCartPaise ?? 0) / 100) * 100);
      return `Add ${facts.restricted ? 'eligible plans' : 'items'} worth ${rupees} or more to use this code.`;
    }
  }
}
