const BASE = 'https://kavach.invalid';

/**
 * A same-site path to go to (`next` after sign-in, a page the API names), or null: it must start
 * with exactly one '/', hold no backslash or control character (browsers turn `/\x` and `/\t/x`
 * into `//x`, another site), and stay on our origin once parsed. Never an open redirect.
 */
export function localPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return null;
  try {
    const url = new URL(path, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
