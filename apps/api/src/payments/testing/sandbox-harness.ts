import { afterAll, beforeAll, expect } from 'vitest';
import { createTestDb } from '@kavach/db/testing';
import type { DbHandle } from '@kavach/db';
import type { CreateGatewayOrder, CreatePaymentLink } from '../gateway';
import { SandboxGateway } from '../sandbox';

export const SANDBOX_TEST_SECRET = 'sandbox_key_secret_for_tests_01';

/**
 * One migrated database and one SandboxGateway per describe block; its webhooks are collected and
 * parsed back. After the block, every body it sent is checked for card data (docs/product/security-tests.md#t8-14).
 */
export function useSandbox(kind: 'pglite' | 'postgres') {
  const state = { handle: null as DbHandle | null, gateway: null as SandboxGateway | null };
  const delivered: Array<{ rawBody: Buffer; headers: Record<string, string> }> = [];
  const seen: string[] = [];
  let n = 0;
  beforeAll(async () => {
    // eslint-disable-next-line no-restricted-properties -- tests pick the databases to run on
    state.handle = await createTestDb(kind, process.env.DATABASE_URL);
    state.gateway = new SandboxGateway({
      db: state.handle.db,
      keySecret: SANDBOX_TEST_SECRET,
      emitWebhook: (rawBody, headers) => void delivered.push({ rawBody, headers }),
    });
  });
  afterAll(async () => {
    // docs/product/security-tests.md#t8-14: no PAN-like number (a 13–19 digit token) and no card, CVV or UPI PIN field in any
    // webhook the sandbox sent.
    for (const body of seen) {
      expect(body).not.toMatch(/(?<![0-9A-Za-z])\d{13,19}(?![0-9A-Za-z])/);
      expect(body).not.toMatch(/"(card|cvv|card_number|upi_pin)"\s*:/i);
    }
    await state.handle?.close();
  });
  const gateway = () => {
    if (!state.gateway) throw new Error('sandbox not started');
    return state.gateway;
  };
  return {
    gateway,
    db: () => {
      if (!state.handle) throw new Error('sandbox not started');
      return state.handle.db;
    },
    /** A fresh order request (unique receipt and key). */
    order: (over: Partial<CreateGatewayOrder> = {}): CreateGatewayOrder => {
      n++;
      return {
        amountPaise: 499900,
        currency: 'INR',
        receipt: `KV-S${n}`,
        notes: {},
        idempotencyKey: `cart-${n}:v1`,
        ...over,
      };
    },
    /** A fresh payment link request (unique reference id), expiring a day after `now`. */
    link: (over: Partial<CreatePaymentLink> = {}, now = new Date()): CreatePaymentLink => {
      n++;
      return {
        amountPaise: 129900,
        currency: 'INR',
        referenceId: `KV-L${n}`,
        description: `Kavach order KV-L${n}`,
        customer: { name: 'Asha Rao', contact: '+919876543210', email: 'asha@example.com' },
        expireBy: new Date(now.getTime() + 86_400_000),
        callbackUrl: `http://localhost:3000/orders/KV-L${n}/link-return?from=sms`,
        ...over,
      };
    },
    /** The webhooks emitted since the last call, delivered and parsed back. */
    async events() {
      await gateway().whenIdle();
      const batch = delivered.splice(0);
      seen.push(...batch.map((d) => d.rawBody.toString('utf8')));
      return batch.map((d) => ({ d, event: gateway().parseWebhook(d.rawBody, d.headers) }));
    },
  };
}
