import { describe, expect, it } from 'vitest';
import nextConfig from '../../next.config';
import { VARIANT_KEYS } from './variant';

describe('next.config headers on the paths Next is handed (decision 029)', () => {
  it('T5.4 and payment links: no referrer, whether or not the path carries its variant', async () => {
    const rules = (await nextConfig.headers?.()) ?? [];
    const noReferrer = rules
      .filter((r) => r.headers.some((h) => h.key === 'Referrer-Policy' && h.value === 'no-referrer'))
      .map((r) => r.source);
    const variants = `/:variant(${VARIANT_KEYS.join('|')})`;
    expect(noReferrer).toEqual(
      expect.arrayContaining([
        '/password-reset',
        `${variants}/password-reset`,
        '/payment-link/:path*',
        `${variants}/payment-link/:path*`,
      ]),
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
