import { describe, expect, it } from 'vitest';
import { DEVICE_CATEGORIES } from '../catalogue/categories';
import {
  ALL_PRODUCT_TYPES,
  PRODUCT_TYPE_OF_PLAN,
  isProblemValid,
  problemsFor,
  problemsOfCategory,
  problemsOfCover,
  sortProblems,
  type Problem,
} from './problems';

const pr = (id: string, display_order: number | null, types: number[] = [1]): Problem => ({
  id,
  name: id,
  display_order,
  root_product_type_ids: types,
});

describe('spec §5 problems sort: display_order ascending first, null-order last', () => {
  it('orders by display_order and puts nulls last, keeping their given order', () => {
    const sorted = sortProblems([pr('n1', null), pr('c', 3), pr('a', 1), pr('n2', null), pr('b', 2)]);
    expect(sorted.map((x) => x.id)).toEqual(['a', 'b', 'c', 'n1', 'n2']);
  });

  it('keeps equal orders stable', () => {
    expect(sortProblems([pr('x', 1), pr('y', 1)]).map((x) => x.id)).toEqual(['x', 'y']);
  });
});

describe('spec §5 problem validity: root_product_type_ids include the type, or the type is 10', () => {
  it('a problem of type 1 is valid for 1 and for 10, not for 2', () => {
    expect(isProblemValid(pr('a', 1, [1]), 1)).toBe(true);
    expect(isProblemValid(pr('a', 1, [1]), ALL_PRODUCT_TYPES)).toBe(true);
    expect(isProblemValid(pr('a', 1, [1]), 2)).toBe(false);
  });

  it('problemsFor filters then sorts', () => {
    const list = [pr('n', null, [2]), pr('b', 2, [2]), pr('a', 1, [1]), pr('c', 1, [2])];
    expect(problemsFor(list, 2).map((x) => x.id)).toEqual(['c', 'b', 'n']);
    expect(problemsFor(list, 10).map((x) => x.id)).toEqual(['a', 'c', 'b', 'n']);
  });

  it('home-care plans are type 10 (every problem)', () => {
    expect(PRODUCT_TYPE_OF_PLAN.homecare).toBe(ALL_PRODUCT_TYPES);
  });
});

describe('the problem catalogue', () => {
  const phone = DEVICE_CATEGORIES.find((c) => c.slug === 'mobile-phone')!;
  const ac = DEVICE_CATEGORIES.find((c) => c.slug === 'air-conditioner')!;

  it('a phone on spills and drops lists damage problems, not breakdowns', () => {
    const names = problemsFor(problemsOfCategory(phone), PRODUCT_TYPE_OF_PLAN['spills-and-drops']).map(
      (x) => x.name,
    );
    expect(names).toContain('Screen cracked');
    expect(names).toContain('Liquid damage');
    expect(names).not.toContain('Not charging');
  });

  it('an AC on an AMC lists "Not cooling" first and its service visits', () => {
    const names = problemsFor(problemsOfCategory(ac), PRODUCT_TYPE_OF_PLAN.amc).map((x) => x.name);
    expect(names[0]).toBe('Not cooling');
    expect(names).toContain('Water leaking from indoor unit');
    expect(names).toContain('Wet service (jet cleaning)');
  });

  it('every category has problems with unique ids and some with a null order', () => {
    for (const c of DEVICE_CATEGORIES) {
      const list = problemsOfCategory(c);
      expect(list.length, c.slug).toBeGreaterThan(0);
      expect(new Set(list.map((x) => x.id)).size, c.slug).toBe(list.length);
      expect(
        list.some((x) => x.display_order === null),
        c.slug,
      ).toBe(true);
    }
  });
});

describe('problems by cover (decision 063)', () => {
  const phone = DEVICE_CATEGORIES.find((c) => c.slug === 'mobile-phone')!;
  const totalCare = PRODUCT_TYPE_OF_PLAN['total-care'];

  it('a theft or loss lists what happened, not repair problems', () => {
    expect(problemsOfCover(phone, totalCare, 'theft').map((x) => x.name)).toEqual([
      'Stolen',
      'Snatched on the street',
      'Lost',
    ]);
  });

  it('any other cover lists the category problems valid for the plan type, without theft', () => {
    const damage = problemsOfCover(phone, totalCare, 'damage');
    expect(damage.map((x) => x.id)).toEqual(
      problemsFor([...problemsOfCategory(phone)], totalCare).map((x) => x.id),
    );
    expect(damage.some((x) => x.id.startsWith('theft-'))).toBe(false);
  });
});
