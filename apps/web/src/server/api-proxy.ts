// `/api/*` → the API, in the web server itself (production main.ts and `npm run dev`'s dev.ts),
// before Next sees the request (decision 079 — supersedes the middleware rewrite of decision 057).
// The browser stays same-origin; bodies stream both ways untouched (uploads are never buffered,
// decision 026; the API's own compression and every Set-Cookie pass through as the API wrote them);
// X-Forwarded-For is the client address this server chose (forwardClientAddress, decision 040).
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { SECURITY_HEADERS } from '../lib/csp';

/** Headers of one hop only (RFC 9110 §7.6.1): never forwarded either way. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The API's socket idle this long (no byte either way) ends the call: a 504 if nothing was sent yet (Next's proxy also gave up after 30 s). */
const IDLE_TIMEOUT_MS = 30_000;

/** Whether a request's URL is under `/api` (the path itself, `/api/…` or `/api?…`). */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The API path of a proxied URL: `/api/v3/cart?x=1` → `/v3/cart?x=1`, `/api` → `/`. */
export function apiPathOf(url: string): string {
  const rest = url.slice('/api'.length);
  return rest === '' ? '/' : rest.startsWith('?') ? `/${rest}` : rest;
}

/** The headers to pass on: hop-by-hop ones (and those `Connection` names) left out. */
export function forwardedHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name)) continue;
    out[name] = value;
  }
  return out;
}

const gatewayError = (res: ServerResponse, status: 502 | 504, message: string) => {
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({
    error_code: status === 504 ? 'API_TIMEOUT' : 'API_UNAVAILABLE',
    message,
  });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
  });
  res.end(body);
};

/** A handler that forwards a request under `/api` to `apiOrigin` (http or https) and streams the answer back. */
export function createApiProxy(apiOrigin: string, { idleTimeoutMs = IDLE_TIMEOUT_MS } = {}) {
  const origin = new URL(apiOrigin);
  const https = origin.protocol === 'https:';
  const send = https ? httpsRequest : httpRequest;
  const agent = https ? new HttpsAgent({ keepAlive: true }) : new Agent({ keepAlive: true });
  const base = origin.pathname.replace(/\/+$/, '');

  return function proxy(req: IncomingMessage, res: ServerResponse): void {
    const headers = forwardedHeaders(req.headers);
    // The API is asked by its own name (as a reverse proxy does); the name the browser used goes on.
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers.host = origin.host;
    const upstream = send(
      {
        protocol: origin.protocol,
        hostname: origin.hostname,
        port: origin.port || (https ? 443 : 80),
        method: req.method,
        path: `${base}${apiPathOf(req.url ?? '/api')}`,
        headers,
        agent,
      },
      (answer) => {
        // The origin's own headers first (as Next's `headers()` gave them before), the API's own win.
        const out: OutgoingHttpHeaders = {
          ...Object.fromEntries(SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value])),
          ...forwardedHeaders(answer.headers),
        };
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, out);
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.setTimeout(idleTimeoutMs, () =>
      upstream.destroy(Object.assign(new Error('API answer timed out'), { code: 'API_TIMEOUT' })),
    );
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (res.writableEnded || res.destroyed) return; // answered, or the browser went away
      console.error(`[web] /api proxy: ${req.method} ${req.url}: ${err.message}`);
      if (err.code === 'API_TIMEOUT')
        gatewayError(res, 504, 'Our servers took too long to answer. Please try again.');
      else gatewayError(res, 502, 'We could not reach our servers. Please try again in a moment.');
    });
    // The browser went away: stop asking the API (an upload stops streaming).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
