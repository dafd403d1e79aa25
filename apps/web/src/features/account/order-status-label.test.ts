import { describe, expect, it } from 'vitest';
import { invoiceHref, orderStatusLabel } from './order-status-label';

describe('orderStatusLabel', () => {
  it.each([
    ['paid', 'Paid', 'success'],
    ['visit_booked', 'Visit booked', 'success'],
    ['payment_due', 'Payment due', 'pending'],
    ['payment_pending', 'Payment pending', 'pending'],
    ['payment_failed', 'Payment failed', 'failed'],
    ['cancelled', 'Cancelled', 'closed'],
    ['expired', 'Expired', 'closed'],
    ['something-new', 'Payment pending', 'pending'],
  ])('%s → %s (%s)', (status, label, tone) => {
    expect(orderStatusLabel(status)).toEqual({ label, tone });
  });
});

describe('invoiceHref', () => {
  it('prefixes the API path with the same-origin /api proxy; refuses other sites', () => {
    expect(invoiceHref('/v3/order/download/KV1?application=website&type=invoice')).toBe(
      '/api/v3/order/download/KV1?application=website&type=invoice',
    );
    expect(invoiceHref('/api/v3/order/download/KV1')).toBe('/api/v3/order/download/KV1');
    expect(invoiceHref('https://evil.example/x.pdf')).toBeNull();
    expect(invoiceHref('//evil.example/x.pdf')).toBeNull();
  });
});
