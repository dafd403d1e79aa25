import { randomBytes } from 'node:crypto';
import type { AddItem } from '@kavach/contracts';
import {
  countLines,
  deleteAllLines,
  findLine,
  findPlanForCart,
  findSameLine,
  insertCart,
  insertLine,
  lockCartCreation,
  lockOpenCartOfSession,
  updateCart,
  updateLine,
  type CartRow,
  type Tx,
} from '@kavach/db';
import {
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  addDecision,
  channelFor,
  choosePlanPrice,
  isAgent,
  isCartType,
} from '@kavach/domain';
import type { CityKey } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { cartTransaction } from './cart-tx';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession } from '../../lib/current-session';

export interface AddOptions {
  city?: CityKey | undefined;
  tabId?: string | undefined;
  /** The customer confirmed replacing a cart of another type (docs/product/cart.md#adding-and-removing-items). */
  replace?: boolean;
}

const newToken = () => randomBytes(32).toString('base64url');

/** The session's open cart, created when there is none; locked for this transaction. */
export async function openCartForUpdate(tx: Tx, session: CurrentSession, now: Date, init: AddOptions = {}) {
  // One open cart per session even when two first adds race.
  await lockCartCreation(tx, session.idHash);
  const existing = await lockOpenCartOfSession(tx, session.idHash);
  if (existing) return { cart: existing, created: false };
  // docs/product/staff.md#agents: an agent's cart is on channel website-tele, from the staff sign-in only (never the body, H5).
  const agent = isAgent(session.staff) ? session.staff : null;
  const cart = await insertCart(tx, {
    token: newToken(),
    ownerSessionHash: session.idHash,
    channel: channelFor(session.staff).channel,
    agentId: agent?.id ?? null,
    city: init.city ?? null,
    tabId: init.tabId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  return { cart, created: true };
}

/** A new line needs room in the cart (MAX_CART_LINES): 400 CART_FULL otherwise. */
export async function assertRoomForLine(tx: Tx, cartId: number): Promise<void> {
  if ((await countLines(tx, cartId)) >= MAX_CART_LINES)
    throw new AppError(400, 'CART_FULL', `A cart can hold at most ${MAX_CART_LINES} plans.`);
}

async function addOne(
  tx: Tx,
  cart: CartRow,
  item: AddItem,
  options: AddOptions,
  now: Date,
): Promise<CartRow> {
  const plan = await findPlanForCart(tx, item.sku);
  if (!plan) throw new AppError(404, 'PLAN_NOT_FOUND', 'This plan is no longer available.');
  if (!isCartType(plan.cartType)) throw new Error(`plan type ${plan.planType} has no cart type`);
  const devicePrice = item.device_price ?? item.device_detail?.device_price ?? null;
  const price = choosePlanPrice(plan.prices, item.tenure_months, devicePrice);
  if (!price.ok) throw new AppError(400, price.error_code, price.message);
  const currentType = isCartType(cart.type) ? cart.type : null;
  const decision = addDecision(currentType, plan.cartType);
  let type = plan.cartType;
  if (decision.type === 'replace') {
    if (!options.replace)
      throw new AppError(
        409,
        'CART_TYPE_CONFLICT',
        'Your cart has plans that cannot be bought together with this one. Replace the cart with this plan?',
        { cart_type: currentType, item_type: plan.cartType },
      );
    await deleteAllLines(tx, cart.id);
    cart = await updateCart(tx, cart.id, { type: null, couponId: null }, now);
  } else type = decision.cartType;
  const parent = item.parent_item_id ?? null;
  if (parent !== null && !(await findLine(tx, cart.id, parent)))
    throw new AppError(400, 'PARENT_ITEM_NOT_FOUND', 'The plan this item belongs to is not in your cart.');
  const same = await findSameLine(tx, cart.id, price.price.id, parent);
  if (same) {
    if (same.quantity + item.quantity > MAX_LINE_QUANTITY)
      throw new AppError(
        400,
        'QUANTITY_LIMIT',
        `You can buy at most ${MAX_LINE_QUANTITY} of a plan in one order.`,
      );
    await updateLine(tx, same.id, { quantity: same.quantity + item.quantity });
  } else {
    await assertRoomForLine(tx, cart.id);
    await insertLine(tx, {
      cartId: cart.id,
      planId: plan.id,
      planPriceId: price.price.id,
      quantity: item.quantity,
      parentItemId: parent,
      deviceDetail: { ...item.device_detail, ...(devicePrice !== null ? { device_price: devicePrice } : {}) },
      createdAt: now,
    });
  }
  return updateCart(tx, cart.id, { type, ...(options.city ? { city: options.city } : {}) }, now);
}

/**
 * Adds items (one or a bulk list) to the session's cart in one transaction: all or nothing. Prices
 * come from the catalogue (the body has none); an incompatible type is a 409 unless `replace`.
 */
export async function addItems(
  deps: AppDeps,
  session: CurrentSession,
  items: readonly AddItem[],
  options: AddOptions,
): Promise<{ cart: CartRow; created: boolean }> {
  const now = deps.clock.now();
  return cartTransaction(deps.db, async (tx) => {
    const opened = await openCartForUpdate(tx, session, now, options);
    let cart = opened.cart;
    for (const item of items) cart = await addOne(tx, cart, item, options, now);
    return { cart, created: opened.created };
  });
}
