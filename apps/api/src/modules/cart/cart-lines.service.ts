import type { DeviceDetail } from '@kavach/contracts';
import {
  countLines,
  deleteAllLines,
  deleteLine,
  findLine,
  planPricesOf,
  setLineQuantity,
  updateCart,
  updateLine,
  type CartLineRow,
  type CartRow,
  type Tx,
} from '@kavach/db';
import { choosePlanPrice } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { cartTransaction } from './cart-tx';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';
import { sessionOpenCart } from './cart-access';

const lineNotFound = () => new AppError(404, 'CART_ITEM_NOT_FOUND', 'This item is no longer in your cart.');
/** A renewal line keeps the renewed plan's device, tenure and a quantity of 1 (decision 091). */
const renewalLocked = () =>
  new AppError(
    409,
    'RENEWAL_LOCKED',
    'A renewal continues the plan you have: its device, tenure and quantity stay as they are.',
  );

/** Runs a change on the line `lineId` of the session's open cart (docs/product/accounts.md#session: items are edited by id), locked meanwhile. */
async function withOwnedLine<T>(
  deps: AppDeps,
  session: CurrentSession,
  lineId: number,
  change: (tx: Tx, cart: CartRow, line: CartLineRow, now: Date) => Promise<T>,
): Promise<T> {
  const now = deps.clock.now();
  return cartTransaction(deps.db, async (tx) => {
    const cart = await sessionOpenCart(tx, session);
    const line = await findLine(tx, cart.id, lineId);
    if (!line) throw lineNotFound();
    return change(tx, cart, line, now);
  });
}

/** A new quantity for a line (the hot write path: one statement, see setLineQuantity). */
export async function setQuantity(deps: AppDeps, s: CurrentSession, lineId: number, quantity: number) {
  const result = await setLineQuantity(deps.db, {
    sessionHash: s.idHash,
    lineId,
    quantity,
    now: deps.clock.now(),
  });
  if (result === 'no_cart')
    throw new AppError(404, 'CART_NOT_FOUND', 'Your cart is empty. Add a plan first.');
  if (result === 'no_line') throw lineNotFound();
  if (result === 'renewal') throw renewalLocked();
  return result;
}

/** Re-prices a line for a new tenure or device price (same plan), from the catalogue. */
async function reprice(
  tx: Tx,
  line: CartLineRow,
  tenure: number | undefined,
  devicePrice: number | undefined,
) {
  const prices = await planPricesOf(tx, line.planId);
  const current = prices.find((p) => p.id === line.planPriceId);
  const choice = choosePlanPrice(
    prices,
    tenure ?? current?.tenureMonths ?? 0,
    devicePrice ?? line.deviceDetail.device_price ?? null,
  );
  if (!choice.ok) throw new AppError(400, choice.error_code, choice.message);
  return choice.price.id;
}

export const updateItem = (
  deps: AppDeps,
  s: CurrentSession,
  lineId: number,
  body: {
    tenure_months?: number | undefined;
    device_price?: number | undefined;
    slot?: { date: string; time: string } | null | undefined;
  },
) =>
  withOwnedLine(deps, s, lineId, async (tx, cart, line, now) => {
    const patch: Parameters<typeof updateLine>[2] = {};
    if (line.renewsPlanId !== null && (body.tenure_months !== undefined || body.device_price !== undefined))
      throw renewalLocked();
    if (body.tenure_months !== undefined || body.device_price !== undefined) {
      patch.planPriceId = await reprice(tx, line, body.tenure_months, body.device_price);
      if (body.device_price !== undefined)
        patch.deviceDetail = { ...line.deviceDetail, device_price: body.device_price };
    }
    if (body.slot !== undefined) patch.slot = body.slot;
    await updateLine(tx, line.id, patch);
    return updateCart(tx, cart.id, {}, now);
  });

export const updateDeviceDetail = (deps: AppDeps, s: CurrentSession, lineId: number, detail: DeviceDetail) =>
  withOwnedLine(deps, s, lineId, async (tx, cart, line, now) => {
    if (line.renewsPlanId !== null) throw renewalLocked();
    const patch: Parameters<typeof updateLine>[2] = { deviceDetail: { ...line.deviceDetail, ...detail } };
    if (detail.device_price !== undefined)
      patch.planPriceId = await reprice(tx, line, undefined, detail.device_price);
    await updateLine(tx, line.id, patch);
    return updateCart(tx, cart.id, {}, now);
  });

/** docs/product/cart.md#discount-codes: deleting a line (and its child lines); an emptied cart loses its type and coupon. */
export const removeItem = (deps: AppDeps, s: CurrentSession, lineId: number) =>
  withOwnedLine(deps, s, lineId, async (tx, cart, line, now) => {
    await deleteLine(tx, cart.id, line.id);
    const empty = (await countLines(tx, cart.id)) === 0;
    return updateCart(tx, cart.id, empty ? { type: null, couponId: null } : {}, now);
  });

/** POST /v3/cart/reset: the cart keeps its token but loses every line, its type and its coupon. */
export async function resetCart(deps: AppDeps, tx: Tx, cart: CartRow) {
  await deleteAllLines(tx, cart.id);
  return updateCart(tx, cart.id, { type: null, couponId: null }, deps.clock.now());
}
