import { describe, expect, it } from 'vitest';
import {
  categoryByPluralSlug,
  categoryByQuestionSlug,
  categoryBySlug,
  planTypeByKey,
} from './category-lookup';
import { DEVICE_CATEGORIES } from './categories';

const QUESTION_SLUGS = [
  'mobile-phones',
  'tablets',
  'laptops',
  'digital-cameras',
  'desktops',
  'printers-scanners',
  'audio-systems',
  'televisions',
  'washing-machines',
  'room-coolers',
  'water-purifiers',
  'air-conditioners',
  'air-purifiers',
  'geysers',
  'home-theatres-soundbars',
  'vacuum-cleaners',
  'irons',
  'refrigerators',
  'microwave',
  'dishwashers',
  'juicer-mixer-grinders',
  'groom-haircares',
  'fans',
  'electric-cookers',
  'kettles',
  'choppers-blenders',
  'fitness-trackers',
  'smart-watches',
  'gaming-consoles',
  'headphones',
];

describe('category lookup', () => {
  it.each(QUESTION_SLUGS)('§2 question popup categories: %s is a catalogue question slug', (slug) => {
    expect(categoryByQuestionSlug(slug)?.questionSlug).toBe(slug);
  });

  it('§2 question popup categories: the catalogue has exactly the 30 listed categories', () => {
    expect(DEVICE_CATEGORIES.map((c) => c.questionSlug).sort()).toEqual([...QUESTION_SLUGS].sort());
  });

  it.each([
    ['singular slug', () => categoryBySlug('microwave')?.pluralSlug, 'microwaves'],
    ['plural slug', () => categoryByPluralSlug('microwaves')?.slug, 'microwave'],
    ['unknown singular slug', () => categoryBySlug('toaster'), null],
    ['unknown plural slug', () => categoryByPluralSlug('__proto__'), null],
    ['unknown question slug', () => categoryByQuestionSlug('microwaves'), null],
    ['plan type', () => planTypeByKey('total-care')?.navSection, 'total-care'],
    ['unknown plan type', () => planTypeByKey('toString'), null],
  ] as const)('§2 catalogue lookup: %s', (_label, lookup, expected) => {
    expect(lookup()).toBe(expected);
  });
});
