import { describe, expect, it } from 'vitest';
import { checkoutRefusal } from './checkout-readiness';
import type { ReadinessInput } from './checkout-readiness';

const NOW = new Date('2026-11-21T07:00:00Z'); // 12:30 IST: AMC visits start tomorrow
const ready: ReadinessInput = {
  items: [{ id: 1, itemType: 'protection-plan', displayTitle: 'EW', serviceable: true, slot: null }],
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+919876543210',
  hasAddress: true,
  verifiedPhone: '+919876543210',
  discountError: null,
  discountMessage: null,
  totalPaise: 99_900,
};
const amc = { id: 2, itemType: 'amc' as const, displayTitle: 'AC AMC', serviceable: true };

describe('checkout readiness (T7.8 workflow skipping)', () => {
  const cases: [string, Partial<ReadinessInput>, string | null][] = [
    ['a complete, verified, serviceable cart may be checked out', {}, null],
    ['an empty cart', { items: [] }, 'CART_EMPTY'],
    ['missing details', { email: null, hasAddress: false }, 'DETAILS_INCOMPLETE'],
    ['no phone verified in this session', { verifiedPhone: null }, 'PHONE_NOT_VERIFIED'],
    ['a phone verified other than the cart phone', { verifiedPhone: '+919999999999' }, 'PHONE_NOT_VERIFIED'],
    ['§5 an unserviceable item', { items: [{ ...ready.items[0]!, serviceable: false }] }, 'NOT_SERVICEABLE'],
    ['§9 a visit without a slot', { items: [{ ...amc, slot: null }] }, 'SLOT_REQUIRED'],
    [
      'decision 091 a renewed AMC books no first visit',
      { items: [{ ...amc, slot: null, renewal: true }] },
      null,
    ],
    [
      '§9 a visit slot today after noon',
      { items: [{ ...amc, slot: { date: '2026-11-21', time: '2PM - 6PM' } }] },
      'SLOT_UNAVAILABLE',
    ],
    ['§9 a free visit slot', { items: [{ ...amc, slot: { date: '2026-11-22', time: '10AM - 2PM' } }] }, null],
    [
      'docs/product/service-requests.md#holiday-calendar a visit slot on a holiday of the address’s city',
      { items: [{ ...amc, slot: { date: '2026-11-24', time: '10AM - 2PM' } }], holidays: ['2026-11-24'] },
      'SLOT_UNAVAILABLE',
    ],
    ['T7.5 a coupon used up meanwhile', { discountError: 'COUPON_EXHAUSTED' }, 'COUPON_EXHAUSTED'],
    ['T7.7 a coupon that no longer applies', { discountError: 'COUPON_MIN_CART' }, 'COUPON_INVALID'],
    ['less than ₹1 to charge', { totalPaise: 99 }, 'AMOUNT_TOO_LOW'],
    [
      'issue 3 §4 an agent cart needs no code (the link goes to the phone)',
      { verifiedPhone: null, agentAssisted: true },
      null,
    ],
    [
      'issue 3 §4 an agent cart still needs every detail',
      { agentAssisted: true, email: null },
      'DETAILS_INCOMPLETE',
    ],
    [
      'issue 3 §4 an agent cart still needs serviceable items',
      { agentAssisted: true, verifiedPhone: null, items: [{ ...ready.items[0]!, serviceable: false }] },
      'NOT_SERVICEABLE',
    ],
  ];
  for (const [name, over, code] of cases) {
    it(name, () => expect(checkoutRefusal({ ...ready, ...over }, NOW)?.error_code ?? null).toBe(code));
  }

  it('names the missing fields and the items concerned', () => {
    expect(checkoutRefusal({ ...ready, email: null, hasAddress: false }, NOW)?.fields).toEqual({
      email: 'Required field',
      address: 'Required field',
    });
    expect(checkoutRefusal({ ...ready, items: [{ ...amc, slot: null }] }, NOW)?.item_ids).toEqual([2]);
  });
});
