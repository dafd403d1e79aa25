import { describe, expect, it } from 'vitest';
import { deriveKey, loadConfig } from '../env';
import { createPaymentGateway, EmulatedRazorpayGateway, RazorpayGateway, type PaymentsConfig } from './index';
import { checkoutSignature } from './signatures';
import { PRODUCTION_ENV, productionEnvWithout, SECRET } from '../../test/support/production-env';

const PRODUCTION = PRODUCTION_ENV;
/** The emulator's configuration without its file (nothing written by these tests). */
const memoryOnly = (payments: PaymentsConfig): PaymentsConfig =>
  payments.gateway === 'razorpay-emulator' ? { ...payments, stateFile: null } : payments;
const RAZORPAY = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live_key_secret_value_42',
  RAZORPAY_WEBHOOK_SECRET: 'whsec_new_value_42, whsec_old_value_42',
};

describe('payment configuration (env.ts) and createPaymentGateway', () => {
  it('defaults to the Razorpay adapter over the emulator when no RAZORPAY_KEY_* is set (decision 053)', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, PGLITE_DIR: '/repo/.data/pglite' });
    expect(config.payments).toEqual({
      gateway: 'razorpay-emulator',
      stateFile: '/repo/.data/razorpay-emulator.json',
      allowSandboxInProduction: false,
    });
    const gateway = createPaymentGateway({ ...config, payments: memoryOnly(config.payments) });
    expect(gateway).toBeInstanceOf(EmulatedRazorpayGateway);
    expect(gateway).toBeInstanceOf(RazorpayGateway);
    expect(gateway.name).toBe('razorpay');
    expect(gateway.keyId).toMatch(/^rzp_test_/);
    const derived = deriveKey(SECRET, 'razorpay-emulator-key-secret');
    expect(
      gateway.verifyCheckoutSignature('order_A', 'pay_B', checkoutSignature('order_A', 'pay_B', derived)),
    ).toBe(true);
    expect(
      gateway.verifyCheckoutSignature('order_A', 'pay_B', checkoutSignature('order_A', 'pay_B', SECRET)),
    ).toBe(false);
    expect(() => loadConfig({ SESSION_SECRET: SECRET, PAYMENT_GATEWAY: 'sandbox' })).toThrow(
      /PAYMENT_GATEWAY/,
    );
  });

  it('NODE_ENV=production refuses the emulator at startup (the keys are missing) unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    const noKeys = productionEnvWithout('RAZORPAY_');
    expect(() => loadConfig(noKeys)).toThrow(/RAZORPAY_KEY_ID: required when PAYMENT_GATEWAY=razorpay/);
    const config = loadConfig({ ...noKeys, ALLOW_SANDBOX_PAYMENTS: 'true' });
    const demo = createPaymentGateway({ ...config, payments: memoryOnly(config.payments) });
    expect(demo).toBeInstanceOf(EmulatedRazorpayGateway);
    expect((demo as EmulatedRazorpayGateway).allowInProduction).toBe(true);
  });

  it('razorpay needs its three variables; the problems name them, never a value', () => {
    let message = '';
    try {
      loadConfig({
        SESSION_SECRET: SECRET,
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_KEY_SECRET: 'live_key_secret_value_42',
      });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/RAZORPAY_KEY_ID: required when PAYMENT_GATEWAY=razorpay/);
    expect(message).toMatch(/RAZORPAY_WEBHOOK_SECRET: required/);
    expect(message).not.toMatch(/RAZORPAY_KEY_SECRET:/);
    expect(message).not.toContain('live_key_secret_value_42');
  });

  it('razorpay: two comma-separated webhook secrets during a rotation, not three; https in production', () => {
    const config = loadConfig({ ...PRODUCTION, ...RAZORPAY });
    expect(config.payments).toEqual({
      gateway: 'razorpay',
      keyId: 'rzp_live_abc123',
      keySecret: 'live_key_secret_value_42',
      webhookSecrets: ['whsec_new_value_42', 'whsec_old_value_42'],
      apiUrl: 'https://api.razorpay.com',
    });
    const gateway = createPaymentGateway(config);
    expect(gateway).toBeInstanceOf(RazorpayGateway);
    expect(gateway.keyId).toBe('rzp_live_abc123');
    expect(() => loadConfig({ ...PRODUCTION, ...RAZORPAY, RAZORPAY_WEBHOOK_SECRET: 'a,b,c' })).toThrow(
      /at most two/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:9999' }),
    ).toThrow(/RAZORPAY_API_URL: must be https/);
    expect(
      loadConfig({ SESSION_SECRET: SECRET, ...RAZORPAY, RAZORPAY_API_URL: 'http://127.0.0.1:9999' }).payments,
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:9999',
    });
  });
});
