import { defineLifecycle } from '../lifecycle/lifecycle';

export type CartState = 'open' | 'ordered';

/**
 * A cart is open until the order made of it is paid or booked to pay after the visit (ordered); a
 * new purchase starts a new cart. Decision 052: the unused `replaced` state is gone.
 */
export const CART_LIFECYCLE = defineLifecycle<CartState>('cart', {
  open: ['ordered'],
  ordered: [],
});
