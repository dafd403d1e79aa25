import { randomBytes } from 'node:crypto';
import type { PartnerPlanBody } from '@kavach/contracts';
import {
  cartLines,
  findOrderByIdempotencyKey,
  findPlanForCart,
  insertCart,
  insertLine,
  insertOrder,
  lockIdempotencyKey,
  type OrderRow,
  type Tx,
} from '@kavach/db';
import {
  activationKindOf,
  choosePlanPrice,
  normaliseIndianMobile,
  partnerPurchaseInstant,
  partnerRegistrationRefusal,
  type PartnerKind,
  type PlanTypeKey,
} from '@kavach/domain';
import type { AppDeps } from '../../deps';
import { AppError } from '../../lib/http-errors';
import { plansFromPaidOrder } from '../account/plans-from-order';
import { newOrderRef } from '../orders/checkout.service';
import { confirmPartnerOrder, partnerResult, sameRegistration, type PartnerResult } from './partner-result';

/** Orders of partner sales are owned by no browser session: a marker no session id hashes to. */
const partnerOwner = (kind: PartnerKind) => `partner:${kind}`;
export const partnerIdempotencyKey = (kind: PartnerKind, ref: string) => `partner:${kind}:${ref}`;

const refused = (status: number, code: string, message: string, field?: string) =>
  new AppError(status, code, message, field ? { fields: { [field]: message } } : {});

/** The catalogue line of the sale: an active plan that activates, at the tenure and price band asked. */
async function catalogueLine(tx: Tx, body: PartnerPlanBody) {
  const plan = await findPlanForCart(tx, body.sku);
  if (!plan) throw refused(400, 'PLAN_NOT_FOUND', `There is no plan ${body.sku} in our catalogue.`, 'sku');
  if (activationKindOf(plan.planType as PlanTypeKey) === null)
    throw refused(400, 'PLAN_NOT_SOLD_BY_PARTNERS', 'This plan cannot be sold through partners.', 'sku');
  const price = choosePlanPrice(plan.prices, body.tenure_months, body.device_price ?? null);
  if (!price.ok)
    throw refused(
      400,
      price.error_code,
      price.message,
      price.error_code === 'TENURE_NOT_OFFERED' ? 'tenure_months' : 'device_price',
    );
  return { plan, price: price.price };
}

/** The sale as an order of our own: a closed cart with its one line, then the paid order. */
async function insertPartnerOrder(
  tx: Tx,
  kind: PartnerKind,
  body: PartnerPlanBody,
  phone: string,
  now: Date,
): Promise<OrderRow> {
  const { plan, price } = await catalogueLine(tx, body);
  const name = body.customer.name ?? '';
  const email = body.customer.email?.toLowerCase() ?? '';
  const address = { address: '', city: '', state: '', pincode: body.pincode ?? '' };
  const deviceDetail = body.device_price === undefined ? {} : { device_price: body.device_price };
  const cart = await insertCart(tx, {
    token: randomBytes(32).toString('base64url'),
    ownerSessionHash: partnerOwner(kind),
    type: plan.cartType,
    channel: body.channel,
    name,
    email,
    phone,
    address,
    status: 'ordered',
    createdAt: now,
    updatedAt: now,
  });
  await insertLine(tx, {
    cartId: cart.id,
    planId: plan.id,
    planPriceId: price.id,
    quantity: 1,
    deviceDetail,
    createdAt: now,
  });
  const [line] = await cartLines(tx, cart.id);
  if (!line) throw new Error('partner cart line not found');
  const purchasedAt = partnerPurchaseInstant(body.purchase_date, now);
  return insertOrder(
    tx,
    {
      orderRef: newOrderRef(),
      cartId: cart.id,
      cartVersion: cart.version,
      idempotencyKey: partnerIdempotencyKey(kind, body.partner_order_ref),
      ownerSessionHash: partnerOwner(kind),
      status: 'paid',
      channel: body.channel,
      name,
      email,
      phone,
      address,
      itemTotalPaise: line.pricePaise,
      discountPaise: 0,
      amountPaise: line.pricePaise,
      // The partner took the money; it settles with us outside this API (decision 024).
      gateway: 'partner',
      activationToken: randomBytes(24).toString('base64url'),
      paidAt: purchasedAt,
      createdAt: now,
      updatedAt: now,
    },
    [
      {
        planId: line.planId,
        planPriceId: line.planPriceId,
        sku: line.sku,
        title: line.displayTitle,
        planType: line.planType,
        categorySlug: line.categorySlug,
        tenureMonths: line.tenureMonths,
        unitPricePaise: line.pricePaise,
        quantity: 1,
        discountPaise: 0,
        deviceDetail,
        slot: null,
      },
    ],
  );
}

/**
 * POST /v3/partner/plans (issue 4; decision 024): registers a plan a partner sold. Idempotent by
 * the partner's order reference — the same reference again answers the same result and writes
 * nothing; with different details it is a 409. A new sale becomes a paid order on the partner's
 * channel, its plans go on the account of the customer's phone exactly as a paid website order's
 * do (plansFromPaidOrder), and the confirmation SMS with the activation link leaves through the
 * outbox — all in one transaction, serialised per reference.
 */
export async function registerPartnerPlan(
  deps: AppDeps,
  kind: PartnerKind,
  body: PartnerPlanBody,
): Promise<PartnerResult> {
  const now = deps.clock.now();
  const phone = normaliseIndianMobile(body.customer.phone);
  if (!phone) throw refused(400, 'INVALID_PHONE', 'Enter a valid 10-digit mobile number', 'customer.phone');
  const refusal = partnerRegistrationRefusal(
    { kind, channel: body.channel, purchaseDate: body.purchase_date },
    now,
  );
  if (refusal) throw refused(400, refusal.error_code, refusal.message, refusal.field);
  const key = partnerIdempotencyKey(kind, body.partner_order_ref);
  return deps.db.transaction(async (tx) => {
    await lockIdempotencyKey(tx, key);
    const existing = await findOrderByIdempotencyKey(tx, key);
    if (existing) {
      if (!(await sameRegistration(tx, existing, body, phone)))
        throw new AppError(
          409,
          'PARTNER_ORDER_CONFLICT',
          `Order ${body.partner_order_ref} was already registered with other details.`,
        );
      return partnerResult(deps, tx, existing, body.partner_order_ref, false);
    }
    const order = await insertPartnerOrder(tx, kind, body, phone, now);
    // The partner's customer proved no phone to us: the account is made unverified.
    await plansFromPaidOrder(tx, order, now, false);
    const result = await partnerResult(deps, tx, order, body.partner_order_ref, true);
    await confirmPartnerOrder(tx, order, result, now);
    return result;
  });
}
