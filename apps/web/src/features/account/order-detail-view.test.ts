import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OrderSummary } from '@kavach/contracts';
import { OrderDetailView } from './components/order-detail-view';

const order = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  id: 'KVAB12CD34EF56',
  order_id: 'KVAB12CD34EF56',
  status: 'visit_booked',
  amount: 59_900,
  item_total: 59_900,
  discount_total: 0,
  currency: 'INR',
  email: 'asha.menon@example.in',
  phone: '9876543210',
  name: 'Asha Menon',
  plans: [
    {
      sku: 'IR-AIR-CONDITIONER',
      title: 'AC Jet Service',
      plan_type: 'insta-repair',
      category: 'air-conditioner',
      duration: 0,
      unit_price: 59_900,
      quantity: 1,
      discount_amount: 0,
    },
  ],
  product_type: null,
  channel: 'website',
  invoices: [],
  token: null,
  payment_date: null,
  phone_verified: true,
  visits: [{ title: 'AC Jet Service', date: '2026-12-09', time: '2PM - 6PM' }],
  ...over,
});

const render = (o: OrderSummary) => renderToStaticMarkup(createElement(OrderDetailView, { order: o }));

describe('Orders & Bookings: one order shows the visit it booked (docs/product/cart.md#visit-slots)', () => {
  it('an AMC or insta-repair order lists its slot under “Your visit”', () => {
    const html = render(order());
    expect(html).toMatch(/<h2 id="os-visits-title"[^>]*>Your visit<\/h2>/);
    expect(html).toContain('Slot booked: 09 Dec, 2026, 2PM - 6PM');
  });

  it('an order with no visit shows no visit section', () => {
    expect(render(order({ visits: [] }))).not.toContain('Your visit');
  });

  it('a booking to pay after the visit says what happens next; a paid order does not', () => {
    expect(render(order())).toContain(
      'Nothing to pay now. After the visit we will send you a payment link by SMS and email.',
    );
    expect(render(order({ status: 'payment_due' }))).toContain(
      'Your visit is done. Pay with the link we sent you by SMS and email.',
    );
    expect(render(order({ status: 'paid', payment_date: '2026-12-07T10:00:00Z' }))).not.toContain(
      'order-postpaid-note',
    );
  });
});
