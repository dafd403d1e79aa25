import { describe, expect, it } from 'vitest';
import type { CreatePaymentLink, GatewayEvent } from '../gateway';
import { RazorpayGateway } from '../razorpay';
import { createRazorpayEmulator, emulatorFetch, type RazorpayEmulatorOptions } from './index';

const keys = { keyId: 'rzp_test_emulator02', keySecret: 'emulator_key_secret_0002' };
const WEBHOOK_SECRET = 'emulator_webhook_secret_0002';

/** The adapter over the emulator; every webhook it sends is parsed by the adapter as it arrives. */
function stack(over: Partial<RazorpayEmulatorOptions> = {}) {
  const received: Array<GatewayEvent | null> = [];
  let gateway: RazorpayGateway | null = null;
  const emulator = createRazorpayEmulator({
    ...keys,
    webhookSecret: WEBHOOK_SECRET,
    webhookRetryDelaysMs: [0, 0],
    emitWebhook: (rawBody, headers) => {
      received.push(gateway?.parseWebhook(rawBody, headers) ?? null);
      return 200;
    },
    ...over,
  });
  gateway = new RazorpayGateway({
    ...keys,
    webhookSecrets: [WEBHOOK_SECRET],
    apiUrl: 'http://razorpay-emulator.invalid',
    fetch: emulatorFetch(emulator),
  });
  return { emulator, gateway, received };
}

const order = (n: string) => ({
  amountPaise: 129900,
  currency: 'INR' as const,
  receipt: `KV-${n}`,
  notes: {},
  idempotencyKey: `cart-${n}:v1`,
});
const link = (n: string, expireBy: Date): CreatePaymentLink => ({
  amountPaise: 129900,
  currency: 'INR',
  referenceId: `KV-${n}-L1`,
  description: `Kavach order KV-${n}`,
  customer: { name: 'Meera Iyer', contact: '+919600000001', email: 'meera@example.in' },
  expireBy,
  callbackUrl: `https://kavach.example.in/pay/link-return?order=KV-${n}`,
});
const types = (events: Array<GatewayEvent | null>) => events.map((e) => e?.type ?? 'UNVERIFIED');

describe('Razorpay emulator webhooks, as Razorpay sends them (decision 053)', () => {
  it('a capture sends payment.captured then order.paid; a failure payment.failed; an authorization nothing until captured', async () => {
    const { emulator, gateway, received } = stack();
    const paid = await gateway.createOrder(order('W1'));
    const { payment } = emulator.pay(paid.id);
    await emulator.whenIdle();
    expect(types(received)).toEqual(['payment.captured', 'order.paid']);
    expect(received[0]).toMatchObject({ orderId: paid.id, payment: { id: payment.id, status: 'captured' } });
    expect(new Set(received.map((e) => e?.eventId)).size).toBe(2);

    received.length = 0;
    const other = await gateway.createOrder(order('W2'));
    emulator.pay(other.id, 'failed');
    const pending = emulator.pay(other.id, 'authorized').payment;
    await emulator.whenIdle();
    expect(types(received)).toEqual(['payment.failed']);
    emulator.capture(pending.id);
    await emulator.whenIdle();
    expect(types(received)).toEqual(['payment.failed', 'payment.captured', 'order.paid']);
  });

  it('a link paid on its page adds payment_link.paid, naming the link', async () => {
    const { emulator, gateway, received } = stack();
    const created = await gateway.createPaymentLink(link('W3', new Date(Date.now() + 86_400_000)));
    emulator.payLink(created.id);
    await emulator.whenIdle();
    expect(types(received)).toEqual(['payment.captured', 'order.paid', 'payment_link.paid']);
    expect(received[2]).toMatchObject({ linkId: created.id });
  });

  it('retries a delivery the handler refused, and gives up after the last retry', async () => {
    const answers = [500, 200, 503, 503, 503];
    const deliveries: number[] = [];
    const gaveUp: unknown[] = [];
    const { emulator, gateway } = stack({
      emitWebhook: () => {
        const status = answers.shift() ?? 200;
        deliveries.push(status);
        return status;
      },
      onWebhookError: (err) => gaveUp.push(err),
    });
    emulator.pay((await gateway.createOrder(order('W4'))).id);
    await emulator.whenIdle();
    // payment.captured: 500 then 200; order.paid: 503 three times (one try + two retries), given up.
    expect(deliveries).toEqual([500, 200, 503, 503, 503]);
    expect(gaveUp).toHaveLength(1);
  });

  it('sends nothing without a webhook secret (the adapter tests deliver by hand)', async () => {
    const { emulator, gateway, received } = stack({ webhookSecret: undefined });
    emulator.pay((await gateway.createOrder(order('W5'))).id);
    await emulator.whenIdle();
    expect(received).toEqual([]);
  });
});

describe('Razorpay emulator clock (decision 053)', () => {
  it('expires an unpaid link at expire_by by the injected clock, and refuses paying it then', async () => {
    let now = Date.now();
    const { emulator, gateway } = stack({ clock: () => now });
    const created = await gateway.createPaymentLink(link('C1', new Date(now + 20 * 60_000)));
    expect(created.status).toBe('created');
    now += 19 * 60_000;
    expect(await gateway.fetchPaymentLink(created.id)).toMatchObject({ status: 'created' });
    now += 2 * 60_000;
    expect(await gateway.fetchPaymentLink(created.id)).toMatchObject({ status: 'expired' });
    expect(() => emulator.payLink(created.id)).toThrow(/expired/);
    // 30 min ahead of the real time (the adapter's check) is 9 min ahead of the emulator's clock.
    await expect(
      gateway.createPaymentLink(link('C2', new Date(Date.now() + 30 * 60_000))),
    ).rejects.toMatchObject({ retryable: false, status: 400 });
  });
});
