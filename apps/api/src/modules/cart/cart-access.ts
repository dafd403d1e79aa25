import { findCartByToken, lockOpenCartOfSession, type CartRow, type DbOrTx } from '@kavach/db';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';

export const cartNotFound = () =>
  new AppError(404, 'CART_NOT_FOUND', 'We could not find your cart. Please add the plan again.');

/**
 * The cart with this token, if the current session owns it (docs/product/security-tests.md#t6-1: anyone else gets the same 404
 * as for a token that does not exist, so existence does not leak).
 */
export async function ownedCart(
  db: DbOrTx,
  token: string,
  session: CurrentSession,
  lock = false,
): Promise<CartRow> {
  const cart = await findCartByToken(db, token, lock);
  if (!cart || cart.ownerSessionHash !== session.idHash) throw cartNotFound();
  return cart;
}

/** As ownedCart, for a change: the cart must still be open. */
export async function ownedOpenCart(db: DbOrTx, token: string, session: CurrentSession): Promise<CartRow> {
  const cart = await ownedCart(db, token, session, true);
  if (cart.status !== 'open')
    throw new AppError(
      409,
      'CART_CLOSED',
      'This cart has already been checked out. Start a new cart to buy again.',
    );
  return cart;
}

/** The session's open cart (locked), for calls that name no cart. */
export async function sessionOpenCart(db: DbOrTx, session: CurrentSession): Promise<CartRow> {
  const cart = await lockOpenCartOfSession(db, session.idHash);
  if (!cart) throw new AppError(404, 'CART_NOT_FOUND', 'Your cart is empty. Add a plan first.');
  return cart;
}

/** The cart a call names by token, or else the session's open cart (both locked and open). */
export const openCartFor = (db: DbOrTx, session: CurrentSession, token: string | undefined) =>
  token ? ownedOpenCart(db, token, session) : sessionOpenCart(db, session);
