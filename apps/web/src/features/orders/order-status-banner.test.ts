import { describe, expect, it } from 'vitest';
import { isPaidStatus, statusBanner } from './order-status-banner';

describe('order summary banner', () => {
  it.each([
    ['paid', 'success', 'Payment successful'],
    ['payment_pending', 'pending', 'We are confirming your payment'],
    ['created', 'pending', 'We are confirming your payment'],
    ['payment_failed', 'failed', 'Payment failed'],
    ['cancelled', 'closed', 'Order cancelled'],
    ['expired', 'closed', 'Order expired'],
    ['visit_booked', 'success', 'Your visit is booked'],
    ['payment_due', 'pending', 'Payment due for your visit'],
    ['something-new', 'pending', 'We are confirming your payment'],
  ])('status %s → %s banner "%s"', (status, tone, title) => {
    expect(statusBanner(status)).toMatchObject({ tone, title });
  });

  it.each([
    ['paid', true],
    ['payment_pending', false],
    ['payment_failed', false],
  ])('the invoice is offered for %s: %s', (status, paid) => {
    expect(isPaidStatus(status)).toBe(paid);
  });
});
