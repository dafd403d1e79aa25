import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '@kavach/contracts';
import { firstOpenStep, needsSlot, nextStep, stepForCheckoutError, stepsFor } from './checkout-steps';

const address = { address: '12 MG Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400001' };
const cart = (over: Partial<Cart>): Cart =>
  ({
    name: 'Asha',
    email: 'asha@example.com',
    phone: '+919812345678',
    address,
    otp_verified: false,
    ...over,
  }) as Cart;

describe('checkout steps', () => {
  it.each([
    ['no name', cart({ name: null }), 'details'],
    ['no address', cart({ address: null }), 'details'],
    ['details done, phone not verified', cart({}), 'verify'],
    ['details done, phone verified (verify step skipped)', cart({ otp_verified: true }), 'review'],
  ] as const)('first open step: %s → %s', (_label, c, step) => {
    expect(firstOpenStep(c)).toBe(step);
  });

  it.each([
    ['details', false, 'verify'],
    ['details', true, 'review'],
    ['verify', false, 'review'],
  ] as const)('after %s (otp_verified %s) comes %s', (done, verified, step) => {
    expect(nextStep(done, cart({ otp_verified: verified }))).toBe(step);
  });

  it.each([
    ['no name', cart({ name: null }), 'details'],
    ['details done, phone not verified', cart({}), 'review'],
    ['details done, phone verified', cart({ otp_verified: true }), 'review'],
  ] as const)('an agent never verifies the phone: first open step %s → %s', (_label, c, step) => {
    expect(firstOpenStep(c, true)).toBe(step);
    expect(nextStep('details', c, true)).toBe('review');
  });

  it('an agent has two steps: details, then review & send link', () => {
    expect(stepsFor(true).map((s) => s.label)).toEqual(['Details', 'Review & send link']);
    expect(stepsFor(false).map((s) => s.label)).toEqual(['Details', 'Verify phone', 'Review & pay']);
  });

  it.each([
    ['PHONE_NOT_VERIFIED', 'review'],
    ['DETAILS_INCOMPLETE', 'details'],
    ['NOT_SERVICEABLE', 'details'],
    ['SLOT_REQUIRED', 'review'],
    ['CART_EMPTY', 'cart'],
    ['AGENT_ONLY', null],
    ['NOT_AN_AGENT_CART', null],
    ['LINK_CLOSED', null],
    ['ORDER_CLOSED', null],
  ] as const)('an agent’s send-link refusal %s goes to %s', (code, step) => {
    expect(stepForCheckoutError(code, true)).toBe(step);
  });

  it.each([
    ['amc', true],
    ['insta-repair', true],
    ['protection-plan', false],
    ['homecare', false],
  ] as const)('§4 a %s item needs a visit slot: %s', (type, needed) => {
    expect(needsSlot({ item_type: type } as CartItem)).toBe(needed);
  });

  it('decision 091: a renewed AMC books no first visit', () => {
    expect(needsSlot({ item_type: 'amc', is_renewals: true } as CartItem)).toBe(false);
  });

  it.each([
    ['CART_EMPTY', 'cart'],
    ['DETAILS_INCOMPLETE', 'details'],
    ['PHONE_NOT_VERIFIED', 'verify'],
    ['NOT_SERVICEABLE', 'details'],
    ['SLOT_REQUIRED', 'review'],
    ['SLOT_UNAVAILABLE', 'review'],
    ['COUPON_INVALID', 'review'],
    ['COUPON_EXHAUSTED', 'review'],
    ['AMOUNT_TOO_LOW', 'review'],
    ['GATEWAY_UNAVAILABLE', null],
  ] as const)('checkout refusal %s sends the customer to %s', (code, step) => {
    expect(stepForCheckoutError(code)).toBe(step);
  });
});
