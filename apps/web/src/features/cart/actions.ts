'use server';

import { AddItem, CartResponse, ErrorBody } from '@kavach/contracts';
import { postAsVisitor } from '@/lib/api-write.server';
import { NETWORK_ERROR_MESSAGE } from '@/lib/network-error';

/** docs/product/cart.md#toasts toast text after an add (the API sends the same words as `message`). */
const ITEM_ADDED = 'Item added to the cart';

/** What a form-submitted add ended in, shown beside the button (decision 054). */
export type AddFormState =
  | { type: 'added'; message: string }
  | { type: 'conflict'; message: string }
  | { type: 'error'; message: string }
  | null;

const numberOf = (value: FormDataEntryValue | null) =>
  typeof value === 'string' && value !== '' ? Number(value) : undefined;

/**
 * Add to cart as a plain form post: the tap that lands before the page's scripts have run
 * (decision 054). POST /v3/cart/item through the server-only client with the visitor's session.
 * Once the scripts run, the button adds through the browser client instead (add-to-cart-button.tsx).
 */
export async function addToCartAction(_prev: AddFormState, form: FormData): Promise<AddFormState> {
  const item = AddItem.safeParse({
    sku: form.get('sku'),
    // The tenure radio of the plan card when it has several, else the one tenure.
    tenure_months: numberOf(form.get('tenure') ?? form.get('tenure_months')),
    device_price: numberOf(form.get('device_price')),
  });
  if (!item.success) return { type: 'error', message: NETWORK_ERROR_MESSAGE };
  const { quantity: _quantity, ...data } = item.data;
  const answer = await postAsVisitor('/v3/cart/item', { data }).catch(() => null);
  if (!answer) return { type: 'error', message: NETWORK_ERROR_MESSAGE };
  const added = CartResponse.safeParse(answer.body);
  if (answer.status < 300 && added.success)
    return { type: 'added', message: added.data.message ?? ITEM_ADDED };
  const failure = ErrorBody.safeParse(answer.body);
  const message = failure.success ? failure.data.message : NETWORK_ERROR_MESSAGE;
  return answer.status === 409 && failure.data?.error_code === 'CART_TYPE_CONFLICT'
    ? { type: 'conflict', message }
    : { type: 'error', message };
}
