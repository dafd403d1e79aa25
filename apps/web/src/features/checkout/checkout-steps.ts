import type { Cart, CartItem } from '@kavach/contracts';

/** The three steps of the checkout's progress indicator. */
export type StepKey = 'details' | 'verify' | 'review';

export const STEPS: readonly { key: StepKey; label: string }[] = [
  { key: 'details', label: 'Details' },
  { key: 'verify', label: 'Verify phone' },
  { key: 'review', label: 'Review & pay' },
];

/** The API's own completeness test (checkout DETAILS_INCOMPLETE): name, email, phone and address. */
export const detailsComplete = (cart: Cart): boolean =>
  Boolean(cart.name && cart.email && cart.phone && cart.address);

/** §4 "The AMC process type triggers a slot availability lookup": AMC and insta-repair visits. */
export type SlotItem = CartItem & { item_type: 'amc' | 'insta-repair' };
export const needsSlot = (item: CartItem): item is SlotItem =>
  item.item_type === 'amc' || item.item_type === 'insta-repair';

/** Where a customer lands: the first step not yet done (verify is skipped when `otp_verified`). */
export function firstOpenStep(cart: Cart): StepKey {
  if (!detailsComplete(cart)) return 'details';
  return cart.otp_verified ? 'review' : 'verify';
}

/** The step after one is done. */
export function nextStep(done: StepKey, cart: Cart): StepKey {
  if (done === 'details') return cart.otp_verified ? 'review' : 'verify';
  return 'review';
}

/**
 * Where each refusal of POST /v3/order/checkout sends the customer (with the server's message):
 * 'cart' for an empty cart, null to stay on review (no step can fix it there, e.g. a gateway error).
 */
const STEP_OF_ERROR: Readonly<Record<string, StepKey | 'cart'>> = {
  CART_EMPTY: 'cart',
  DETAILS_INCOMPLETE: 'details',
  PHONE_NOT_VERIFIED: 'verify',
  NOT_SERVICEABLE: 'details',
  SLOT_REQUIRED: 'review',
  SLOT_UNAVAILABLE: 'review',
  COUPON_INVALID: 'review',
  COUPON_EXHAUSTED: 'review',
  AMOUNT_TOO_LOW: 'review',
};

export const stepForCheckoutError = (code: string): StepKey | 'cart' | null => STEP_OF_ERROR[code] ?? null;

/** Refusals about a visit slot: shown next to the slot pickers. */
export const isSlotError = (code: string): boolean => code === 'SLOT_REQUIRED' || code === 'SLOT_UNAVAILABLE';
