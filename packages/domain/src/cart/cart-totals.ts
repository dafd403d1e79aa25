import type { CartType } from './cart-type';

/** Most units of one cart line (docs/product/security-tests.md#t7-2: documented maximum). */
export const MAX_LINE_QUANTITY = 10;
/** Most lines in one cart. */
export const MAX_CART_LINES = 20;

export interface PricedLine {
  id: number;
  itemType: CartType;
  unitPricePaise: number;
  quantity: number;
  parentItemId: number | null;
  /** Discount allocated to this line by the applied coupon, in paise (0 when none). */
  discountPaise: number;
}

export interface CartTotals {
  /** Σ unit price × quantity (docs/product/cart.md#what-a-cart-holds item_total). */
  itemTotalPaise: number;
  /** Σ line discounts (docs/product/cart.md#what-a-cart-holds discount_total). */
  discountTotalPaise: number;
  /** item_total − discount_total, never below zero (docs/product/cart.md#what-a-cart-holds total). */
  totalPaise: number;
  /** Σ quantities (docs/product/cart.md#what-a-cart-holds quantity). */
  quantity: number;
  /** Lines counted for the badge; home-care counts only lines without a parent plan (docs/product/cart.md#what-a-cart-holds). */
  totalItems: number;
}

export const lineTotalPaise = (l: Pick<PricedLine, 'unitPricePaise' | 'quantity'>): number =>
  l.unitPricePaise * l.quantity;

/** Totals recomputed from catalogue prices on every read and write — never stored, never sent by a client. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let itemTotalPaise = 0;
  let discountTotalPaise = 0;
  let quantity = 0;
  let totalItems = 0;
  for (const l of lines) {
    if (!Number.isSafeInteger(l.unitPricePaise) || l.unitPricePaise < 0)
      throw new RangeError(`line ${l.id}: unit price must be a non-negative integer of paise`);
    const lineTotal = lineTotalPaise(l);
    itemTotalPaise += lineTotal;
    discountTotalPaise += Math.min(Math.max(0, l.discountPaise), lineTotal);
    quantity += l.quantity;
    if (l.itemType !== 'homecare' || l.parentItemId === null) totalItems += 1;
  }
  return {
    itemTotalPaise,
    discountTotalPaise,
    totalPaise: Math.max(0, itemTotalPaise - discountTotalPaise),
    quantity,
    totalItems,
  };
}
