import type { AddItem, Cart, CartResponse, DiscountResponse, ServiceableResponse } from '@kavach/contracts';
import { apiDelete, apiGet, apiPatch, apiPost, getSessionBootstrap } from '@/lib/api-client.browser';
import type { ApiResult } from '@/lib/api-client.browser';

/**
 * The cart calls of docs/product/api.md#cart from the browser, same-origin through `/api`. Wire types come from
 * `@kavach/contracts` as types only: the API validates its answers against the same schemas, so
 * the browser ships no schema code. Every amount is integer paise.
 */

/** The open cart's summary from `GET /auth/set_csrf` (the `Cart` fields it carries). */
export type CartSummary = Pick<Cart, 'token_id' | 'total_items' | 'type'>;

/** What the add buttons send: a plan by SKU, its tenure, the device price for banded plans. */
export type AddItemInput = Pick<AddItem, 'sku' | 'tenure_months' | 'device_price'>;

/** `items`: item id → served at this PIN code (docs/product/cart.md#serviceability: an item is serviceable only if the map has it as true). */
export type ServiceableAnswer = ServiceableResponse;

function parseSummary(value: unknown): CartSummary | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token_id !== 'string' || v.token_id.length === 0) return null;
  return {
    token_id: v.token_id,
    // As sent: the API answers the session's cart type (contracts `CartTypeKey`) or none.
    type: typeof v.type === 'string' ? (v.type as Cart['type']) : null,
    total_items: typeof v.total_items === 'number' ? v.total_items : 0,
  };
}

/** The session's open cart summary, or null when there is none (or the session call failed). */
export async function fetchCartSummary(fresh = false): Promise<CartSummary | null> {
  const boot = await getSessionBootstrap(fresh);
  return boot ? parseSummary(boot.cart) : null;
}

const token = (t: string) => encodeURIComponent(t);

export const cartApi = {
  get: (t: string) => apiGet<CartResponse>(`/v3/cart/${token(t)}`),
  add: (item: AddItemInput) => apiPost<CartResponse>('/v3/cart/item', { data: item }),
  replace: (item: AddItemInput) => apiPost<CartResponse>('/v3/cart/replace_cart', { data: item }),
  /** Decision 091: the renewal of the signed-in customer's plan. */
  renew: (osid: string) => apiPost<CartResponse>('/v3/cart/renewal', { osid }),
  setQuantity: (id: number, quantity: number) => apiPatch<CartResponse>(`/v3/cart/items/${id}`, { quantity }),
  remove: (id: number) => apiDelete<CartResponse>(`/v3/cart/item/${id}`),
  applyDiscount: (code: string) => apiPost<DiscountResponse>('/v3/cart/apply_discount', { code }),
  removeDiscount: () => apiPost<DiscountResponse>('/v3/cart/remove_discount', {}),
  serviceable: (t: string, pincode: string): Promise<ApiResult<ServiceableAnswer>> =>
    apiGet<ServiceableAnswer>(`/v3/cart/serviceable/${token(t)}?pincode=${encodeURIComponent(pincode)}`),
};
