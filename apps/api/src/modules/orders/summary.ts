import type { OrderPlan, OrderSummary } from '@kavach/contracts';
import { orderItemsOf, type Db, type OrderRow } from '@kavach/db';
import { isOrderPaid, kavachInvoices } from '@kavach/domain';
import { orderVisits } from './visits';

/** One frozen order line as the wire shows it (order summary, payment-link page). */
export const orderPlan = (i: Awaited<ReturnType<typeof orderItemsOf>>[number]): OrderPlan => ({
  sku: i.sku,
  title: i.title,
  plan_type: i.planType,
  category: i.categorySlug,
  duration: i.tenureMonths,
  unit_price: i.unitPricePaise,
  quantity: i.quantity,
  discount_amount: i.discountPaise,
});

/** docs/product/checkout.md#orders-and-payments Order for its owner: frozen lines and amounts, our invoice link once paid (not for partner sales). */
export async function orderSummary(db: Db, order: OrderRow): Promise<OrderSummary> {
  const items = await orderItemsOf(db, order.id);
  const paid = isOrderPaid(order.status);
  return {
    id: order.orderRef,
    order_id: order.orderRef,
    status: order.status,
    amount: order.amountPaise,
    item_total: order.itemTotalPaise,
    discount_total: order.discountPaise,
    currency: 'INR',
    email: order.email,
    phone: order.phone,
    name: order.name,
    plans: items.map(orderPlan),
    product_type: items[0]?.planType ?? null,
    channel: order.channel,
    invoices: kavachInvoices(order)
      ? [{ type: 'invoice', url: `/v3/order/download/${order.orderRef}?application=website&type=invoice` }]
      : [],
    token: paid ? order.activationToken : null,
    payment_date: order.paidAt ? order.paidAt.toISOString() : null,
    phone_verified: true,
    visits: orderVisits(items),
  };
}
