// Decision 079: `/api/*` is forwarded by the web server itself (api-proxy.ts), before Next. These
// run a real upstream HTTP server standing in for the API and the proxy on its own port.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPathOf, createApiProxy, forwardedHeaders, isApiPath } from './api-proxy';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; sha256: string; bytes: number };

let seen: Seen[] = [];
let upstream: Server;
let proxy: Server;
let slowProxy: Server;
let deadProxy: Server;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
let proxyPort = 0;
let slowPort = 0;
let deadPort = 0;

function answer(req: IncomingMessage, res: ServerResponse, body: Buffer) {
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    headers: req.headers,
    sha256: createHash('sha256').update(body).digest('hex'),
    bytes: body.length,
  });
  if (req.url === '/slow') return; // never answers
  if (req.url === '/gzip') {
    const zipped = gzipSync(Buffer.from('{"ok":true}'));
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-encoding': 'gzip',
      'content-length': zipped.length,
    });
    return res.end(zipped);
  }
  res.setHeader('set-cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure']);
  res.setHeader('content-security-policy', "default-src 'none'");
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ url: req.url }));
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => answer(req, res, Buffer.concat(chunks)));
  });
  const apiPort = await listen(upstream);
  const forward = createApiProxy(`http://127.0.0.1:${apiPort}`);
  proxy = createServer((req, res) => forward(req, res));
  proxyPort = await listen(proxy);
  const slow = createApiProxy(`http://127.0.0.1:${apiPort}`, { idleTimeoutMs: 300 });
  slowProxy = createServer((req, res) => slow(req, res));
  slowPort = await listen(slowProxy);
  // A port nothing listens on: a closed server's.
  const closed = createServer();
  const closedPort = await listen(closed);
  await new Promise((r) => closed.close(r));
  const dead = createApiProxy(`http://127.0.0.1:${closedPort}`);
  deadProxy = createServer((req, res) => dead(req, res));
  deadPort = await listen(deadProxy);
});

afterAll(async () => {
  for (const s of [proxy, slowProxy, deadProxy, upstream]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

type Got = { status: number; headers: IncomingHttpHeaders; body: Buffer };
function call(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  return new Promise<Got>((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('decision 079: the /api proxy of the web server', () => {
  it('tells API paths from pages', () => {
    expect(['/api', '/api/', '/api/v3/cart', '/api?x=1'].every(isApiPath)).toBe(true);
    expect(['/apiary', '/', '/about-us', '/_next/static/a.js'].some(isApiPath)).toBe(false);
    expect(apiPathOf('/api')).toBe('/');
    expect(apiPathOf('/api?x=1')).toBe('/?x=1');
    expect(apiPathOf('/api/banner/?x=1')).toBe('/banner/?x=1');
  });

  it('decision 044: keeps the trailing slash and the query on the way to the API', async () => {
    seen = [];
    const res = await call(proxyPort, '/api/banner/?x=1');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({ url: '/banner/?x=1' });
    expect(seen[0]!.url).toBe('/banner/?x=1');
  });

  it('passes the client address this server chose and asks the API by its own name; hop-by-hop headers stay behind', async () => {
    seen = [];
    await call(proxyPort, '/api/health', {
      headers: {
        host: 'shop.example',
        'x-forwarded-for': '203.0.113.9',
        connection: 'keep-alive, x-hop-secret',
        'x-hop-secret': 'not for the API',
        te: 'trailers',
        cookie: '__Host-session_id=abc',
        'x-csrftoken': 't',
      },
    });
    const h = seen[0]!.headers;
    expect(h['x-forwarded-for']).toBe('203.0.113.9');
    expect(h.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(h['x-forwarded-host']).toBe('shop.example');
    expect(h['x-hop-secret']).toBeUndefined();
    expect(h.te).toBeUndefined();
    expect(h.cookie).toBe('__Host-session_id=abc');
    expect(h['x-csrftoken']).toBe('t');
  });

  it('decision 026: streams a 6 MB upload to the API byte for byte', async () => {
    seen = [];
    const body = randomBytes(6 * 1024 * 1024);
    const res = await call(proxyPort, '/api/v3/activation/x/documents', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(body.length) },
      body,
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.bytes).toBe(body.length);
    expect(seen[0]!.sha256).toBe(createHash('sha256').update(body).digest('hex'));
  });

  it('keeps every Set-Cookie and the API’s own policy, adds the origin’s security headers, and sends no internal header', async () => {
    const res = await call(proxyPort, '/api/health');
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure']);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-middleware-rewrite']).toBeUndefined();
  });

  it('passes a compressed answer on as the API compressed it', async () => {
    const res = await call(proxyPort, '/api/gzip', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('answers 502 with an error_code when the API cannot be reached, 504 when it does not answer', async () => {
    const down = await call(deadPort, '/api/health');
    expect(down.status).toBe(502);
    expect(JSON.parse(down.body.toString())).toMatchObject({ error_code: 'API_UNAVAILABLE' });
    const slow = await call(slowPort, '/api/slow');
    expect(slow.status).toBe(504);
    expect(JSON.parse(slow.body.toString())).toMatchObject({ error_code: 'API_TIMEOUT' });
  });

  it('leaves out the headers a Connection header names', () => {
    expect(forwardedHeaders({ connection: 'close, X-A', 'x-a': '1', 'x-b': '2', upgrade: 'h2c' })).toEqual({
      'x-b': '2',
    });
  });
});
