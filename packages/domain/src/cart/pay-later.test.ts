import { describe, expect, it } from 'vitest';
import { POSTPAID_DISALLOWED_CATEGORIES, payLaterAllowed, postpaidAllowed } from './pay-later';
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

describe('postpaidAllowed (issue 18 §3)', () => {
  it.each<[string, string | null, PayLaterLine[], boolean]>([
    ['an insta-repair cart of an allowed category', 'insta-repair', [ir('air-conditioner')], true],
    ['an insta-repair cart with a disallowed category', 'insta-repair', [ir('laptop')], false],
    [
      'an insta-repair cart with one disallowed visit among allowed ones',
      'insta-repair',
      [ir('air-conditioner'), ir('mobile-phone')],
      false,
    ],
    [
      'an insta-repair cart with an AMC line (only insta-repair categories count)',
      'insta-repair',
      [ir('water-purifier'), amc('air-conditioner')],
      true,
    ],
    [
      'an AMC cart, even with an allowed insta-repair visit',
      'amc',
      [amc('air-conditioner'), ir('air-conditioner')],
      false,
    ],
    [
      'a protection-plan cart',
      'protection-plan',
      [{ itemType: 'protection-plan', categoryType: 'air-conditioner' }],
      false,
    ],
    ['an insta-repair cart with no insta-repair visit left', 'insta-repair', [amc('air-conditioner')], false],
    ['an empty cart', null, [], false],
  ])('§5 pay later is offered for %s → %s', (_name, type, lines, expected) => {
    expect(postpaidAllowed({ type, lines })).toBe(expected);
  });

  it('§5 the configured list: laptops, phones, tablets and televisions are paid before the visit', () => {
    for (const category of POSTPAID_DISALLOWED_CATEGORIES)
      expect(postpaidAllowed({ type: 'insta-repair', lines: [ir(category)] })).toBe(false);
  });
});
