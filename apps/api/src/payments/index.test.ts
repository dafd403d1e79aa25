import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@kavach/db';
import { createTestDb } from '@kavach/db/testing';
import { deriveKey, loadConfig } from '../env';
import { createPaymentGateway, RazorpayGateway, SandboxGateway } from './index';
import { checkoutSignature } from './signatures';
import { PRODUCTION_ENV, SECRET } from '../../test/support/production-env';

const PRODUCTION = PRODUCTION_ENV;
const RAZORPAY = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_abc123',
  RAZORPAY_KEY_SECRET: 'live_key_secret_value_42',
  RAZORPAY_WEBHOOK_SECRET: 'whsec_new_value_42, whsec_old_value_42',
};

describe('payment configuration (env.ts) and createPaymentGateway', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb('pglite');
  });
  afterAll(async () => {
    await handle.close();
  });

  it('defaults to the sandbox, with a key secret derived from SESSION_SECRET', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET });
    expect(config.payments).toEqual({
      gateway: 'sandbox',
      sandboxKeySecret: null,
      allowSandboxInProduction: false,
    });
    const gateway = createPaymentGateway(config, handle.db);
    expect(gateway).toBeInstanceOf(SandboxGateway);
    expect(gateway.keyId).toBe('rzp_test_sandbox');
    const derived = deriveKey(SECRET, 'sandbox-gateway-key');
    expect(
      gateway.verifyCheckoutSignature('order_A', 'pay_B', checkoutSignature('order_A', 'pay_B', derived)),
    ).toBe(true);
    expect(
      gateway.verifyCheckoutSignature('order_A', 'pay_B', checkoutSignature('order_A', 'pay_B', SECRET)),
    ).toBe(false);
  });

  it('SANDBOX_KEY_SECRET replaces the derived key (16+ characters)', () => {
    const config = loadConfig({ SESSION_SECRET: SECRET, SANDBOX_KEY_SECRET: 'k'.repeat(20) });
    const gateway = createPaymentGateway(config, handle.db);
    expect(gateway.verifyCheckoutSignature('o', 'p', checkoutSignature('o', 'p', 'k'.repeat(20)))).toBe(true);
    expect(() => loadConfig({ SESSION_SECRET: SECRET, SANDBOX_KEY_SECRET: 'short' })).toThrow(
      /SANDBOX_KEY_SECRET/,
    );
  });

  it('NODE_ENV=production refuses the sandbox at startup unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(() => createPaymentGateway(loadConfig(PRODUCTION), handle.db)).toThrow(
      /PAYMENT_GATEWAY=sandbox .* refused when NODE_ENV=production/,
    );
    const demo = createPaymentGateway(
      loadConfig({ ...PRODUCTION, ALLOW_SANDBOX_PAYMENTS: 'true' }),
      handle.db,
    );
    expect(demo).toBeInstanceOf(SandboxGateway);
    expect((demo as SandboxGateway).allowInProduction).toBe(true);
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
    const gateway = createPaymentGateway(config, handle.db);
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
