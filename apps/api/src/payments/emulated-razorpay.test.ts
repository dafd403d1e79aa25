import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { productionEnvWithout, SECRET } from '../../test/support/production-env';
import { createPaymentGateway, EmulatedRazorpayGateway, RazorpayGateway } from './index';
import { emulatorStatePath } from './payments-config';

const dir = mkdtempSync(join(tmpdir(), 'kavach-emulated-razorpay-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ORDER = { amountPaise: 499900, currency: 'INR' as const, notes: { cart: 'c1' } };

/** PAYMENT_GATEWAY=razorpay, no RAZORPAY_KEY_*: the adapter over the emulator, state in `file`. */
function emulated(file: string, emitWebhook?: (raw: Buffer, h: Record<string, string>) => number) {
  const config = loadConfig({
    SESSION_SECRET: SECRET,
    PAYMENT_GATEWAY: 'razorpay',
    PGLITE_DIR: join(dir, 'pglite'),
  });
  const payments = { ...config.payments, stateFile: file };
  const gateway = createPaymentGateway(
    { ...config, payments },
    {
      ...(emitWebhook ? { emitWebhook } : {}),
    },
  );
  expect(gateway).toBeInstanceOf(EmulatedRazorpayGateway);
  return gateway as EmulatedRazorpayGateway;
}

describe('PAYMENT_GATEWAY=razorpay without an account: the Razorpay adapter over the emulator (decision 053)', () => {
  it('is selected when no RAZORPAY_KEY_* is set, with a key pair derived from SESSION_SECRET', () => {
    const config = loadConfig({
      SESSION_SECRET: SECRET,
      PAYMENT_GATEWAY: 'razorpay',
      PGLITE_DIR: join(dir, 'pglite'),
    });
    expect(config.payments).toEqual({
      gateway: 'razorpay-emulator',
      stateFile: join(dir, 'razorpay-emulator.json'),
      allowSandboxInProduction: false,
    });
    const a = emulated(join(dir, 'a.json'));
    expect(a).toBeInstanceOf(RazorpayGateway);
    expect(a.name).toBe('razorpay');
    expect(a.keyId).toMatch(/^rzp_test_[A-Za-z0-9]{14}$/);
    expect(emulated(join(dir, 'b.json')).keyId).toBe(a.keyId);
    const other = loadConfig({ SESSION_SECRET: 't'.repeat(40), PAYMENT_GATEWAY: 'razorpay' });
    expect(createPaymentGateway(other).keyId).not.toBe(a.keyId);
  });

  it('production still lists the missing keys, unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    const production = { ...productionEnvWithout('RAZORPAY_'), PAYMENT_GATEWAY: 'razorpay' };
    expect(() => loadConfig(production)).toThrow(/RAZORPAY_KEY_ID: required when PAYMENT_GATEWAY=razorpay/);
    expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments).toMatchObject({
      gateway: 'razorpay-emulator',
      allowSandboxInProduction: true,
    });
  });

  it('keeps its state beside the database: .data/razorpay-emulator.json, or the temp folder by database', () => {
    expect(emulatorStatePath({ PGLITE_DIR: '/repo/.data/pglite' })).toBe(
      '/repo/.data/razorpay-emulator.json',
    );
    expect(emulatorStatePath({ PGLITE_DIR: '/tmp/kavach-e2e-x1' })).toBe(
      '/tmp/kavach-e2e-x1.razorpay-emulator.json',
    );
    const pg = emulatorStatePath({
      DATABASE_URL: 'postgres://postgres:pw@127.0.0.1:5432/kavach_gateway',
      PGLITE_DIR: '/repo/.data/pglite',
    });
    expect(pg).toBe(join(tmpdir(), 'kavach-razorpay-emulator-127.0.0.1-5432-kavach_gateway.json'));
  });

  it('goes through the adapter: idempotent orders by receipt, payments, refunds, signatures', async () => {
    const gateway = emulated(join(dir, 'c.json'));
    const order = await gateway.createOrder({ ...ORDER, receipt: 'KV-E1', idempotencyKey: 'KV-E1' });
    expect(order).toMatchObject({
      amountPaise: 499900,
      currency: 'INR',
      receipt: 'KV-E1',
      status: 'created',
    });
    expect(gateway.emulator.ordersCreated()).toBe(1);
    const { payment, signature } = gateway.emulator.pay(order.id);
    expect(gateway.verifyCheckoutSignature(order.id, payment.id, signature)).toBe(true);
    expect(gateway.verifyCheckoutSignature(order.id, payment.id, 'f'.repeat(64))).toBe(false);
    expect(await gateway.fetchOrderPayments(order.id)).toEqual([
      expect.objectContaining({ id: payment.id, status: 'captured', amountPaise: 499900 }),
    ]);
    await gateway.refund(payment.id, 100000);
    expect(gateway.emulator.books.payments.get(payment.id)?.amount_refunded).toBe(100000);
  });

  it('delivers signed webhooks the adapter accepts: payment.captured, then order.paid', async () => {
    const received: string[] = [];
    let gateway: EmulatedRazorpayGateway | null = null;
    gateway = emulated(join(dir, 'd.json'), (raw, headers) => {
      const event = gateway?.parseWebhook(raw, headers);
      if (event) received.push(event.type);
      return event ? 200 : 400;
    });
    const order = await gateway.createOrder({ ...ORDER, receipt: 'KV-E2', idempotencyKey: 'KV-E2' });
    gateway.emulator.pay(order.id);
    await gateway.whenIdle();
    expect(received).toEqual(['payment.captured', 'order.paid']);
  });

  it('survives a restart: a pending order keeps its gateway order, payments and links', async () => {
    const file = join(dir, 'restart.json');
    const before = emulated(file);
    const order = await before.createOrder({ ...ORDER, receipt: 'KV-E3', idempotencyKey: 'KV-E3' });
    const paid = await before.createOrder({ ...ORDER, receipt: 'KV-E4', idempotencyKey: 'KV-E4' });
    const { payment } = before.emulator.pay(paid.id);
    const link = await before.createPaymentLink({
      amountPaise: 249900,
      currency: 'INR',
      referenceId: 'KV-E5-L1',
      description: 'Plan',
      customer: { name: 'A', email: 'a@example.in', contact: '+919800000000' },
      expireBy: new Date(Date.now() + 86_400_000),
      callbackUrl: 'http://localhost:3000/pay/link/callback',
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ version: 1 });

    const after = emulated(file);
    expect(await after.fetchOrder(order.id)).toMatchObject({ id: order.id, status: 'created' });
    expect(await after.fetchOrderPayments(paid.id)).toEqual([expect.objectContaining({ id: payment.id })]);
    expect(await after.fetchPaymentLink(link.id)).toMatchObject({ id: link.id, status: 'created' });
    // A retried checkout: the same receipt finds the same order at the "gateway", no duplicate.
    const again = await after.createOrder({ ...ORDER, receipt: 'KV-E3', idempotencyKey: 'KV-E3' });
    expect(again.id).toBe(order.id);
    expect(after.emulator.ordersCreated()).toBe(2);
  });
});
