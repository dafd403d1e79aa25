import { useSyncExternalStore } from 'react';
import type { Cart } from '@kavach/contracts';
import { cartApi, fetchCartSummary } from './cart-api';

/**
 * The browser's copy of the cart (docs/product/cart.md#what-a-cart-holds Cart): one module-level store read through
 * `useSyncExternalStore`, so the header badge, the cart widget, the add buttons and the /cart page
 * share it without a provider. Pages are statically cached (decision 010): everything here is
 * fetched client-side. Every write answers with the whole recomputed cart, which replaces ours.
 */
export interface CartState {
  /** `ready` once the full cart is known (`cart` null = no open cart); `error` when it could not be read. */
  status: 'idle' | 'loading' | 'ready' | 'error';
  cart: Cart | null;
  /** Header badge: the server's `total_items` (from the session summary until the cart is loaded). */
  count: number;
}

const INITIAL: CartState = { status: 'idle', cart: null, count: 0 };
let state: CartState = INITIAL;
let token: string | null = null;
let summaryLoaded: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Survives a browser restart (the CSRF cookie does not): "this browser may have a cart". */
const HINT_KEY = 'kv_cart';

function set(next: Partial<CartState>) {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

function remember(hasItems: boolean) {
  try {
    if (hasItems) localStorage.setItem(HINT_KEY, '1');
    else localStorage.removeItem(HINT_KEY);
  } catch {
    // Storage may be off; the hint only saves a request.
  }
}

/** A visitor with neither a session cookie we can see nor the hint has no cart: skip the call. */
function mayHaveCart(): boolean {
  let hint = false;
  try {
    hint = localStorage.getItem(HINT_KEY) === '1';
  } catch {
    hint = false;
  }
  return hint || document.cookie.split('; ').some((c) => c.startsWith('csrftoken='));
}

/** Replaces the cart with the server's answer (a late answer older than ours is ignored). */
export function setCart(cart: Cart | null) {
  const current = state.cart;
  if (cart && current && cart.token_id === current.token_id && cart.version < current.version) return;
  token = cart?.token_id ?? null;
  remember((cart?.total_items ?? 0) > 0);
  set({ status: 'ready', cart, count: cart?.total_items ?? 0 });
}

/** The badge count from the session summary, once per page (no call for a first-time visitor). */
export function loadCartSummary(): Promise<void> {
  summaryLoaded ??= (async () => {
    if (!mayHaveCart()) return;
    const summary = await fetchCartSummary();
    if (state.status === 'ready') return;
    token = summary?.token_id ?? null;
    set({ count: summary?.total_items ?? 0 });
  })();
  return summaryLoaded;
}

async function fetchFullCart(fresh: boolean) {
  set({ status: 'loading' });
  const summary = await fetchCartSummary(fresh);
  if (!summary) return setCart(null);
  const res = await cartApi.get(summary.token_id);
  if (res.ok) return setCart(res.data.cart);
  if (res.status === 404) return setCart(null);
  set({ status: 'error' });
}

/** The full cart (`GET /v3/cart/{token}` after the session summary); a no-op once loaded. */
export function loadCart(): Promise<void> {
  if (state.status === 'loading' || state.status === 'ready') return Promise.resolve();
  return fetchFullCart(false);
}

/** docs/product/cart.md#adding-and-removing-items "A failed add resets cart data": drop the local copy and read the cart again. */
export function resetCart(): Promise<void> {
  token = null;
  set(INITIAL);
  return fetchFullCart(true);
}

export const cartToken = (): string | null => state.cart?.token_id ?? token;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCart(): CartState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => INITIAL,
  );
}
