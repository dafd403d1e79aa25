import type { PaymentLinkDetails } from '@kavach/contracts';
import { orderItemsOf, type Db, type OrderRow, type PaymentLinkRow } from '@kavach/db';
import { paymentLinkView, type PaymentLinkState } from '@kavach/domain';
import { maskRecipient } from '../../lib/mask';
import { orderPlan } from '../orders/summary';

/**
 * What the payment-link page shows (issue 3 §4). Whoever holds the link sees the order it pays —
 * plans and amounts — but of the customer only a first name and a masked phone (docs/product/security-tests.md#t6-6).
 */
export async function paymentLinkDetails(
  db: Db,
  link: PaymentLinkRow,
  order: OrderRow,
  now: Date,
): Promise<PaymentLinkDetails> {
  const view = paymentLinkView({ status: link.status as PaymentLinkState, expiresAt: link.expiresAt }, now);
  const items = await orderItemsOf(db, order.id);
  return {
    link_id: link.token,
    state: view.state,
    message: view.message,
    order_id: order.orderRef,
    amount: order.amountPaise,
    item_total: order.itemTotalPaise,
    discount_total: order.discountPaise,
    currency: 'INR',
    expires_at: link.expiresAt.toISOString(),
    customer_name: order.name.trim().split(/\s+/)[0] ?? '',
    phone: maskRecipient(order.phone),
    plans: items.map(orderPlan),
    pay_url: view.state === 'payable' ? link.gatewayUrl : null,
  };
}
