import type { NextConfig } from 'next';

const securityHeaders = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
];

const nextConfig: NextConfig = {
  transpilePackages: ['@kavach/domain', '@kavach/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // A payment link's id is its secret: its pages send no referrer at all (the later rule wins).
      { source: '/payment-link/:path*', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
      // A password reset link's token is its secret (T5.4): the same.
      { source: '/password-reset', headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] },
    ];
  },
};

export default nextConfig;
