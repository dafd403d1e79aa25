// performance-goals.md "Storefront pages" (decision 098): `npm run weight` holds every page of the
// build to its first-load JS goal — SEO templates ≤ 110 kB gzip, every other page ≤ 170 kB.
import { describe, expect, it } from 'vitest';
import { GOALS, groupOf, pageWeights } from './check-page-weight.mjs';

describe('groupOf: which goal a page is held to', () => {
  it.each([
    ['/[v]/page', 'seo'],
    ['/[v]/[slug]/page', 'seo'],
    ['/[v]/account/profile/page', 'app'],
    ['/[v]/cart/page', 'app'],
    ['/_not-found/page', 'app'],
    ['/[v]/layout', null],
    ['/robots.txt/route', null],
  ])('%s → %s', (entry, group) => {
    expect(groupOf(entry)).toBe(group);
  });
});

describe('pageWeights', () => {
  const sizes: Record<string, number> = {
    'static/chunks/framework.js': 100_000,
    'static/chunks/zod.js': 60_000,
    'static/chunks/app/home.js': 9_000,
    'static/chunks/app/profile.js': 10_001,
    'static/css/app.css': 50_000,
  };
  const sizeOf = (f: string) => sizes[f] ?? 0;
  const manifest = {
    pages: {
      '/[v]/page': ['static/chunks/framework.js', 'static/chunks/app/home.js', 'static/css/app.css'],
      '/[v]/[slug]/page': [
        'static/chunks/framework.js',
        'static/chunks/app/home.js',
        'static/chunks/app/home.js',
      ],
      '/[v]/account/profile/page': [
        'static/chunks/framework.js',
        'static/chunks/zod.js',
        'static/chunks/app/profile.js',
      ],
      '/[v]/layout': ['static/chunks/framework.js', 'static/chunks/zod.js', 'static/chunks/zod.js'],
    },
  };

  it('sums the gzip sizes of each page’s scripts, each file once, stylesheets aside', () => {
    const rows = pageWeights(manifest, sizeOf);
    expect(rows.map((r) => [r.page, r.bytes])).toEqual([
      ['/[v]/account/profile', 170_001],
      ['/[v]', 109_000],
      ['/[v]/[slug]', 109_000],
    ]);
  });

  it('flags a page one byte over its goal, and only that page', () => {
    const rows = pageWeights(manifest, sizeOf);
    expect(GOALS.app.bytes).toBe(170_000);
    expect(GOALS.seo.bytes).toBe(110_000);
    expect(rows.filter((r) => r.over).map((r) => r.page)).toEqual(['/[v]/account/profile']);
  });

  it('holds an SEO template to 110 kB, not 170', () => {
    const heavy = { pages: { '/[v]/page': ['static/chunks/framework.js', 'static/chunks/app/profile.js'] } };
    expect(pageWeights(heavy, sizeOf)).toEqual([{ page: '/[v]', group: 'seo', bytes: 110_001, over: true }]);
  });
});
