import type { FastifyRequest } from 'fastify';
import type { CartResponse } from '@kavach/contracts';
import type { CartLine, CartRow } from '@kavach/db';
import type { AppDeps } from '../../deps';
import { requireSession, type CurrentSession } from '../../lib/current-session';
import { buildCartView } from './cart-view';

export const session = (deps: AppDeps, request: FastifyRequest) =>
  requireSession(deps.db, request, deps.clock.now());

/** Every cart call answers with the whole recomputed cart (the client replaces its state). */
export async function cartResponse(
  deps: AppDeps,
  cart: CartRow,
  s: CurrentSession,
  message?: string,
  lines?: CartLine[],
): Promise<CartResponse> {
  const view = await buildCartView(deps.db, cart, s, deps.clock.now(), lines);
  return message ? { cart: view, message } : { cart: view };
}

/** Strict `no-store`: carts are personal and change with every call. */
export const NO_STORE = { 'cache-control': 'no-store' } as const;
