import { describe, expect, it } from 'vitest';
import { payLaterAllowed } from './pay-later';
import type { PayLaterLine } from './pay-later';

const DISALLOW = ['Laptop', 'Mobile'];
const ir = (categoryType: string | null): PayLaterLine => ({ itemType: 'insta-repair', categoryType });
const amc = (categoryType: string | null): PayLaterLine => ({ itemType: 'amc', categoryType });

describe('payLaterAllowed', () => {
  it.each<[string, PayLaterLine[], readonly string[], boolean]>([
    ['empty cart', [], DISALLOW, true],
    ['insta-repair on an allowed category type', [ir('Air Conditioner')], DISALLOW, true],
    ['insta-repair on a disallowed category type', [ir('Laptop')], DISALLOW, false],
    [
      'one disallowed insta-repair line among allowed ones',
      [ir('Air Conditioner'), amc('Laptop'), ir('Mobile')],
      DISALLOW,
      false,
    ],
    ['a disallowed category type on a non-insta-repair line', [amc('Laptop')], DISALLOW, true],
    ['insta-repair with no category type', [ir(null)], DISALLOW, true],
    ['matching ignores case and spaces', [ir(' laptop ')], DISALLOW, false],
    ['empty disallow list', [ir('Laptop')], [], true],
  ])('§5 pay later: %s → %s', (_name, lines, disallow, expected) => {
    expect(payLaterAllowed(lines, disallow)).toBe(expected);
  });
});
