import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect } from 'vitest';
import { outbox } from '@kavach/db';
import { createOutboxRelay } from '../../src/jobs/outbox-relay';
import { createRefundNotifier } from '../../src/notify/refund-notifier';
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

/** A test browser: anything with the session's `call`. */
type Caller = { call: Awaited<ReturnType<typeof client>>['call'] };

/** Who pays a signed-in cart: the contact on the order, and the phone its one-time code goes to. */
export interface Payer {
  email: string;
  phone: string;
}

/** A signed-in browser's cart to checkout: details, the phone's one-time code, POST /v3/order/checkout. */
export async function checkoutCart(f: Fixture, b: Caller, who: Payer, token: string) {
  const details = await b.call('POST', `/v3/cart/${token}`, {
    name: 'Asha Menon',
    email: who.email,
    phone: who.phone,
    address: { address: '12 Hill Road, Bandra West', pincode: '400050' },
  });
  expect(details.statusCode, details.body).toBe(200);
  expect((await b.call('POST', '/v3/otp/send_otp', { phone: who.phone })).statusCode).toBe(200);
  const otp = await lastCodeTo(f, `+91${who.phone}`);
  expect((await b.call('POST', '/v3/otp/verify_otp', { phone: who.phone, otp })).statusCode).toBe(200);
  const checkout = await b.call('POST', '/v3/order/checkout', {});
  expect(checkout.statusCode, checkout.body).toBe(200);
  return checkout.json() as { order_id: string; gateway_order_id: string; amount: number };
}

/** Pays a gateway order in the emulator's Checkout, posts the success callback and waits for fulfilment; the payment's id. */
export async function settleInEmulator(f: Fixture, b: Caller, gatewayOrderId: string): Promise<string> {
  const paid = await emulatorPay(f, b.call, gatewayOrderId);
  const ok = await b.call('POST', '/v3/order/success', {
    razorpay_order_id: paid.razorpay_order_id,
    razorpay_payment_id: paid.razorpay_payment_id,
    razorpay_signature: paid.razorpay_signature,
  });
  expect(ok.statusCode, ok.body).toBe(200);
  await f.payments.whenIdle();
  return paid.razorpay_payment_id as string;
}

/** The outbox relay with the refund notifier on its `gateway` channel: what carries a decided refund to the emulated gateway. */
export const refundRelay = (f: Fixture) =>
  createOutboxRelay({
    db: f.handle.db,
    notifiers: { gateway: createRefundNotifier(f.handle.db, f.payments, () => f.clock.now()) },
    clock: f.clock,
    log: pino({ level: 'silent' }),
  });
