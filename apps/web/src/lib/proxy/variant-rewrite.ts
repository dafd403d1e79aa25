/**
 * The `/x` → `/{variant}/x` rewrite as documented `next.config` rewrites (decision 057).
 *
 * src/middleware.ts decides the variant with `routePage` and hands it on in a request header; these
 * `beforeFiles` rewrites (which Next applies after the middleware, with the headers it set) turn
 * it into the path of the `[v]` page. A page reached through a config rewrite keeps its static
 * generation and ISR; one reached through a middleware rewrite is rendered dynamically on Next 15.5
 * (decision 029). No imports: next.config.ts loads this file.
 */

/** The request header src/middleware.ts sets on every page request it lets through (and only it). */
export const VARIANT_HEADER = 'x-kavach-variant';

/** The `[v]` variants of src/lib/variant.ts (`VARIANT_KEYS`; variant-rewrite.test.ts keeps them equal). */
export const VARIANT_PATTERN = 'd|app|osg|agent';

interface Rewrite {
  source: string;
  destination: string;
  has: { type: 'header'; key: string; value: string }[];
}

const has = [{ type: 'header' as const, key: VARIANT_HEADER, value: `(?<variant>${VARIANT_PATTERN})` }];

/**
 * `beforeFiles` rewrites. Next applies them in order, each to the previous one's result, so the
 * home page's rule comes last: first, it would turn `/` into `/d`, which the other rule would then
 * turn into `/d/d`. The other rule takes every page path but the home page — the paths of the
 * middleware's matcher, so a client that sends the header itself on an asset or metadata file is
 * not rewritten (the middleware overwrites it on every page path).
 */
export const variantRewrites: Rewrite[] = [
  {
    source: '/:path((?!api/|_next/|favicon\\.ico$|sitemap\\.xml$|robots\\.txt$|.*\\.[^/]*$).+)',
    has,
    destination: '/:variant/:path',
  },
  { source: '/', has, destination: '/:variant' },
];
