import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  LIFETIME_PENDING_MS,
  PageStore,
  UNCACHEABLE_MS,
  cacheTtlSeconds,
  chooseEncoding,
  lifetimePending,
  retryAfterMs,
  sharedMaxAge,
  toCachedPage,
} from './edge-cache';
import type { FetchedPage } from './edge-cache';

const page = (over: Partial<FetchedPage> = {}): FetchedPage => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 's-maxage=3600, stale-while-revalidate=31532400',
    'x-middleware-rewrite': 'http://127.0.0.1:4000/secret',
    'x-nextjs-cache': 'HIT',
    vary: 'rsc, Accept-Encoding',
    'content-length': '11',
  },
  body: Buffer.from('<html>hi</html>'),
  ...over,
});

describe('page cache: what may be stored (decision 010)', () => {
  it('stores only 200 HTML pages Next marks shared-cacheable, for their s-maxage', () => {
    expect(cacheTtlSeconds(page())).toBe(3600);
    expect(cacheTtlSeconds(page({ status: 404 }))).toBeNull();
    expect(cacheTtlSeconds(page({ status: 307 }))).toBeNull();
    expect(cacheTtlSeconds(page({ headers: { ...page().headers, 'set-cookie': ['a=1'] } }))).toBeNull();
    expect(
      cacheTtlSeconds(page({ headers: { ...page().headers, 'content-type': 'application/json' } })),
    ).toBeNull();
    expect(
      cacheTtlSeconds(
        page({ headers: { ...page().headers, 'cache-control': 'private, no-cache, no-store' } }),
      ),
    ).toBeNull();
  });

  it('reads s-maxage and refuses private / no-store / missing', () => {
    expect(sharedMaxAge('s-maxage=60')).toBe(60);
    expect(sharedMaxAge('public, max-age=0, must-revalidate')).toBeNull();
    expect(sharedMaxAge('private, s-maxage=60')).toBeNull();
    expect(sharedMaxAge('s-maxage=0')).toBeNull();
    expect(sharedMaxAge(undefined)).toBeNull();
  });

  it('retries a prerendered page whose lifetime Next has not learnt yet (after a restart) within a second', () => {
    const { 'cache-control': _cc, ...noLifetime } = page().headers;
    const prerendered = { ...noLifetime, 'x-nextjs-prerender': '1' };
    expect(cacheTtlSeconds(page({ headers: prerendered }))).toBeNull();
    expect(lifetimePending(page({ headers: prerendered }))).toBe(true);
    expect(lifetimePending(page())).toBe(false);
    expect(retryAfterMs(page({ headers: prerendered }))).toBe(LIFETIME_PENDING_MS);
    // Anything else Next refused to share waits the full minute.
    expect(retryAfterMs(page({ headers: noLifetime }))).toBe(UNCACHEABLE_MS);
    expect(retryAfterMs(page({ headers: { ...prerendered, 'set-cookie': ['a=1'] } }))).toBe(UNCACHEABLE_MS);
    expect(retryAfterMs(page({ status: 404, headers: prerendered }))).toBe(UNCACHEABLE_MS);
    expect(retryAfterMs(page({ headers: { ...prerendered, 'cache-control': 'private, no-store' } }))).toBe(
      UNCACHEABLE_MS,
    );
  });

  it('drops internal and per-response headers, keeps Vary, and stores gzip and brotli copies', async () => {
    const entry = await toCachedPage(page(), 60, 1_000);
    expect(entry.headers['x-middleware-rewrite']).toBeUndefined();
    expect(entry.headers['x-nextjs-cache']).toBeUndefined();
    expect(entry.headers['content-length']).toBeUndefined();
    expect(entry.headers.vary).toBe('rsc, Accept-Encoding');
    expect(gunzipSync(entry.gzip).toString()).toBe('<html>hi</html>');
    expect(brotliDecompressSync(entry.br).toString()).toBe('<html>hi</html>');
    expect(entry.freshUntil).toBe(61_000);
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
  });
});

describe('page cache: content negotiation', () => {
  it('prefers brotli, then gzip, honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

describe('page cache: bounded LRU store', () => {
  it('evicts the least recently used entries past the byte bound', async () => {
    const make = async () => toCachedPage(page({ body: Buffer.alloc(1000, 'a') }), 60, 0);
    const one = await make();
    const store = new PageStore(one.bytes * 2);
    store.set('a', one);
    store.set('b', await make());
    store.get('a');
    store.set('c', await make());
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.get('c')).toBeDefined();
    expect(store.totalBytes).toBe(one.bytes * 2);
    store.delete('a');
    expect(store.size).toBe(1);
  });

  it('never stores an entry larger than the whole bound', async () => {
    const store = new PageStore(10);
    store.set('a', await toCachedPage(page(), 60, 0));
    expect(store.size).toBe(0);
  });
});
