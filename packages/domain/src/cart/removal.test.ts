import { describe, expect, it } from 'vitest';
import { removalStep } from './removal';
import type { RemovalInput, RemovalStep } from './removal';

describe('removalStep', () => {
  it.each<[string, RemovalInput, RemovalStep]>([
    [
      'minus on a line of 3 among others → decrement',
      { quantity: 3, isLastItemInCart: false, flagged: false },
      { confirm: false, action: 'decrement', clearsCartType: false },
    ],
    [
      'minus on a line of 1 among others → delete without asking',
      { quantity: 1, isLastItemInCart: false, flagged: false },
      { confirm: false, action: 'delete', clearsCartType: false },
    ],
    [
      'minus on the only line with 2 units → decrement (the cart does not empty)',
      { quantity: 2, isLastItemInCart: true, flagged: false },
      { confirm: false, action: 'decrement', clearsCartType: false },
    ],
    [
      'minus on the last unit of the only line → confirm, delete, clear the cart type',
      { quantity: 1, isLastItemInCart: true, flagged: false },
      { confirm: true, action: 'delete', clearsCartType: true },
    ],
    [
      'flagged removal of a line among others → confirm, delete the whole line',
      { quantity: 4, isLastItemInCart: false, flagged: true },
      { confirm: true, action: 'delete', clearsCartType: false },
    ],
    [
      'flagged removal of the only line → confirm, delete, clear the cart type',
      { quantity: 4, isLastItemInCart: true, flagged: true },
      { confirm: true, action: 'delete', clearsCartType: true },
    ],
    [
      'flagged removal of a single unit among others → confirm, delete',
      { quantity: 1, isLastItemInCart: false, flagged: true },
      { confirm: true, action: 'delete', clearsCartType: false },
    ],
  ])('§4 Cart removal: %s', (_name, input, expected) => {
    expect(removalStep(input)).toEqual(expected);
  });

  it.each([0, -1, 1.5, Number.NaN])('T7.2: refuses quantity %d', (quantity) => {
    expect(() => removalStep({ quantity, isLastItemInCart: false, flagged: false })).toThrow(RangeError);
  });
});
