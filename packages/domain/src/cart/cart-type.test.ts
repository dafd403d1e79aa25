import { describe, expect, it } from 'vitest';
import { CART_TYPES, addDecision } from './cart-type';
import type { CartType } from './cart-type';

describe('§5 cart type compatibility', () => {
  const accepts: [CartType, CartType[]][] = [
    ['amc', ['amc', 'insta-repair', 'total-protection']],
    ['insta-repair', ['insta-repair', 'amc', 'total-protection']],
    ['protection-plan', ['protection-plan']],
    ['homecare', ['homecare']],
    ['total-protection', ['total-protection']],
  ];
  for (const [cart, ok] of accepts) {
    for (const item of CART_TYPES) {
      const expected = ok.includes(item) ? { type: 'add', cartType: cart } : { type: 'replace' };
      it(`§5: a ${cart} cart ${ok.includes(item) ? 'accepts' : 'needs replace for'} ${item}`, () => {
        expect(addDecision(cart, item)).toEqual(expected);
      });
    }
  }

  it('§4: an empty cart takes the type of its first item', () => {
    for (const item of CART_TYPES) expect(addDecision(null, item)).toEqual({ type: 'add', cartType: item });
  });
});
