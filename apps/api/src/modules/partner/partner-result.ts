import type { PartnerPlanBody, PartnerPlanResponse } from '@kavach/contracts';
import { enqueueOutbox, orderItemsOf, plansOfOrder, type OrderRow, type Tx } from '@kavach/db';
import { ACTIVATION_WINDOW_DAYS, formVariantOf, istDay } from '@kavach/domain';
import type { AppDeps } from '../../deps';

export interface PartnerResult {
  /** true when this call registered the sale, false when it was registered before. */
  created: boolean;
  body: PartnerPlanResponse;
}

/** The customer's activation page of a plan, on the storefront's (first) origin. */
export function activationUrl(deps: AppDeps, osid: string): string {
  const origin = deps.config.webOrigins[0] ?? 'http://localhost:3000';
  return new URL(`/account/activation/${encodeURIComponent(osid)}?activation_source=sms`, origin).toString();
}

/** What the partner gets back: our order, the activation token and handles, and the form variant. */
export async function partnerResult(
  deps: AppDeps,
  tx: Tx,
  order: OrderRow,
  partnerOrderRef: string,
  created: boolean,
): Promise<PartnerResult> {
  const [plans, items] = [await plansOfOrder(tx, order.id), await orderItemsOf(tx, order.id)];
  const skuOf = new Map(items.map((i) => [i.id, i.sku]));
  const first = plans[0];
  if (!first || !order.activationToken) throw new Error(`partner order ${order.orderRef} has no plans`);
  return {
    created,
    body: {
      order_id: order.orderRef,
      partner_order_ref: partnerOrderRef,
      channel: order.channel,
      activation_token: order.activationToken,
      activation_url: activationUrl(deps, first.osid),
      plans: plans.map((p) => ({
        osid: p.osid,
        plan_name: p.planName,
        sku: skuOf.get(p.orderItemId) ?? '',
        tenure_months: p.tenureMonths,
        form_variant: formVariantOf(p.channel),
      })),
    },
  };
}

/**
 * A repeated reference is the same registration when what decides the plan is the same: the
 * customer's phone, the channel, the plan, tenure and device price, and the purchase day.
 */
export async function sameRegistration(
  tx: Tx,
  order: OrderRow,
  body: PartnerPlanBody,
  phone: string,
): Promise<boolean> {
  const items = await orderItemsOf(tx, order.id);
  const item = items[0];
  return (
    items.length === 1 &&
    item !== undefined &&
    order.phone === phone &&
    order.channel === body.channel &&
    item.sku === body.sku &&
    item.tenureMonths === body.tenure_months &&
    item.deviceDetail.device_price === body.device_price &&
    order.paidAt !== null &&
    istDay(order.paidAt) === istDay(body.purchase_date)
  );
}

/** The order confirmation (SMS, and email when the partner gave one) with the activation link. */
export async function confirmPartnerOrder(tx: Tx, order: OrderRow, result: PartnerResult, now: Date) {
  const names = result.body.plans.map((p) => p.plan_name).join(', ');
  const text =
    `Kavach: your ${names} (order ${order.orderRef}) is registered. ` +
    `Activate it within ${ACTIVATION_WINDOW_DAYS} days: ${result.body.activation_url}`;
  const recipients: Array<['sms' | 'email', string]> = [['sms', order.phone]];
  if (order.email) recipients.push(['email', order.email]);
  for (const [channel, recipient] of recipients) {
    await enqueueOutbox(tx, {
      channel,
      topic: 'order_confirmation',
      recipient,
      payload: {
        order_ref: order.orderRef,
        amount_paise: order.amountPaise,
        activation_url: result.body.activation_url,
        ...(channel === 'email' ? { subject: `Your Kavach plan is registered (${order.orderRef})` } : {}),
        text,
      },
      idempotencyKey: `order-confirmation:${channel}:${order.orderRef}`,
      availableAt: now,
      createdAt: now,
    });
  }
}
