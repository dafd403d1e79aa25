import type { NextConfig } from 'next';
import { SECURITY_HEADERS } from './src/lib/csp';
import { variantRewrites } from './src/lib/proxy/variant-rewrite';

// Content-Security-Policy is per page (a nonce or the page's script hashes): src/middleware.ts and
// src/server/page-csp.ts set it (decision 042). SECURITY_HEADERS are the same on every answer
// (docs/product/security-tests.md#t12-1); the /api proxy adds them to the API's answers (decision 079).
const securityHeaders = SECURITY_HEADERS.map(([key, value]) => ({ key, value }));

const nextConfig: NextConfig = {
  transpilePackages: ['@kavach/domain', '@kavach/contracts'],
  poweredByHeader: false,
  // docs/product/api.md#geo-and-search names API paths with a trailing slash (GET /banner/, /grid_data/): /api/* must reach the
  // API as asked. Pages get the usual redirect to the slashless path from the page routing instead
  // (lib/proxy/route-page.ts), before their variant rewrite (issue 18).
  skipTrailingSlashRedirect: true,
  reactStrictMode: true,
  eslint: { ignoreDuringBuilds: true },
  // Load a page's server code when it is first asked for, not every page's at start: the web
  // server answers in ~1.8 s instead of ~2.6 s from a cold start (performance-goals: ≤ 2 s).
  experimental: {
    preloadEntriesOnStart: false,
    // A document the service desk asked for, posted before the tracker's scripts ran (decision 074):
    // the API's 5 MB upload limit plus the form's own fields (Next's default is 1 MB).
    serverActions: { bodySizeLimit: '6mb' },
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // A payment link's id is its secret: its pages send no referrer at all (the later rule wins).
      // A password reset link's token is its secret (docs/product/security-tests.md#t5-4): the same. Header rules match the
      // path the browser asked for, before the variant rewrite.
      ...['/payment-link/:path*', '/password-reset'].map((source) => ({
        source,
        headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }],
      })),
    ];
  },
  // The variant src/middleware.ts chose becomes the `[v]` page's path (decision 057).
  async rewrites() {
    return { beforeFiles: variantRewrites, afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
