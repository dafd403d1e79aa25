import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A response as Next gave it to a fill request (identity encoding). */
export interface FetchedPage {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface CachedPage {
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  storedAt: number;
  /** Fresh until this time (ms); afterwards served stale while one refill runs. */
  freshUntil: number;
  bytes: number;
}

/** Response headers never stored: hop-by-hop, per-response or internal to Next's proxy. */
const DROPPED_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'x-nextjs-cache',
  'x-middleware-rewrite',
  'x-middleware-next',
  'x-powered-by',
]);

/**
 * s-maxage of a response Next marks as shared-cacheable (a statically generated / ISR page);
 * null for anything else (dynamic, private, no-store).
 */
export function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null;
  const cc = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(cc)) return null;
  const m = /\bs-maxage=(\d+)/.exec(cc);
  if (!m) return null;
  const seconds = Number(m[1]);
  return seconds > 0 ? seconds : null;
}

/** Only a 200 HTML page with a shared max-age and no cookie set may be cached. */
export function cacheTtlSeconds(page: FetchedPage): number | null {
  if (page.status !== 200) return null;
  if (page.headers['set-cookie'] !== undefined) return null;
  const type = String(page.headers['content-type'] ?? '');
  if (!type.startsWith('text/html')) return null;
  const enc = page.headers['content-encoding'];
  if (enc !== undefined && enc !== 'identity') return null;
  const cc = page.headers['cache-control'];
  return sharedMaxAge(Array.isArray(cc) ? cc.join(', ') : cc);
}

/** A refused page is tried again after this long (ms). */
export const UNCACHEABLE_MS = 60_000;
/** ... or after this long when Next has not yet learnt the page's lifetime (below). */
export const LIFETIME_PENDING_MS = 1_000;

/**
 * A page Next prerendered at run time (`x-nextjs-prerender`) comes back from its disk cache without
 * Cache-Control on the first requests after a restart: Next keeps a runtime page's lifetime only in
 * memory and re-renders the page in the background to learn it again. The page is cacheable a
 * moment later.
 */
export function lifetimePending(page: FetchedPage): boolean {
  return (
    page.status === 200 &&
    page.headers['x-nextjs-prerender'] !== undefined &&
    page.headers['cache-control'] === undefined &&
    page.headers['set-cookie'] === undefined
  );
}

/** How long to send a page that could not be stored straight to Next before trying again. */
export function retryAfterMs(page: FetchedPage): number {
  return lifetimePending(page) ? LIFETIME_PENDING_MS : UNCACHEABLE_MS;
}

/** Compresses once (off the main thread) so every hit is a buffer write. */
export async function toCachedPage(page: FetchedPage, ttlSeconds: number, now: number): Promise<CachedPage> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    if (value === undefined || DROPPED_HEADERS.has(name.toLowerCase())) continue;
    headers[name.toLowerCase()] = value;
  }
  const [gz, br] = await Promise.all([
    gzipAsync(page.body, { level: 9 }),
    brotliAsync(page.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
  ]);
  const etag = `"${createHash('sha256').update(page.body).digest('base64url').slice(0, 27)}"`;
  return {
    headers,
    identity: page.body,
    gzip: gz,
    br,
    etag,
    storedAt: now,
    freshUntil: now + ttlSeconds * 1000,
    bytes: page.body.length + gz.length + br.length,
  };
}

export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the client accepts (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name.trim(), q ? Number(q[1]) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/** Least-recently-used store bounded by total bytes. */
export class PageStore {
  private readonly entries = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldKey, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldKey);
      this.bytes -= old.bytes;
    }
  }

  delete(key: string): void {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.bytes -= old.bytes;
  }
}
