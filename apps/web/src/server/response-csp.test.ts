import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCsp } from '../lib/csp';
import { createPageForwarder, isPageRequest } from './response-csp';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const HEAD = '<!DOCTYPE html><html><head><title>x</title></head><body>';
const TAIL = `<script>${INIT}</script><script>alert(1)</script></body></html>`;

const servers: Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  }
});

const TOKEN = 'fill-token';
const listen = async (server: Server) => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

/** What the forwarded request looked like when it reached "Next". */
let reached: { headers: IncomingHttpHeaders; body: string } | null = null;

/**
 * A server playing Next (`next`) and, in front of it, the production server's page forwarding
 * (createPageForwarder): the URL the browser asks.
 */
async function serve(next: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const nextPort = await listen(
    createServer((req, res) => {
      const body: Buffer[] = [];
      req.on('data', (c: Buffer) => body.push(c));
      req.on('end', () => {
        reached = { headers: req.headers, body: Buffer.concat(body).toString() };
        next(req, res);
      });
    }),
  );
  const forward = createPageForwarder(() => nextPort, 'x-kavach-edge-fill', TOKEN);
  return `http://127.0.0.1:${await listen(createServer(forward))}`;
}

/** Next streaming `pieces` a few milliseconds apart, gzip-compressed and flushed after each. */
function streamCompressed(contentType: string, pieces: string[]) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'content-type': contentType, 'content-encoding': 'gzip' });
    const gzip = createGzip();
    gzip.pipe(res);
    const next = (i: number) => {
      if (i === pieces.length - 1) gzip.end(pieces[i]);
      else {
        gzip.write(pieces[i]!);
        gzip.flush();
        setTimeout(() => next(i + 1), 5);
      }
    };
    next(0);
  };
}

