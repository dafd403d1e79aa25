import { describe, expect, it } from 'vitest';
import { GatewayError } from './gateway-error';
import { KEY_SECRET, orderInput as order, useFakeRazorpay } from '../../test/support/razorpay-harness';

const { fake, gatewayFor, failure, errors } = useFakeRazorpay();

describe('T8.8 / T8.11 double submit and gateway faults (fake Razorpay on 127.0.0.1)', () => {
  it('T8.8 100 concurrent createOrder calls with one key and 2 s latency → 1 order at the gateway', async () => {
    fake().setLatency((method, path) => (method === 'POST' && path === '/v1/orders' ? 2000 : 0));
    const before = fake().ordersCreated();
    const g = gatewayFor();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => g.createOrder(order('double-click'))),
    );
    expect(fake().ordersCreated() - before).toBe(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
  });
  it('T8.11 a hanging POST /v1/orders gives a clean retryable GatewayError within the 5 s timeout', async () => {
    fake().setFaults({ rate: 1, kinds: ['hang'], match: (m, p) => m === 'POST' && p === '/v1/orders' });
    const g = gatewayFor();
    const started = Date.now();
    const err = await failure(g.createOrder(order('hang')));
    const elapsed = Date.now() - started;
    expect(err).toMatchObject({ retryable: true, code: 'TIMEOUT', status: null });
    // The POST hangs for ever: only the 5 s time-out can end it (TIMEOUT above), and not before.
    expect(elapsed).toBeGreaterThanOrEqual(4900);
    fake().setFaults(null);
    const retried = await g.createOrder(order('hang'));
    expect([...fake().books.orders.values()].filter((o) => o.receipt === 'KV-hang')).toHaveLength(1);
    expect(retried.receipt).toBe('KV-hang');
  });

  it('T8.11 500 and connection resets surface as retryable GatewayErrors', async () => {
    const g = gatewayFor();
    fake().setFaults({ rate: 1, kinds: ['500'] });
    expect(await failure(g.createOrder(order('e500')))).toMatchObject({ retryable: true, status: 500 });
    expect(await failure(g.fetchOrder('order_Anything0001'))).toMatchObject({ retryable: true, status: 500 });
    fake().setFaults({ rate: 1, kinds: ['reset'] });
    expect(await failure(g.createOrder(order('reset')))).toMatchObject({ retryable: true, code: 'NETWORK' });
    expect(await failure(g.fetchOrderPayments('order_Anything0001'))).toMatchObject({ retryable: true });
  });

  it('T8.11 30% faults (500 / hang / reset) after the order is made: retries with the same key → 0 duplicate orders', async () => {
    fake().setFaults({ rate: 0.3, kinds: ['500', 'hang', 'reset'], phase: 'after' });
    // The timeout stays well above the fake's normal answer time: a request that is merely slow to
    // arrive and lands after its retry's look-up is the residual risk named in razorpay-orders.ts.
    const g = gatewayFor(1500);
    const keys = Array.from({ length: 20 }, (_, i) => `fault-${i}`);
    let failures = 0;
    const results = await Promise.all(
      keys.map(async (k) => {
        for (let attempt = 0; attempt < 30; attempt++) {
          try {
            return await g.createOrder(order(k));
          } catch (err) {
            expect(err).toBeInstanceOf(GatewayError);
            expect((err as GatewayError).retryable).toBe(true);
            failures++;
          }
        }
        throw new Error(`no order for ${k}`);
      }),
    );
    expect(failures).toBeGreaterThan(0);
    // Some orders were made and their answer lost: only the look-up by receipt avoids a duplicate.
    expect(fake().requests.filter((r) => r.method === 'POST' && r.fault).length).toBeGreaterThan(0);
    for (const k of keys) {
      expect([...fake().books.orders.values()].filter((o) => o.receipt === `KV-${k}`)).toHaveLength(1);
    }
    expect(new Set(results.map((r) => r.id)).size).toBe(keys.length);
  });

  it('no fault error carries the key secret or the Basic credentials (ASVS 4.0.3 7.1.1)', () => {
    expect(errors.length).toBeGreaterThan(0);
    for (const err of errors) {
      const text = `${String(err)} ${JSON.stringify(err)} ${(err as Error).stack ?? ''}`;
      expect(text).not.toContain(KEY_SECRET);
      expect(text).not.toContain(Buffer.from(`rzp_test_fake0001:${KEY_SECRET}`).toString('base64'));
    }
  });
});
