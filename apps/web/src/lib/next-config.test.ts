import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { VARIANT_KEYS } from './variant';

describe('next.config headers on the paths the browser asks for (decisions 029, 057)', () => {
  it('T5.4 and payment links: no referrer; the variant is a rewrite Next applies after headers, so no rule names it', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const noReferrer = rules
      .filter((r) => r.headers.some((h) => h.key === 'Referrer-Policy' && h.value === 'no-referrer'))
      .map((r) => r.source);
    expect([...noReferrer].sort()).toEqual(['/password-reset', '/payment-link/:path*']);
    expect(rules.map((r) => r.source).filter((s) => VARIANT_KEYS.some((v) => s.includes(`(${v}`)))).toEqual(
      [],
    );
  });
});

describe('next.config start-up (performance-goals: web cold start ≤ 2 s)', () => {
  it('loads each page’s server code on first use, not every page’s at start', () => {
    expect(nextConfig.experimental?.preloadEntriesOnStart).toBe(false);
  });
});

describe('next.config trailing slashes (issue 18, spec §7)', () => {
  it('does not redirect /api/banner/ to /api/banner: the page routing redirects pages itself', () => {
    expect(nextConfig.skipTrailingSlashRedirect).toBe(true);
  });
});
