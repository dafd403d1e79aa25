import { defineLifecycle } from '../lifecycle/lifecycle';
import type { PaymentLinkState } from '../staff/agent';

/**
 * A payment link (issue 3 §4) is open (created) until it is paid, lapses (expired) or is replaced
 * by a new link or has its order cancelled (cancelled). Like Razorpay's links, a closed link never
 * reopens: a payment that reaches it later is refunded (docs/product/security-tests.md#t8-12).
 */
export const PAYMENT_LINK_LIFECYCLE = defineLifecycle<PaymentLinkState>('payment link', {
  created: ['paid', 'expired', 'cancelled'],
  paid: [],
  expired: [],
  cancelled: [],
});
