import { describe, expect, it } from 'vitest';
import { RazorpayGateway } from '../razorpay';
import { emulatorFetch } from './fetch';
import { createRazorpayEmulator } from './index';

const keys = { keyId: 'rzp_test_emulator01', keySecret: 'emulator_key_secret_0001' };
const WEBHOOK_SECRET = 'emulator_webhook_secret_0001';

/** The production adapter, its transport answered in-process by the emulator (decision 053). */
function adapterOverEmulator() {
  const emulator = createRazorpayEmulator(keys);
  const gateway = new RazorpayGateway({
    ...keys,
    webhookSecrets: [WEBHOOK_SECRET],
    apiUrl: 'http://razorpay-emulator.invalid',
    fetch: emulatorFetch(emulator),
  });
  return { emulator, gateway };
}

describe('Razorpay emulator in-process under the Razorpay adapter (decision 053)', () => {
  it('takes an order, a Checkout payment signed with the key secret, and a signed webhook', async () => {
    const { emulator, gateway } = adapterOverEmulator();
    const order = await gateway.createOrder({
      amountPaise: 499900,
      currency: 'INR',
      receipt: 'KV-EMU-1',
      notes: { cart: 'cart-emu-1' },
      idempotencyKey: 'cart-emu-1:v1',
    });
    expect(order).toMatchObject({
      amountPaise: 499900,
      currency: 'INR',
      status: 'created',
      receipt: 'KV-EMU-1',
    });
    expect(emulator.ordersCreated()).toBe(1);

    const { payment, signature } = emulator.pay(order.id);
    expect(gateway.verifyCheckoutSignature(order.id, payment.id, signature)).toBe(true);
    expect(gateway.verifyCheckoutSignature(order.id, payment.id, '0'.repeat(64))).toBe(false);
    expect(await gateway.fetchOrder(order.id)).toMatchObject({ id: order.id, status: 'paid' });
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({ id: payment.id, orderId: order.id, status: 'captured', amountPaise: 499900 }),
    ]);

    const delivery = emulator.webhooks.signed('payment.captured', payment.id, WEBHOOK_SECRET, 'evt_emu_1');
    expect(gateway.parseWebhook(delivery.rawBody, delivery.headers)).toMatchObject({
      eventId: 'evt_emu_1',
      type: 'payment.captured',
      orderId: order.id,
      payment: { id: payment.id, status: 'captured' },
    });
    const forged = emulator.webhooks.signed('payment.captured', payment.id, 'another_secret_00001');
    expect(gateway.parseWebhook(forged.rawBody, forged.headers)).toBeNull();
  });

  it('takes a payment link paid on its page, the callback signed, and refuses wrong keys', async () => {
    const { emulator, gateway } = adapterOverEmulator();
    const link = await gateway.createPaymentLink({
      amountPaise: 249900,
      currency: 'INR',
      referenceId: 'KV-EMU-2-L1',
      description: 'Kavach order KV-EMU-2',
      customer: { name: 'Meera Iyer', contact: '+919600000001', email: 'meera@example.in' },
      expireBy: new Date(Date.now() + 86_400_000),
      callbackUrl: 'https://kavach.example.in/pay/link-return?order=KV-EMU-2',
    });
    const { payment, query } = emulator.payLink(link.id);
    const callback = {
      paymentId: query.razorpay_payment_id,
      linkId: query.razorpay_payment_link_id,
      referenceId: query.razorpay_payment_link_reference_id,
      status: query.razorpay_payment_link_status,
      signature: query.razorpay_signature,
    };
    expect(
      gateway.verifyPaymentLinkSignature({ linkId: link.id, referenceId: 'KV-EMU-2-L1' }, callback),
    ).toBe(true);
    expect(
      gateway.verifyPaymentLinkSignature({ linkId: link.id, referenceId: 'KV-EMU-3-L1' }, callback),
    ).toBe(false);
    expect(await gateway.fetchPaymentLink(link.id)).toMatchObject({
      status: 'paid',
      amountPaidPaise: 249900,
    });
    expect(await gateway.fetchPaymentLinkPayments(link.id)).toEqual([
      expect.objectContaining({ id: payment.id, status: 'captured' }),
    ]);

    const stranger = new RazorpayGateway({
      keyId: keys.keyId,
      keySecret: 'not_the_key_secret_0001',
      webhookSecrets: [WEBHOOK_SECRET],
      apiUrl: 'http://razorpay-emulator.invalid',
      fetch: emulatorFetch(emulator),
    });
    await expect(stranger.fetchPaymentLink(link.id)).rejects.toMatchObject({ retryable: false, status: 401 });
  });
});
