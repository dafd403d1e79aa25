import { describe, expect, it } from 'vitest';
import { CART_LIFECYCLE } from '../cart/cart-state';
import { PAYMENT_LINK_LIFECYCLE } from '../orders/payment-link-state';
import { OUTBOX_LIFECYCLE } from '../outbox/outbox-state';
import { canTransition } from './lifecycle';

describe('payment link, cart and outbox lifecycles (conventions 4, decision 052)', () => {
  it.each([
    ['created', 'paid', true],
    ['created', 'expired', true],
    ['created', 'cancelled', true],
    ['expired', 'paid', false],
    ['cancelled', 'paid', false],
    ['paid', 'expired', false],
    ['expired', 'created', false],
  ] as const)('T8.12 payment link %s → %s: %s', (from, to, allowed) => {
    expect(canTransition(PAYMENT_LINK_LIFECYCLE, from, to)).toBe(allowed);
  });

  it.each([
    ['open', 'ordered', true],
    ['ordered', 'open', false],
    ['ordered', 'ordered', false],
    ['replaced', 'ordered', false],
  ] as const)('cart %s → %s: %s', (from, to, allowed) => {
    expect(canTransition(CART_LIFECYCLE, from, to)).toBe(allowed);
  });

  it.each([
    ['pending', 'sending', true],
    ['sending', 'sending', true],
    ['sending', 'sent', true],
    ['sending', 'pending', true],
    ['sending', 'failed', true],
    ['pending', 'sent', false],
    ['sent', 'sending', false],
    ['failed', 'pending', false],
  ] as const)('outbox %s → %s: %s', (from, to, allowed) => {
    expect(canTransition(OUTBOX_LIFECYCLE, from, to)).toBe(allowed);
  });
});
