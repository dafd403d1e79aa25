import type { ApiResult } from '@/lib/api-client.browser';
import type { CartResponse } from '@kavach/contracts';
import { cartApi } from './cart-api';
import type { AddItemInput } from './cart-api';
import { resetCart, setCart } from './cart-store';

/** docs/product/cart.md#toasts toast after an add (the server sends the same text as `message`). */
export const ITEM_ADDED = 'Item added to the cart';

export type AddOutcome =
  | { type: 'added'; message: string }
  /** docs/product/cart.md#cart-types cart type compatibility: the cart holds plans that cannot be bought with this one. */
  | { type: 'conflict'; message: string }
  | { type: 'error'; message: string };

/** Failure message of a write, or null on success (the cart store then holds the answer). */
export type WriteError = string | null;

function settle(res: ApiResult<CartResponse>): WriteError {
  if (!res.ok) return res.error.message;
  setCart(res.data.cart);
  return null;
}

/** POST /v3/cart/item, or /v3/cart/replace_cart once the customer confirmed replacing the cart. */
export async function addToCart(item: AddItemInput, replace = false): Promise<AddOutcome> {
  const res = replace ? await cartApi.replace(item) : await cartApi.add(item);
  if (res.ok) {
    setCart(res.data.cart);
    return { type: 'added', message: res.data.message ?? ITEM_ADDED };
  }
  if (res.status === 409 && res.error.error_code === 'CART_TYPE_CONFLICT')
    return { type: 'conflict', message: res.error.message };
  // docs/product/cart.md#adding-and-removing-items, docs/product/api.md#errors: a failed add resets the cart data (refetched from the server).
  void resetCart();
  return { type: 'error', message: res.error.message };
}

/** POST /v3/cart/renewal (decision 091): the cart store holds the answer; the refusal's words otherwise. */
export const renewPlan = async (osid: string): Promise<WriteError> => settle(await cartApi.renew(osid));

export const setLineQuantity = async (id: number, quantity: number): Promise<WriteError> =>
  settle(await cartApi.setQuantity(id, quantity));

export const removeLine = async (id: number): Promise<WriteError> => settle(await cartApi.remove(id));

export interface CouponOutcome {
  valid: boolean;
  /** The server's `discount_message.message` (docs/product/cart.md#discount-codes: an invalid code shows the server's message). */
  message: string;
}

export async function applyCoupon(code: string): Promise<CouponOutcome> {
  const res = await cartApi.applyDiscount(code);
  if (!res.ok) return { valid: false, message: res.error.message };
  setCart(res.data.cart);
  return { valid: res.data.discount_message.is_valid, message: res.data.discount_message.message };
}

export async function removeCoupon(): Promise<CouponOutcome> {
  const res = await cartApi.removeDiscount();
  if (!res.ok) return { valid: false, message: res.error.message };
  setCart(res.data.cart);
  return { valid: false, message: res.data.discount_message.message };
}
