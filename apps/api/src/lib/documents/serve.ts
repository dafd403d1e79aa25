const SERVABLE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

/** RFC 5987 / 8187 percent-encoding for `filename*` (attr-char only). */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Response headers for handing an uploaded document back (docs/product/security-tests.md#t11-3, ASVS 5.4.1/5.4.2):
 * always a download, never rendered inline; the browser may not sniff another type; if it is
 * rendered anyway (opened from the downloads list in a browser tab) it runs sandboxed with no
 * script and no origin; nothing is kept in shared caches. `safeName` comes from `inspectUpload`;
 * it is cleaned again here so a careless caller cannot break out of the quoted filename.
 */
export function attachmentHeaders(safeName: string, contentType: string): Record<string, string> {
  const name = safeName.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'document';
  return {
    'Content-Type': SERVABLE_TYPES.has(contentType) ? contentType : 'application/octet-stream',
    'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeExtValue(name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-store',
  };
}
