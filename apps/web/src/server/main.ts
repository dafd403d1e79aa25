// Production web server: Next.js behind an in-process page cache (decision 010).
// `npm start`, the e2e runner and the bench all run this file (built to dist/server.mjs).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import {
  PageStore,
  cacheTtlSeconds,
  chooseEncoding,
  lifetimePending,
  retryAfterMs,
  toCachedPage,
} from './edge-cache';
import type { CachedPage, FetchedPage } from './edge-cache';
import { createApiProxy, isApiPath } from './api-proxy';
import { compileTrust, forwardClientAddress } from './client-address';
import { staticPageCsp } from './page-csp';
import { cacheKeyFor } from './request-key';
import type { KeyedRequest } from './request-key';
import { createPageForwarder, isPageRequest } from './response-csp';
import { serverEnv, skipLockfileCheck } from './env';

const env = serverEnv();
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FILL_HEADER = 'x-kavach-edge-fill';
const FILL_TOKEN = randomBytes(32).toString('hex');
const FILL_TIMEOUT_MS = 30_000;
/** A fill asks again this often, this many times, while Next relearns a page's lifetime. */
const LIFETIME_POLL_MS = 100;
const LIFETIME_POLLS = 20;
/** Keys whose page turned out not cacheable go straight to Next for a while (retryAfterMs). */
const UNCACHEABLE_MAX = 10_000;

skipLockfileCheck();
const app = next({ dev: false, dir: WEB_DIR, hostname: 'localhost', port: env.PORT });
const nextHandler = app.getRequestHandler();
const trustProxy = compileTrust(env.TRUST_PROXY);
const proxyToApi = createApiProxy(env.API_ORIGIN);

/**
 * Next, which routes pages itself (src/middleware.ts and next.config.ts's rewrites, decision 057).
 * A page is asked for over this server's own port, so its HTML arrives whole and gets the policy
 * its scripts need (decision 042, 080); Next's assets go to Next directly.
 */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (isPageRequest(req)) return forwardPage(req, res);
  await nextHandler(req, res);
}
const store = new PageStore(env.WEB_EDGE_CACHE_MB * 1024 * 1024);
const inflight = new Map<string, Promise<CachedPage | null>>();
const uncacheable = new Map<string, number>();
let fillPort = env.PORT;
const forwardPage = createPageForwarder(() => fillPort, FILL_HEADER, FILL_TOKEN);

function isFillRequest(req: IncomingMessage): boolean {
  const given = req.headers[FILL_HEADER];
  if (typeof given !== 'string' || given.length !== FILL_TOKEN.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(FILL_TOKEN));
}

/** Asks Next for the page with only the inputs in the cache key (so nothing else can shape it). */
function fetchFromNext(keyed: KeyedRequest): Promise<FetchedPage> {
  return new Promise((resolve, reject) => {
    const headers: OutgoingHttpHeaders = {
      host: `localhost:${env.PORT}`,
      'accept-encoding': 'identity',
      accept: 'text/html',
      [FILL_HEADER]: FILL_TOKEN,
    };
    if (keyed.cookieHeader) headers.cookie = keyed.cookieHeader;
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: fillPort,
        path: keyed.pathname,
        method: 'GET',
        headers,
        timeout: FILL_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`fill of ${keyed.pathname} timed out`)));
    req.on('error', reject);
    req.end();
  });
}

/** One fill per key at a time; concurrent misses wait for it. */
function fill(keyed: KeyedRequest): Promise<CachedPage | null> {
  const running = inflight.get(keyed.key);
  if (running) return running;
  const job = (async () => {
    try {
      let page = await fetchFromNext(keyed);
      for (let poll = 0; poll < LIFETIME_POLLS && lifetimePending(page); poll++) {
        await new Promise((resolve) => setTimeout(resolve, LIFETIME_POLL_MS));
        page = await fetchFromNext(keyed);
      }
      const ttl = cacheTtlSeconds(page);
      if (ttl === null) {
        store.delete(keyed.key);
        if (uncacheable.size >= UNCACHEABLE_MAX) uncacheable.clear();
        uncacheable.set(keyed.key, Date.now() + retryAfterMs(page));
        return null;
      }
      // Decision 042: a stored page is static; its policy names its inline scripts by hash.
      const csp = staticPageCsp(page.body.toString('utf8'), keyed.pathname);
      const headers = { ...page.headers, 'content-security-policy': csp };
      const entry = await toCachedPage({ ...page, headers }, ttl, Date.now());
      store.set(keyed.key, entry);
      return entry;
    } catch (err) {
      console.error(`[web] page cache fill failed for ${keyed.pathname}: ${(err as Error).message}`);
      return null;
    } finally {
      inflight.delete(keyed.key);
    }
  })();
  inflight.set(keyed.key, job);
  return job;
}

function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedPage, state: string): void {
  const now = Date.now();
  const headers: OutgoingHttpHeaders = {
    ...entry.headers,
    etag: entry.etag,
    age: String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))),
    'x-kavach-cache': state,
  };
  if (req.headers['if-none-match'] === entry.etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function onRequest(req: IncomingMessage, res: ServerResponse): Promise<void> {
  // This server's own request (a page cache fill, a page forwarded for its policy): straight to
  // Next, with the headers this server already set.
  if (isFillRequest(req)) return nextHandler(req, res);
  // Before anything reads it: only this server names the client to the API (decision 040).
  forwardClientAddress(req, trustProxy);
  if (isApiPath(req.url ?? '/')) return proxyToApi(req, res); // decision 079: never through Next
  const keyed = env.WEB_EDGE_CACHE === 'on' ? cacheKeyFor(req) : null;
  if (!keyed) return handle(req, res);
  const now = Date.now();
  const entry = store.get(keyed.key);
  if (entry) {
    const fresh = entry.freshUntil > now;
    if (!fresh) void fill(keyed);
    return sendCached(req, res, entry, fresh ? 'HIT' : 'STALE');
  }
  const until = uncacheable.get(keyed.key);
  if (until !== undefined && until > now) return handle(req, res);
  const filled = await fill(keyed);
  return filled ? sendCached(req, res, filled, 'MISS') : handle(req, res);
}

async function main(): Promise<void> {
  await app.prepare();
  const server = createServer((req, res) => {
    onRequest(req, res).catch((err: unknown) => {
      console.error('[web] request failed', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(env.PORT, env.WEB_HOST, resolve));
  fillPort = (server.address() as AddressInfo).port;
  console.log(
    `[web] listening on ${env.WEB_HOST ?? '*'}:${fillPort} (page cache ${env.WEB_EDGE_CACHE}, ${env.WEB_EDGE_CACHE_MB} MiB)`,
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error('[web] failed to start', err);
  process.exit(1);
});
