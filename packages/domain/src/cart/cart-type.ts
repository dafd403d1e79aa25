import type { PlanType } from '../catalogue/plan-types';

/** Cart types (docs/product/cart.md#what-a-cart-holds Cart.type); an item's type comes from its plan type's `cartType`. */
export type CartType = PlanType['cartType'];

export const CART_TYPES: readonly CartType[] = [
  'amc',
  'insta-repair',
  'protection-plan',
  'homecare',
  'total-protection',
];

/**
 * docs/product/cart.md#cart-types Cart type compatibility: which item types each cart type accepts without replacing the cart.
 * A type not listed (total-protection as a cart type) accepts only itself.
 */
const ACCEPTS: Readonly<Record<CartType, readonly CartType[]>> = {
  amc: ['amc', 'insta-repair', 'total-protection'],
  'insta-repair': ['insta-repair', 'amc', 'total-protection'],
  'protection-plan': ['protection-plan'],
  homecare: ['homecare'],
  'total-protection': ['total-protection'],
};

export type AddDecision = { type: 'add'; cartType: CartType } | { type: 'replace' };

/**
 * docs/product/cart.md#adding-and-removing-items, docs/product/cart.md#cart-types: adding an item to a cart. An empty cart (no type) takes the item's type; a compatible
 * item keeps the cart's type; anything else needs the replace-cart confirmation.
 */
export function addDecision(cartType: CartType | null, itemType: CartType): AddDecision {
  if (cartType === null) return { type: 'add', cartType: itemType };
  return ACCEPTS[cartType].includes(itemType) ? { type: 'add', cartType } : { type: 'replace' };
}

export function isCartType(value: unknown): value is CartType {
  return typeof value === 'string' && (CART_TYPES as readonly string[]).includes(value);
}
