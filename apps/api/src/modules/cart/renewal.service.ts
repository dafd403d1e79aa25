import {
  cartLines,
  findPlanForCart,
  insertLine,
  lockCustomerPlansById,
  lockPlanOfCustomer,
  renewalsOfPlan,
  updateCart,
  type CartLine,
  type CartRow,
  type CustomerPlanRow,
  type DbOrTx,
  type Tx,
} from '@kavach/db';
import { addDecision, choosePlanPrice, isCartType, renewalOf, type Renewal } from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import type { CurrentSession, SessionCustomer } from '../../lib/current-session';
import { assertRoomForLine, openCartForUpdate } from './cart-items.service';
import { cartTransaction } from './cart-tx';

const planNotFound = () =>
  new AppError(404, 'PLAN_NOT_FOUND', 'We could not find this plan in your account.');
const noLongerSold = () =>
  new AppError(
    409,
    'PLAN_NOT_RENEWABLE',
    'This plan is no longer sold, so it cannot be renewed. Choose a new plan for your device.',
  );

/** Whether the customer's plan may be renewed now (the domain's rule over its renewals so far). */
export async function renewalOfPlan(db: DbOrTx, plan: CustomerPlanRow, now: Date): Promise<Renewal> {
  const [first] = await renewalsOfPlan(db, plan.id);
  return renewalOf({ ...plan, renewedFrom: first ? (first.startsOn ?? plan.endsOn) : null, today: now });
}

function refuse(renewal: Renewal): asserts renewal is Extract<Renewal, { ok: true }> {
  if (renewal.ok) return;
  throw new AppError(renewal.status, renewal.error_code, renewal.message);
}

/**
 * POST /v3/cart/renewal: puts the renewal of the signed-in customer's plan (by osid) in the
 * session's cart (decision 091) — the plan's own catalogue plan at today's price for the same
 * tenure and device band, as a line of its own with the plan's device, quantity 1. Adding it again
 * leaves the one line. Another customer's osid is a 404, as one that does not exist.
 */
export async function addRenewal(
  deps: AppDeps,
  session: CurrentSession & { customer: SessionCustomer },
  osid: string,
): Promise<{ cart: CartRow; created: boolean }> {
  const now = deps.clock.now();
  return cartTransaction(deps.db, async (tx) => {
    const plan = await lockPlanOfCustomer(tx, session.customer.id, osid);
    if (!plan) throw planNotFound();
    refuse(await renewalOfPlan(tx, plan, now));
    const catalogue = await findPlanForCart(tx, { id: plan.planId });
    if (!catalogue || !isCartType(catalogue.cartType)) throw noLongerSold();
    const price = choosePlanPrice(catalogue.prices, plan.tenureMonths, plan.device.device_price ?? null);
    if (!price.ok) throw noLongerSold();
    const opened = await openCartForUpdate(tx, session, now);
    const cart = opened.cart;
    const decision = addDecision(isCartType(cart.type) ? cart.type : null, catalogue.cartType);
    if (decision.type === 'replace')
      throw new AppError(
        409,
        'CART_TYPE_CONFLICT',
        'Your cart has plans that cannot be bought together with this renewal. Check out or empty your cart first.',
      );
    if (await cartRenews(tx, cart.id, plan.id)) return opened;
    await assertRoomForLine(tx, cart.id);
    await insertLine(tx, {
      cartId: cart.id,
      planId: catalogue.id,
      planPriceId: price.price.id,
      quantity: 1,
      parentItemId: null,
      deviceDetail: {
        ...(plan.categorySlug ? { category_type: plan.categorySlug } : {}),
        ...(plan.device.brand ? { brand: plan.device.brand } : {}),
        ...(plan.device.model ? { model: plan.device.model } : {}),
        ...(plan.device.serial ? { serial: plan.device.serial } : {}),
        ...(plan.device.device_name ? { device_name: plan.device.device_name } : {}),
        ...(plan.device.device_price !== undefined ? { device_price: plan.device.device_price } : {}),
      },
      isRenewal: true,
      renewsPlanId: plan.id,
      createdAt: now,
    });
    return { cart: await updateCart(tx, cart.id, { type: decision.cartType }, now), created: opened.created };
  });
}

async function cartRenews(tx: Tx, cartId: number, planId: number): Promise<boolean> {
  return (await cartLines(tx, cartId)).some((l) => l.renewsPlanId === planId);
}

/**
 * At checkout (inside its transaction): every renewal line still renews a plan of the customer
 * signed in now, and that plan may still be renewed (decision 091). A renewal is bought signed in.
 */
export async function assertRenewalsHold(
  tx: Tx,
  lines: readonly CartLine[],
  session: CurrentSession,
  now: Date,
) {
  const ids = lines.flatMap((l) => (l.renewsPlanId === null ? [] : [l.renewsPlanId]));
  if (ids.length === 0) return;
  if (!session.customer) throw new AppError(401, 'SIGN_IN_REQUIRED', 'Please sign in to renew your plan.');
  const plans = await lockCustomerPlansById(tx, ids);
  for (const id of ids) {
    const plan = plans.find((p) => p.id === id);
    if (!plan || plan.customerId !== session.customer.id)
      throw new AppError(
        409,
        'RENEWAL_NOT_YOURS',
        'This renewal is for a plan of another account. Remove it to continue.',
      );
    refuse(await renewalOfPlan(tx, plan, now));
  }
}
