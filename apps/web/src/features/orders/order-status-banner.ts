/** The order summary's banner for an order status (domain `OrderState`). */
export interface StatusBanner {
  tone: 'success' | 'pending' | 'failed' | 'closed';
  title: string;
  text: string;
}

const PAID: StatusBanner = {
  tone: 'success',
  title: 'Payment successful',
  text: 'Thank you! Your plans are confirmed. We have sent the details to your email and phone.',
};
const PENDING: StatusBanner = {
  tone: 'pending',
  title: 'We are confirming your payment',
  text: 'The bank has not confirmed your payment yet. This usually takes a few minutes; you do not need to pay again.',
};

const BANNERS: Readonly<Record<string, StatusBanner>> = {
  paid: PAID,
  created: PENDING,
  payment_pending: PENDING,
  payment_failed: {
    tone: 'failed',
    title: 'Payment failed',
    text: 'The payment did not go through. No money was taken; you can try again from checkout.',
  },
  cancelled: {
    tone: 'closed',
    title: 'Order cancelled',
    text: 'This order was cancelled. No payment is due.',
  },
  visit_booked: {
    tone: 'success',
    title: 'Your visit is booked',
    text: 'Nothing to pay now. After the visit we will send you a payment link by SMS and email.',
  },
  payment_due: {
    tone: 'pending',
    title: 'Payment due for your visit',
    text: 'Your visit is done. Pay with the link we sent you by SMS and email.',
  },
  expired: {
    tone: 'closed',
    title: 'Order expired',
    text: 'This order expired before it was paid. Add the plans to your cart again to buy them.',
  },
};

export const statusBanner = (status: string): StatusBanner => BANNERS[status] ?? PENDING;

export const isPaidStatus = (status: string): boolean => status === 'paid';