/** The answer's headers and bytes as sent, not decoded (a fetch would hang on a corrupt gzip body). */
function rawAnswer(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('T12.1 pages Next answers directly get the policy their scripts need (decision 042)', () => {
  it('T12.1: a static page streamed in pieces, gzip-compressed, is sent whole with the hashes of its framework scripts (not of an injected one)', async () => {
    const html = HEAD + '<main>Cart</main>' + TAIL;
    const gz = gzipSync(html);
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-encoding', 'gzip');
      res.setHeader('content-security-policy', pageCsp({ nonce: 'TjE=' })); // middleware's
      res.write(gz.subarray(0, 10));
      setTimeout(() => res.end(gz.subarray(10)), 5);
    });
    const answer = await fetch(`${url}/cart?utm_source=x`);
    expect(await answer.text()).toBe(html);
    expect(answer.headers.get('content-security-policy')).toBe(pageCsp({ sha256: [sha(INIT)] }));
  });

  it('T12.1: a page streamed uncompressed in chunks (headers flushed first, no length) is still held whole', async () => {
    const html = HEAD + '<main>Plans</main>' + TAIL;
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      const pieces = [html.slice(0, 40), html.slice(40, 90), html.slice(90)];
      const next = (i: number) => {
        if (i === pieces.length) return void res.end();
        res.write(pieces[i]);
        setTimeout(() => next(i + 1), 5);
      };
      next(0);
    });
    const answer = await fetch(`${url}/account/plans`);
    expect(answer.headers.get('content-security-policy')).toBe(pageCsp({ sha256: [sha(INIT)] }));
    expect(await answer.text()).toBe(html);
  });

  it('T12.1: a dynamic page Next rendered with the request nonce keeps the nonce policy', async () => {
    const csp = pageCsp({ nonce: 'TjE=' });
    const url = await serve((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': csp });
      res.write(HEAD);
      res.end(`<script nonce="TjE=">${INIT}</script></body></html>`);
    });
    const answer = await fetch(`${url}/payment-link/plink_1`);
    expect(answer.headers.get('content-security-policy')).toBe(csp);
    expect(await answer.text()).toContain('nonce="TjE="');
  });

  it('T12.1: a 304 (the browser revalidating a page it has) carries no policy, so the stored page keeps the policy it came with', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-security-policy', pageCsp({ nonce: 'TjE=' })); // middleware's
      res.writeHead(304);
      res.end();
    });
    const answer = await fetch(`${url}/cart?utm_source=x`, { headers: { 'if-none-match': '"a"' } });
    expect(answer.status).toBe(304);
    expect(answer.headers.get('content-security-policy')).toBeNull();
  });

  it('other answers pass through as written: a flight payload streams, a redirect keeps its status', async () => {
    let firstSeen = false;
    const url = await serve((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(307, { location: '/elsewhere' });
        res.end();
        return;
      }
      res.setHeader('content-type', 'text/x-component');
      res.write('0:{}\n');
      const wait = setInterval(() => {
        if (!firstSeen) return;
        clearInterval(wait);
        res.end('1:{}\n');
      }, 5);
    });
    const answer = await fetch(`${url}/cart`, { headers: { rsc: '1' } });
    expect(answer.headers.get('content-security-policy')).toBeNull();
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('0:{}\n'); // before the end
    firstSeen = true;
    while (!(await reader.read()).done);
    const moved = await fetch(`${url}/moved`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([307, '/elsewhere']);
  });

  it('the API under /api and Next assets are not pages', () => {
    const req = (url: string) => ({ url }) as IncomingMessage;
    expect(['/', '/cart', '/apiary', '/x?api=1'].map((u) => isPageRequest(req(u)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(
      ['/api', '/api/v3/cart', '/api?x', '/_next/static/a.js'].map((u) => isPageRequest(req(u))),
    ).toEqual([false, false, false, false]);
  });
});

describe('decision 080: answers pass through the forwarding as Next compressed them', () => {
  it('a flight payload (a server action answer, an RSC navigation) streamed gzip-compressed reaches the browser whole', async () => {
    const pieces = ['0:{"a":1}\n', '1:{"b":2}\n', '2:{"c":3}\n'];
    const url = await serve(streamCompressed('text/x-component', pieces));
    const answer = await rawAnswer(`${url}/selfserve/tracker/service-request/261127-000001`, 'POST', {
      'next-action': 'abc',
      'accept-encoding': 'gzip',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    expect(gunzipSync(answer.body).toString('utf8')).toBe(pieces.join(''));
  });

  it('T12.1: a page streamed gzip-compressed is held whole and gets the hashes of its scripts', async () => {
    const html = HEAD + '<main>Tracker</main>' + TAIL;
    const url = await serve(
      streamCompressed('text/html; charset=utf-8', [html.slice(0, 50), html.slice(50)]),
    );
    const answer = await fetch(`${url}/selfserve/tracker?query=x`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers.get('content-security-policy')).toBe(pageCsp({ sha256: [sha(INIT)] }));
    expect(await answer.text()).toBe(html);
  });
});

describe('decision 080: a page request reaches Next as the browser sent it', () => {
  it("with its host, cookies, client address and body, marked as this server's own request; hop-by-hop headers stay behind", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(303, { location: '/selfserve/tracker/service-request/261127-000001' });
      res.end();
    });
    const answer = await rawAnswer(
      `${url}/selfserve/tracker`,
      'POST',
      {
        host: 'shop.example',
        cookie: '__Host-session_id=abc',
        'x-forwarded-for': '203.0.113.9',
        'next-action': 'abc',
        connection: 'keep-alive, x-hop',
        'x-hop': '1',
        'x-kavach-edge-fill': 'forged',
      },
      'code=123456',
    );
    expect(answer.status).toBe(303);
    expect(reached?.headers.host).toBe('shop.example');
    expect(reached?.headers.cookie).toBe('__Host-session_id=abc');
    expect(reached?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(reached?.headers['x-kavach-edge-fill']).toBe(TOKEN);
    expect(reached?.headers['x-hop']).toBeUndefined();
    expect(reached?.body).toBe('code=123456');
  });

  it('keeps every Set-Cookie of the answer', async () => {
    const url = await serve((_req, res) => {
      res.setHeader('set-cookie', ['utm_source=mail; Path=/', 'city=pune; Path=/']);
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(HEAD + TAIL);
    });
    const answer = await rawAnswer(`${url}/?utm_source=mail`, 'GET', {});
    expect(answer.headers['set-cookie']).toEqual(['utm_source=mail; Path=/', 'city=pune; Path=/']);
    expect(answer.headers['content-length']).toBe(String(Buffer.byteLength(HEAD + TAIL)));
  });

  it('answers 500 when Next cannot be reached', async () => {
    const closed = createServer();
    const port = await listen(closed);
    closed.close();
    servers.splice(servers.indexOf(closed), 1);
    const forward = createPageForwarder(() => port, 'x-kavach-edge-fill', TOKEN);
    const front = `http://127.0.0.1:${await listen(createServer(forward))}`;
    const answer = await fetch(`${front}/about-us`);
    expect(answer.status).toBe(500);
  });
});
