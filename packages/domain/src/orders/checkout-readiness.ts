import type { CartType } from '../cart/cart-type';
import { slotAvailability } from '../slots/slot-rules';

/** Razorpay's minimum charge is ₹1. */
export const MIN_CHARGE_PAISE = 100;

export interface ReadinessItem {
  id: number;
  itemType: CartType;
  displayTitle: string;
  serviceable: boolean | null;
  slot: { date: string; time: string } | null;
  /** A renewal continues a contract already running: it books no first visit (decision 091). */
  renewal?: boolean;
}

export interface ReadinessInput {
  items: readonly ReadinessItem[];
  name: string | null;
  email: string | null;
  /** The cart's phone (E.164). */
  phone: string | null;
  hasAddress: boolean;
  /** The phone verified by one-time code in this session (server session only, never a header). */
  verifiedPhone: string | null;
  /**
   * An agent's cart paid through a payment link (issue 3 §4): the customer is not on the call to
   * type a code; the link goes to the cart's phone and email, and paying it is their confirmation.
   */
  agentAssisted?: boolean;
  /** Error code of an applied coupon that no longer holds, and its message. */
  discountError: string | null;
  /** Holidays of the address's city (docs/product/service-requests.md#holiday-calendar): no visit on them. */
  holidays?: readonly string[];
  discountMessage: string | null;
  totalPaise: number;
}

export type CheckoutRefusal = {
  status: 400 | 403 | 409;
  error_code: string;
  message: string;
  fields?: Record<string, string>;
  item_ids?: number[];
};

/** A visit (AMC, insta-repair) needs a slot that is still free now (docs/product/cart.md#visit-slots). */
function slotRefusal(item: ReadinessItem, now: Date, holidays: readonly string[]): CheckoutRefusal | null {
  if (item.itemType !== 'amc' && item.itemType !== 'insta-repair') return null;
  if (item.renewal) return null;
  if (!item.slot)
    return {
      status: 409,
      error_code: 'SLOT_REQUIRED',
      message: `Choose a visit slot for ${item.displayTitle}.`,
      item_ids: [item.id],
    };
  const slots = slotAvailability({ now, kind: item.itemType, blockedDates: holidays });
  const chosen = item.slot;
  const free =
    slots.ok && slots.slots[chosen.date]?.some((s) => s.slot_time === chosen.time && s.is_available);
  return free
    ? null
    : {
        status: 409,
        error_code: 'SLOT_UNAVAILABLE',
        message: 'The visit slot you chose is no longer available. Please pick another.',
        item_ids: [item.id],
      };
}

/**
 * What must hold before an order is created (docs/product/security-tests.md#t7-8 workflow skipping), first failure wins: items,
 * complete details, a phone verified in THIS session, every item serviceable at the address
 * (docs/product/cart.md#serviceability), a free slot for every visit (docs/product/cart.md#visit-slots), a still-valid coupon and a chargeable amount.
 * Returns null when the cart may be checked out.
 */
export function checkoutRefusal(c: ReadinessInput, now: Date): CheckoutRefusal | null {
  if (c.items.length === 0) return { status: 409, error_code: 'CART_EMPTY', message: 'Your cart is empty.' };
  const present = { name: !!c.name, email: !!c.email, phone: !!c.phone, address: c.hasAddress };
  const missing = Object.entries(present)
    .filter(([, ok]) => !ok)
    .map(([k]) => k);
  if (missing.length)
    return {
      status: 400,
      error_code: 'DETAILS_INCOMPLETE',
      message: 'Please fill in your name, email, phone and address.',
      fields: Object.fromEntries(missing.map((k) => [k, 'Required field'])),
    };
  if (!c.agentAssisted && (!c.verifiedPhone || c.verifiedPhone !== c.phone))
    return {
      status: 403,
      error_code: 'PHONE_NOT_VERIFIED',
      message: 'Please verify your phone number with the one-time code first.',
    };
  const unserviceable = c.items.filter((i) => i.serviceable !== true);
  if (unserviceable.length)
    return {
      status: 409,
      error_code: 'NOT_SERVICEABLE',
      message: 'Some plans in your cart are not available at this PIN code.',
      item_ids: unserviceable.map((i) => i.id),
    };
  for (const item of c.items) {
    const refusal = slotRefusal(item, now, c.holidays ?? []);
    if (refusal) return refusal;
  }
  if (c.discountError)
    return {
      status: 409,
      error_code: c.discountError === 'COUPON_EXHAUSTED' ? 'COUPON_EXHAUSTED' : 'COUPON_INVALID',
      message: c.discountMessage ?? 'The code on your cart no longer applies. Remove it to continue.',
    };
  if (c.totalPaise < MIN_CHARGE_PAISE)
    return {
      status: 409,
      error_code: 'AMOUNT_TOO_LOW',
      message: 'The order total must be at least ₹1 to pay online.',
    };
  return null;
}
