import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gunzipSync, gzipSync } from 'node:zlib';
import type { Gzip } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCsp } from '../lib/csp';
import { holdHtmlForCsp, isPageRequest } from './response-csp';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const HEAD = '<!DOCTYPE html><html><head><title>x</title></head><body>';
const TAIL = `<script>${INIT}</script><script>alert(1)</script></body></html>`;

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server whose handler plays Next (headers, then the body in pieces) behind holdHtmlForCsp. */
async function serve(next: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  server = createServer((req, res) => {
    holdHtmlForCsp(req, res);
    next(req, res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/**
 * What Next's production handler does to every answer after holdHtmlForCsp wrapped it (its
 * router-server installs `compression()` per request): it replaces res.write/end, sends its gzip
 * output through the write/end it found, and flushes after each streamed chunk (`res.flush`).
 */
function gzipLikeNext(res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Buffer) => boolean;
  const end = res.end.bind(res) as () => ServerResponse;
  let gzip: Gzip | null = null;
  const stream = () => {
    if (gzip) return gzip;
    res.setHeader('content-encoding', 'gzip');
    gzip = createGzip();
    gzip.on('data', (chunk: Buffer) => write(chunk));
    gzip.on('end', () => end());
    return gzip;
  };
  res.write = ((chunk: string) => {
    stream().write(chunk);
    stream().flush();
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: string) => {
    if (chunk) stream().end(chunk);
    else stream().end();
    return res;
  }) as ServerResponse['end'];
}

/** Next streaming `pieces` a few milliseconds apart, compressed as Next does. */
function streamCompressed(contentType: string, pieces: string[]) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('content-type', contentType);
    gzipLikeNext(res);
    const next = (i: number) => {
      if (i === pieces.length - 1) res.end(pieces[i]);
      else {
        res.write(pieces[i]!);
        setTimeout(() => next(i + 1), 5);
      }
    };
    next(0);
  };
}

/** The answer's headers and bytes as sent, not decoded (a fetch would hang on a corrupt gzip body). */
function rawAnswer(url: string, method: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
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

  it('T12.1: a page streamed the way Next does it (flushHeaders, then writes that each ask for the headers again, as its compression does) is still held whole', async () => {
    const html = HEAD + '<main>Plans</main>' + TAIL;
    const url = await serve((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.flushHeaders();
      for (const piece of [html.slice(0, 40), html.slice(40, 90), html.slice(90)]) {
        res.writeHead(res.statusCode);
        res.write(piece);
      }
      res.writeHead(res.statusCode);
      res.end();
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

describe("decision 070: Next's compression stays in place around the wrappers", () => {
  it('a flight payload (a server action answer, an RSC navigation) streamed gzip-compressed reaches the browser whole', async () => {
    const pieces = ['0:{"a":1}\n', '1:{"b":2}\n', '2:{"c":3}\n'];
    const url = await serve(streamCompressed('text/x-component', pieces));
    const answer = await rawAnswer(`${url}/selfserve/tracker/service-request/261127-000001`, 'POST', {
      'next-action': 'abc',
      'accept-encoding': 'gzip',
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers['content-security-policy']).toBeUndefined();
    // Before decision 070: the gzip header and first block, then '1:{"b":2}' raw — no valid gzip.
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
