import type { Cart, CartItem } from '@kavach/contracts';

/** The three steps of the checkout's progress indicator. */
export type StepKey = 'details' | 'verify' | 'review';

export interface Step {
  key: StepKey;
  label: string;
}

export const STEPS: readonly Step[] = [
  { key: 'details', label: 'Details' },
  { key: 'verify', label: 'Verify phone' },
  { key: 'review', label: 'Review & pay' },
];

/**
 * An agent's checkout (docs/product/staff.md#agents, issue 3 §4): no phone verification (the customer is not present;
 * the link goes to the cart's phone and email), and the last step sends a payment link.
 */
export const AGENT_STEPS: readonly Step[] = [
  { key: 'details', label: 'Details' },
  { key: 'review', label: 'Review & send link' },
];

export const stepsFor = (agent: boolean): readonly Step[] => (agent ? AGENT_STEPS : STEPS);

/** The API's own completeness test (checkout DETAILS_INCOMPLETE): name, email, phone and address. */
export const detailsComplete = (cart: Cart): boolean =>
  Boolean(cart.name && cart.email && cart.phone && cart.address);

/**
 * docs/product/cart.md#visit-slots "The AMC process type triggers a slot availability lookup": AMC and
 * insta-repair visits — but not a renewal, which continues a contract already running (decision 091).
 */
export type SlotItem = CartItem & { item_type: 'amc' | 'insta-repair' };
export const needsSlot = (item: CartItem): item is SlotItem =>
  (item.item_type === 'amc' || item.item_type === 'insta-repair') && !item.is_renewals;

/** Verification is skipped when the phone is verified, and always for an agent. */
const skipsVerify = (cart: Cart, agent: boolean) => agent || cart.otp_verified;

/** Where a customer (or agent) lands: the first step not yet done. */
export function firstOpenStep(cart: Cart, agent = false): StepKey {
  if (!detailsComplete(cart)) return 'details';
  return skipsVerify(cart, agent) ? 'review' : 'verify';
}

/** The step after one is done. */
export function nextStep(done: StepKey, cart: Cart, agent = false): StepKey {
  if (done === 'details') return skipsVerify(cart, agent) ? 'review' : 'verify';
  return 'review';
}

/**
 * Where each refusal of POST /v3/order/checkout (or an agent's POST /v3/cart/send_link) sends the
 * customer (with the server's message): 'cart' for an empty cart, null to stay on review (no step
 * can fix it there, e.g. a gateway error, an order already paid, a link that can no longer be sent).
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

export function stepForCheckoutError(code: string, agent = false): StepKey | 'cart' | null {
  const step = STEP_OF_ERROR[code] ?? null;
  return agent && step === 'verify' ? 'review' : step;
}

/** Refusals about a visit slot: shown next to the slot pickers. */
export const isSlotError = (code: string): boolean => code === 'SLOT_REQUIRED' || code === 'SLOT_UNAVAILABLE';
