import * as crypto from 'node:crypto';
import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { PaymentLinkCallback } from './gateway';
import { paymentLinkSignature, verifyPaymentLink } from './signatures';

vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof Crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const SECRET = 'key_secret_for_link_tests_0123456';
const ALPHANUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const HEX = '0123456789abcdef';
const STATUSES = ['created', 'partially_paid', 'paid', 'expired', 'cancelled'];

const randomId = (prefix: string) =>
  `${prefix}_${[...crypto.randomBytes(14)].map((b) => ALPHANUM[b % 62]).join('')}`;

/** The character at `at` replaced by another of the same alphabet. */
function flipAt(value: string, at: number, alphabet: string): string {
  const choices = alphabet.replace(value[at] ?? '', '');
  return value.slice(0, at) + choices[crypto.randomInt(choices.length)] + value.slice(at + 1);
}
const flip = (value: string, alphabet: string) => flipAt(value, crypto.randomInt(value.length), alphabet);

/** A random mutation: a flip, a dropped or an added character, a case change or a swap of two. */
function mutate(value: string, alphabet: string): string {
  const at = crypto.randomInt(value.length);
  switch (crypto.randomInt(4)) {
    case 0:
      return flipAt(value, at, alphabet);
    case 1:
      return value.slice(0, at) + value.slice(at + 1);
    case 2:
      return value.slice(0, at) + alphabet[crypto.randomInt(alphabet.length)] + value.slice(at);
    default: {
      const swapped = value.toUpperCase() === value ? value.toLowerCase() : value.toUpperCase();
      return swapped === value ? `${value}0` : swapped;
    }
  }
}

interface Genuine {
  stored: { linkId: string; referenceId: string };
  cb: PaymentLinkCallback;
}

function genuine(): Genuine {
  const linkId = randomId('plink');
  const referenceId = `KV-${crypto.randomInt(1e6, 1e7)}-L${crypto.randomInt(1, 9)}`;
  const paymentId = randomId('pay');
  const signature = paymentLinkSignature(linkId, referenceId, 'paid', paymentId, SECRET);
  return {
    stored: { linkId, referenceId },
    cb: { paymentId, linkId, referenceId, status: 'paid', signature },
  };
}

describe('payment link callback signature (security plan A18, T8.12)', () => {
  it('matches Razorpay’s recipe: HMAC-SHA256(key_secret, link_id|reference_id|status|payment_id), hex', () => {
    const expected = crypto
      .createHmac('sha256', 'secret')
      .update('plink_Fc8lXILABzQL7M|TSsd1989|partially_paid|pay_Fc8mUeDrEKf08Y')
      .digest('hex');
    expect(
      paymentLinkSignature(
        'plink_Fc8lXILABzQL7M',
        'TSsd1989',
        'partially_paid',
        'pay_Fc8mUeDrEKf08Y',
        'secret',
      ),
    ).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('T8.12 1,000 genuine callbacks verify; 100% of 9,000 tamperings and 1,000 random mutations are rejected', () => {
    const all = Array.from({ length: 1000 }, genuine);
    let accepted = 0;
    let tampered = 0;
    let tamperedAccepted = 0;
    all.forEach(({ stored, cb }, i) => {
      if (verifyPaymentLink(stored, cb, SECRET)) accepted++;
      const other = all[(i + 1) % all.length]!;
      const otherStatus = STATUSES.filter((s) => s !== cb.status)[crypto.randomInt(STATUSES.length - 1)]!;
      const attempts: Array<[Genuine['stored'], PaymentLinkCallback]> = [
        [stored, { ...cb, signature: flip(cb.signature, HEX) }], // 1-char flip in the signature
        [stored, { ...cb, paymentId: flip(cb.paymentId, ALPHANUM) }], // … in the payment id
        [stored, { ...cb, linkId: flip(cb.linkId, ALPHANUM) }], // … in the callback's link id
        [{ ...stored, linkId: flip(stored.linkId, ALPHANUM) }, cb], // a callback for another stored link
        [stored, { ...cb, status: otherStatus }], // another status
        [stored, { ...cb, referenceId: other.cb.referenceId }], // another reference id in the callback
        [stored, { ...cb, signature: other.cb.signature }], // another link's signature
        [stored, other.cb], // another link's whole genuine callback (replay)
        [stored, { ...cb, signature: '' }], // empty signature
      ];
      // One random mutation of one field.
      const field = (['signature', 'paymentId', 'linkId', 'status'] as const)[crypto.randomInt(4)]!;
      const mutated = mutate(cb[field], field === 'signature' ? HEX : ALPHANUM);
      if (mutated !== cb[field]) attempts.push([stored, { ...cb, [field]: mutated }]);
      else attempts.push([stored, { ...cb, signature: `${cb.signature}0` }]);
      for (const [s, c] of attempts) {
        tampered++;
        if (verifyPaymentLink(s, c, SECRET)) tamperedAccepted++;
      }
    });
    expect(accepted).toBe(1000);
    expect(tampered).toBe(10_000);
    expect(tamperedAccepted).toBe(0);
  });

  it('flipping each character of the signature, payment id and link id, one at a time: all rejected', () => {
    const { stored, cb } = genuine();
    let rejected = 0;
    let total = 0;
    for (const [field, alphabet] of [
      ['signature', HEX],
      ['paymentId', ALPHANUM],
      ['linkId', ALPHANUM],
      ['referenceId', ALPHANUM],
    ] as const) {
      for (let at = 0; at < cb[field].length; at++) {
        total++;
        if (!verifyPaymentLink(stored, { ...cb, [field]: flipAt(cb[field], at, alphabet) }, SECRET))
          rejected++;
      }
    }
    expect(total).toBeGreaterThan(64 + 40);
    expect(rejected).toBe(total);
  });

  it('uses the stored ids, a wrong secret fails, odd input is a mismatch and never throws', () => {
    const { stored, cb } = genuine();
    expect(verifyPaymentLink(stored, cb, 'another_secret')).toBe(false);
    expect(verifyPaymentLink({ linkId: '', referenceId: stored.referenceId }, cb, SECRET)).toBe(false);
    expect(verifyPaymentLink({ ...stored, referenceId: '' }, cb, SECRET)).toBe(false);
    expect(verifyPaymentLink(stored, { ...cb, paymentId: '' }, SECRET)).toBe(false);
    expect(verifyPaymentLink(stored, { ...cb, signature: cb.signature.toUpperCase() }, SECRET)).toBe(false);
    const odd = { ...cb, signature: undefined } as unknown as PaymentLinkCallback;
    expect(verifyPaymentLink(stored, odd, SECRET)).toBe(false);
    expect(verifyPaymentLink(stored, cb, '')).toBe(false);
  });

  it('the comparison is crypto.timingSafeEqual (constant time), also when the callback ids differ', () => {
    const spy = vi.mocked(crypto.timingSafeEqual);
    spy.mockClear();
    const { stored, cb } = genuine();
    expect(verifyPaymentLink(stored, cb, SECRET)).toBe(true);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(verifyPaymentLink(stored, { ...cb, linkId: flip(cb.linkId, ALPHANUM) }, SECRET)).toBe(false);
    expect(spy).toHaveBeenCalledTimes(2);
  });
});
