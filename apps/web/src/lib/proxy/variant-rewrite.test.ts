import { describe, expect, it } from 'vitest';
import { VARIANT_KEYS } from '../variant';
import { VARIANT_PATTERN, variantRewrites } from './variant-rewrite';

describe('variant rewrites of next.config.ts (decision 057)', () => {
  it('name every [v] variant, and only those', () => {
    expect(VARIANT_PATTERN.split('|').sort()).toEqual([...VARIANT_KEYS].sort());
  });

  it("end with the home page's rule, which the path rule would otherwise rewrite a second time", () => {
    expect(variantRewrites.at(-1)).toMatchObject({ source: '/', destination: '/:variant' });
    expect(variantRewrites.filter((r) => r.source === '/')).toHaveLength(1);
  });

  it('apply only to requests the middleware has given a variant', () => {
    for (const r of variantRewrites) {
      expect(r.has).toHaveLength(1);
      expect(r.destination.startsWith('/:variant')).toBe(true);
    }
  });
});
