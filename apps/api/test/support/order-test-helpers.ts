import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { outbox } from '@kavach/db';
import type { Fixture } from './fixture';
import { client, pricesOf } from './cart-test-helpers';
import { freshIp, lastCodeTo } from './otp-testing';

export const EW_PHONE = 'EW-MOBILE-PHONE';
let phones = 0;

/**
 * A browser session with a protection plan in its cart, details filled in and its phone verified
 * by a real one-time code read from the outbox: ready for POST /v3/order/checkout.
 */
export async function readyCart(f: Fixture, opts: { phone?: string } = {}) {
  const c = await client(f);
  const ip = freshIp();
  const phone = opts.phone ?? `97${String(++phones).padStart(8, '0')}`;
  const band = (await pricesOf(f, EW_PHONE)).find(
    (p) => p.tenure === 12 && p.min <= 2_000_000 && (p.max ?? Infinity) >= 2_000_000,
  )!;
  const added = (
    await c.call('POST', '/v3/cart/item', {
      data: { sku: EW_PHONE, tenure_months: 12, device_price: 2_000_000 },
    })
  ).json();
  await c.call('POST', `/v3/cart/${added.cart.token_id}`, {
    name: 'Ravi Kumar',
    email: 'ravi.kumar@example.in',
    phone,
    address: { address: '14 MG Road, Fort', pincode: '400001' },
  });
  const otpHeaders = { 'x-forwarded-for': ip };
  const sent = await c.call('POST', '/v3/otp/send_otp', { phone }, otpHeaders);
  if (sent.statusCode !== 200) throw new Error(`send_otp ${sent.statusCode}: ${sent.body}`);
  const code = await lastCodeTo(f, `+91${phone}`);
  const verified = await c.call('POST', '/v3/otp/verify_otp', { phone, otp: code }, otpHeaders);
  if (verified.statusCode !== 200) throw new Error(`verify_otp ${verified.statusCode}: ${verified.body}`);
  return { ...c, token: added.cart.token_id as string, price: band.price, phone };
}

/** Pays a gateway order in the Razorpay emulator's Checkout, as its Pay / Fail buttons do. */
export async function emulatorPay(
  f: Fixture,
  call: Awaited<ReturnType<typeof client>>['call'],
  gatewayOrderId: string,
  outcome: 'success' | 'failure' | 'pending' = 'success',
) {
  const res = await call('POST', `/razorpay-emulator/orders/${gatewayOrderId}/pay`, {
    method: 'upi',
    outcome,
  });
  return res.json();
}

/**
 * Buys a phone extended warranty (EW-MOBILE-PHONE, 12 months, ₹20,000 band) without signing in —
 * cart, code, checkout, payment in the emulator's Checkout, success callback — and waits for fulfilment.
 */
export async function paidOrder(f: Fixture) {
  return paidOrderFrom(f, await readyCart(f));
}

/** Checks out and pays a cart made by `readyCart`, as `paidOrder` does. */
export async function paidOrderFrom(f: Fixture, c: Awaited<ReturnType<typeof readyCart>>) {
  const checkout = (await c.call('POST', '/v3/order/checkout', {})).json();
  const paid = await emulatorPay(f, c.call, checkout.gateway_order_id);
  const ok = await c.call('POST', '/v3/order/success', {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  });
  expect(ok.statusCode).toBe(200);
  await f.payments.whenIdle();
  return {
    orderRef: checkout.order_id as string,
    token: ok.json().activation_token as string,
    phone: c.phone,
  };
}

export async function outboxFor(f: Fixture, topic: string) {
  return f.handle.db.select().from(outbox).where(eq(outbox.topic, topic));
}
