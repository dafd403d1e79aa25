import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CreateGatewayOrder } from '../../src/payments/gateway';
import { GatewayError } from '../../src/payments/gateway-error';
import { RazorpayGateway } from '../../src/payments/razorpay';
import { startFakeRazorpay, type FakeRazorpay } from './fake-razorpay-server';

export const KEY_ID = 'rzp_test_fake0001';
export const KEY_SECRET = 'fake_key_secret_do_not_log_0001';
export const WEBHOOK_SECRET = 'fake_webhook_secret_0001';

/** One fake Razorpay per test file, faults and latency reset after each test. */
export function useFakeRazorpay() {
  const state = { fake: null as FakeRazorpay | null, errors: [] as unknown[] };
  beforeAll(async () => {
    state.fake = await startFakeRazorpay({ keyId: KEY_ID, keySecret: KEY_SECRET });
  });
  afterEach(() => {
    state.fake?.setFaults(null);
    state.fake?.setLatency(0);
  });
  afterAll(async () => {
    await state.fake?.close();
  });
  const fake = () => {
    if (!state.fake) throw new Error('fake Razorpay not started');
    return state.fake;
  };
  return {
    fake,
    /** Every GatewayError seen through `failure`, to grep for secrets. */
    errors: state.errors,
    gatewayFor: (timeoutMs?: number, keySecret = KEY_SECRET) =>
      new RazorpayGateway({
        keyId: KEY_ID,
        keySecret,
        webhookSecrets: [WEBHOOK_SECRET],
        apiUrl: fake().url,
        ...(timeoutMs ? { timeoutMs } : {}),
      }),
    async failure(promise: Promise<unknown>): Promise<GatewayError> {
      const err = await promise.then(
        () => null,
        (e: unknown) => e,
      );
      state.errors.push(err);
      expect(err).toBeInstanceOf(GatewayError);
      return err as GatewayError;
    },
  };
}

export const orderInput = (
  n: number | string,
  over: Partial<CreateGatewayOrder> = {},
): CreateGatewayOrder => ({
  amountPaise: 499900,
  currency: 'INR',
  receipt: `KV-${n}`,
  notes: { cart: `cart-${n}` },
  idempotencyKey: `cart-${n}:v1`,
  ...over,
});
