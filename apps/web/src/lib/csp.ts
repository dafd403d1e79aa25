// Content-Security-Policy and Permissions-Policy of every page (issue 18 finding 4, security plan
// docs/product/security-tests.md#t12-1; decision 042). Pure strings: used by src/middleware.ts (a per-request nonce, Next's
// documented mechanism for dynamically rendered pages) and by the production web server
// (src/server/page-csp.ts: hashes of the inline scripts of statically generated pages).

/**
 * Razorpay Standard Checkout (the Pay step of /checkout). Hosts from Razorpay's own CSP allowlist
 * (razorpay/razorpay-magento etc/csp_whitelist.xml): checkout.js from checkout.razorpay.com, which
 * loads its risk-detection script and images from cdn.razorpay.com, opens its window as a frame of
 * api.razorpay.com and reports to lumberjack. Every page carries them, not only /checkout: the cart
 * reaches the checkout by client-side navigation, keeping the cart document and its policy.
 */
export const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://cdn.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://lumberjack-metrics.razorpay.com',
  ],
  img: ['https://cdn.razorpay.com'],
} as const;

/** What allows the page's inline scripts: a nonce (dynamic pages) or their hashes (static pages). */
export interface InlineScriptSources {
  nonce?: string;
  /** base64 SHA-256 digests of the inline scripts the page may run. */
  sha256?: readonly string[];
  /** `next dev` only: React's development build uses eval (Next's CSP guide). */
  dev?: boolean;
}

/**
 * The page policy. Scripts: our own origin (Next's chunks), Razorpay's checkout, and the inline
 * scripts named by nonce or hash — never 'unsafe-inline' or 'unsafe-eval' in production. Styles
 * keep 'unsafe-inline': checkout.js writes its modal's styles inline, and a style cannot run code.
 */
export function pageCsp(inline: InlineScriptSources, imgOrigins: readonly string[] = []): string {
  const scriptSources = [
    "'self'",
    ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : []),
    ...(inline.sha256 ?? []).map((h) => `'sha256-${h}'`),
    ...RAZORPAY.script,
    ...(inline.dev ? ["'unsafe-eval'"] : []),
  ];
  return [
    "default-src 'self'",
    `script-src ${scriptSources.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...RAZORPAY.img, ...imgOrigins].join(' ')}`,
    "font-src 'self'",
    `connect-src 'self' ${RAZORPAY.connect.join(' ')}`,
    `frame-src ${RAZORPAY.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The origin of a configured map tile source (MAP_TILE_URL, decision 061), for img-src. */
export function tileOrigins(tileUrl: string | undefined): string[] {
  if (!tileUrl) return [];
  try {
    return [new URL(tileUrl).origin];
  } catch {
    return [];
  }
}

/** The nonce a page policy names, if any. */
export function nonceOf(policy: string | undefined): string | undefined {
  return policy ? /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy)?.[1] : undefined;
}

/**
 * Powerful features no page uses are off; Payment Request stays allowed to our origin and to
 * Razorpay's checkout frame (cards and wallets inside Standard Checkout).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'browsing-topics=()',
  `payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")`,
].join(', ');

/** HSTS of one year (ASVS 3.4.1); browsers ignore it on plain-HTTP responses (the local stack). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer of the web origin, pages and proxied API answers alike
 * (docs/product/security-tests.md#t12-1): next.config.ts's `headers()` and src/server/api-proxy.ts.
 */
export const SECURITY_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', PERMISSIONS_POLICY],
  ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
];
