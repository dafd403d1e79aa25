import * as crypto from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  checkoutSignature,
  safeEqualHex,
  verifyCheckout,
  verifyWebhook,
  webhookSignature,
} from './signatures';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SECRET = 'key_secret_for_tests_0123456789';
const ALPHANUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';

const randomId = (prefix: string) =>
  `${prefix}_${[...crypto.randomBytes(14)].map((b) => ALPHANUM[b % 62]).join('')}`;

/** One character replaced by another of the same alphabet, at a random position. */
function flip(value: string, alphabet: string): string {
  const at = crypto.randomInt(value.length);
  const current = value[at] ?? '';
  const choices = alphabet.replace(current, '');
  return value.slice(0, at) + choices[crypto.randomInt(choices.length)] + value.slice(at + 1);
}

describe('checkout and webhook signatures (security plan §2.3)', () => {
  it('match known vectors computed with node:crypto', () => {
    const expected = crypto
      .createHmac('sha256', 'secret')
      .update('order_DaaS6LOUAASb7Y|pay_29QQoUBi66xm2f')
      .digest('hex');
    expect(checkoutSignature('order_DaaS6LOUAASb7Y', 'pay_29QQoUBi66xm2f', 'secret')).toBe(expected);
    const raw = Buffer.from('{"entity":"event","event":"payment.captured"}');
    expect(webhookSignature(raw, 'whsec')).toBe(
      crypto.createHmac('sha256', 'whsec').update(raw).digest('hex'),
    );
    expect(checkoutSignature('a', 'b', 'k')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('T8.1 checkout signature: 1,000 genuine triples accepted, 100% of 6,000 tamperings rejected', () => {
    const orders = Array.from({ length: 1000 }, () => randomId('order'));
    const triples = orders.map((orderId) => {
      const paymentId = randomId('pay');
      return { orderId, paymentId, signature: checkoutSignature(orderId, paymentId, SECRET) };
    });
    let genuine = 0;
    let tamperedAccepted = 0;
    let tampered = 0;
    triples.forEach((t, i) => {
      if (verifyCheckout(t.orderId, t.paymentId, t.signature, SECRET)) genuine++;
      const other = triples[(i + 1) % triples.length]!;
      const attempts: Array<[string, string, string]> = [
        [flip(t.orderId, ALPHANUM), t.paymentId, t.signature], // 1-char flip in order_id
        [t.orderId, flip(t.paymentId, ALPHANUM), t.signature], // … in payment_id
        [t.orderId, t.paymentId, flip(t.signature, HEX)], // … in the signature
        [t.orderId, t.paymentId, other.signature], // another order's signature
        [other.orderId, t.paymentId, t.signature], // our other order's id (stored id differs)
        [t.orderId, t.paymentId, ''], // empty signature
      ];
      for (const [o, p, s] of attempts) {
        tampered++;
        if (verifyCheckout(o, p, s, SECRET)) tamperedAccepted++;
      }
    });
    expect(genuine).toBe(1000);
    expect(tampered).toBe(6000);
    expect(tamperedAccepted).toBe(0);
  });

  it('T8.1 the comparison is crypto.timingSafeEqual (constant time), never ===', () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    const sig = checkoutSignature('order_A', 'pay_B', SECRET);
    expect(verifyCheckout('order_A', 'pay_B', sig, SECRET)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(verifyCheckout('order_A', 'pay_B', flip(sig, HEX), SECRET)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
    const raw = Buffer.from('{}');
    expect(verifyWebhook(raw, webhookSignature(raw, 'w1'), ['w1'])).toBe(true);
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('safeEqualHex: length-checked, so a short, long or empty value is a mismatch and never throws', () => {
    const sig = checkoutSignature('o', 'p', SECRET);
    expect(safeEqualHex(sig, sig)).toBe(true);
    expect(safeEqualHex(sig, sig.slice(0, -1))).toBe(false);
    expect(safeEqualHex(sig, `${sig}0`)).toBe(false);
    expect(safeEqualHex(sig, '')).toBe(false);
    expect(safeEqualHex('', '')).toBe(false);
    expect(safeEqualHex(sig, sig.toUpperCase())).toBe(false);
  });

  it('T8.13 a webhook verifies against any listed secret (rotation overlap), and only those', () => {
    const raw = Buffer.from('{"event":"order.paid"}');
    const byOld = webhookSignature(raw, 'old-secret');
    expect(verifyWebhook(raw, byOld, ['new-secret', 'old-secret'])).toBe(true);
    expect(verifyWebhook(raw, byOld, ['new-secret'])).toBe(false);
    expect(verifyWebhook(raw, byOld, [])).toBe(false);
    expect(verifyWebhook(raw, byOld, [''])).toBe(false);
  });
});
