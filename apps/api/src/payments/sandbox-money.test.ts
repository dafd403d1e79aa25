import { describe, expect, it } from 'vitest';
import { testDbKinds } from '@kavach/db/testing';
import { GatewayError } from './gateway-error';
import { SandboxGateway } from './sandbox';
import { SANDBOX_TEST_SECRET, useSandbox } from './testing/sandbox-harness';
import { byTier } from '../../test/support/tier';

/** docs/product/security-tests.md#t8-1: the plan's 1,000 payments under `npm run test:full`, 100 in CI; 6 tamperings each. */
const PAYMENTS = byTier(100, 1_000);

describe.each(testDbKinds(process.env.DATABASE_URL))(
  'SandboxGateway signatures, refunds, deliveries on %s',
  (kind) => {
    const { gateway, db, order, events } = useSandbox(kind);

    it(
      `T8.1 (${PAYMENTS} sandbox payments) genuine triples verify; 6 tamperings each (${6 * PAYMENTS}) are all rejected`,
      async () => {
        const paid: Array<{ orderId: string; paymentId: string; signature: string }> = [];
        for (let i = 0; i < PAYMENTS; i++) {
          const created = await gateway().createOrder(order());
          const r = await gateway().pay(created.id, { method: 'upi', outcome: 'success' });
          if (r.kind === 'success') paid.push(r);
        }
        await events();
        const flip = (v: string) => v.slice(0, -1) + (v.endsWith('a') ? 'b' : 'a');
        let accepted = 0;
        let tamperedAccepted = 0;
        paid.forEach((t, i) => {
          const other = paid[(i + 1) % paid.length]!;
          if (gateway().verifyCheckoutSignature(t.orderId, t.paymentId, t.signature)) accepted++;
          const tampered: Array<[string, string, string]> = [
            [flip(t.orderId), t.paymentId, t.signature],
            [t.orderId, flip(t.paymentId), t.signature],
            [t.orderId, t.paymentId, flip(t.signature)],
            [t.orderId, t.paymentId, other.signature],
            [other.orderId, t.paymentId, t.signature],
            [t.orderId, t.paymentId, ''],
          ];
          for (const [o, p, sig] of tampered)
            if (gateway().verifyCheckoutSignature(o, p, sig)) tamperedAccepted++;
        });
        expect(accepted).toBe(PAYMENTS);
        expect(tamperedAccepted).toBe(0);
      },
      byTier(60_000, 600_000),
    );

    it('refunds captured payments only; a repeated full refund is a no-op', async () => {
      const created = await gateway().createOrder(order());
      const paid = await gateway().pay(created.id, { method: 'upi', outcome: 'success' });
      if (paid.kind !== 'success') throw new Error(paid.kind);
      await gateway().refund(paid.paymentId, 499900);
      await gateway().refund(paid.paymentId, 499900);
      expect((await gateway().fetchOrderPayments(created.id))[0]?.status).toBe('refunded');
      await expect(gateway().refund(paid.paymentId, 999999)).rejects.toBeInstanceOf(GatewayError);
      const second = await gateway().createOrder(order());
      const pending = await gateway().pay(second.id, { method: 'upi', outcome: 'pending' });
      if (pending.kind !== 'pending') throw new Error(pending.kind);
      await expect(gateway().refund(pending.paymentId, 499900)).rejects.toMatchObject({ retryable: false });
      await events();
    });

    it('webhook delivery is retried on a non-2xx answer and reported when it never succeeds', async () => {
      const answers = [503, 200, 200];
      const statuses: number[] = [];
      const given: unknown[] = [];
      const retrying = new SandboxGateway({
        db: db(),
        keySecret: SANDBOX_TEST_SECRET,
        webhookRetryDelaysMs: [1, 1],
        emitWebhook: () => {
          const s = answers.shift() ?? 500;
          statuses.push(s);
          return s;
        },
        onWebhookError: (err) => given.push(err),
      });
      const created = await retrying.createOrder(order());
      await retrying.pay(created.id, { method: 'upi', outcome: 'success' });
      await retrying.whenIdle();
      expect(statuses).toEqual([503, 200, 200]);
      expect(given).toEqual([]);
      const failing = await retrying.createOrder(order());
      await retrying.pay(failing.id, { method: 'upi', outcome: 'failure' });
      await retrying.whenIdle();
      expect(statuses.slice(3)).toEqual([500, 500, 500]);
      expect(given).toHaveLength(1);
    });
  },
);
