import type { CheckoutResult } from './checkout.service';
import type { PayLaterResult } from './pay-later.service';

/** The POST /v3/order/checkout answer of a pay-after-the-visit order (decision 045). */
export function payLaterAnswer({ order, visits }: PayLaterResult) {
  return {
    order_id: order.orderRef,
    status: 'visit_booked' as const,
    amount: order.amountPaise,
    currency: 'INR' as const,
    payment: 'after_visit' as const,
    visits,
    message: 'Your visit is booked. We will send a payment link by SMS and email after the visit.',
  };
}

/** The POST /v3/order/checkout answer of an order paid now: what the browser opens the gateway's checkout with. */
export function checkoutAnswer({ order, params }: CheckoutResult) {
  return {
    order_id: order.orderRef,
    status: order.status,
    amount: order.amountPaise,
    currency: 'INR' as const,
    gateway: params.gateway,
    key_id: params.keyId,
    gateway_order_id: params.gatewayOrderId,
    checkout_script: params.checkoutScript,
    prefill: { name: order.name, email: order.email, contact: order.phone },
  };
}
