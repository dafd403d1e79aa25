'use client';

import { useRef, useState } from 'react';
import type { SendLinkResponse } from '@kavach/contracts';
import { cartApi } from '@/features/cart/cart-api';
import { setCart } from '@/features/cart/cart-store';
import type { ApiFailure } from '@/lib/api-client.browser';
import { checkoutApi } from './checkout-api';

/**
 * An agent's final action: POST /v3/cart/send_link/{token}. The answer is the link (the same one
 * again while the cart is unchanged); a refusal goes to the checkout like a payment refusal. One
 * request at a time.
 */
export function useSendLink(
  cart: { token_id: string; total: number },
  onRefusal: (error: ApiFailure) => void,
  onSent: () => void,
) {
  const { token_id: cartToken, total: cartTotal } = cart;
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<SendLinkResponse | null>(null);
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const res = await checkoutApi.sendLink(cartToken);
    inFlight.current = false;
    setBusy(false);
    if (res.ok) {
      setSent(res.data);
      // The link is for the cart as the server has it: if ours is stale (another tab), read it again.
      if (res.data.amount !== cartTotal)
        void cartApi.get(cartToken).then((fresh) => fresh.ok && setCart(fresh.data.cart));
      return onSent();
    }
    setSent(null);
    onRefusal(res.error);
  };

  return { busy, sent, send };
}
