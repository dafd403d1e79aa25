import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCsp, tileOrigins } from '../lib/csp';
import { decodeBody, directPageCsp, inlineScripts, isFrameworkScript, staticPageCsp } from './page-csp';

const sha = (text: string) => createHash('sha256').update(text).digest('base64');
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ');

// The inline scripts Next 15.5 and React 19.2 write into a static page (from /account/plans).
const RAF = 'requestAnimationFrame(function(){$RT=performance.now()});';
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_PUSH = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[9766,[],\\"\\"]\\n"])';
const RC_CALL = '$RC("B:1","S:1")';

const page = (...scripts: string[]) =>
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/webpack-a96e323d6def70ae.js" async=""></script></head>' +
  '<body><main><h1>Plans</h1><script type="application/ld+json">{"@type":"Product"}</script></main>' +
  scripts.map((s) => `<script>${s}</script>`).join('') +
  '<script id="data" type="application/json">[["a","b"]]</script></body></html>';

describe('T12.1 page policy (decision 042)', () => {
  it('T12.1: a configured map tile source (MAP_TILE_URL, decision 061) adds only its origin to img-src; none by default', () => {
    expect(directive(pageCsp({ nonce: 'bg==' }), 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.razorpay.com',
    ]);
    const tiles = tileOrigins('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(tiles).toEqual(['https://tile.openstreetmap.org']);
    expect(directive(pageCsp({ nonce: 'bg==' }, tiles), 'img-src')).toContain(
      'https://tile.openstreetmap.org',
    );
    expect(directive(pageCsp({ nonce: 'bg==' }, tiles), 'script-src')).not.toContain(
      'https://tile.openstreetmap.org',
    );
    expect(tileOrigins(undefined)).toEqual([]);
    expect(tileOrigins('not a url')).toEqual([]);
  });

  it("T12.1: scripts from our origin, Razorpay's checkout and named inline scripts only — no 'unsafe-inline', no 'unsafe-eval'; object-src 'none', base-uri 'none', frame-ancestors 'none'", () => {
    const csp = pageCsp({ sha256: ['abc='] });
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://checkout.razorpay.com',
      'https://cdn.razorpay.com',
    ]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'frame-src')).toEqual([
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
    ]);
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(directive(pageCsp({ nonce: 'bm9uY2U=' }), 'script-src')).toContain("'nonce-bm9uY2U='");
  });

  it('T12.1: a static page names each of its framework inline scripts by SHA-256 (Next flight data, React runtime), once each; data blocks and external scripts need none', () => {
    const html = page(RAF, FLIGHT_INIT, FLIGHT_PUSH, FLIGHT_PUSH, RC_CALL);
    expect(inlineScripts(html)).toEqual({
      allowed: [RAF, FLIGHT_INIT, FLIGHT_PUSH, RC_CALL].map(sha),
      unknown: [],
    });
    const scriptSrc = directive(staticPageCsp(html, '/test'), 'script-src') ?? [];
    for (const s of [RAF, FLIGHT_INIT, FLIGHT_PUSH, RC_CALL])
      expect(scriptSrc).toContain(`'sha256-${sha(s)}'`);
    expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(4);
  });

  it.each([
    ['an injected script', 'alert(document.cookie)'],
    ['a flight push that is not data', 'self.__next_f.push(alert(1))'],
    ['a flight push followed by code', 'self.__next_f.push([1,"x"]);alert(1)'],
    ['a React instruction with code as an argument', '$RC("B:0",alert(1))'],
    ['code before React instructions', 'alert(1);$RC("B:0","S:0")'],
    ["React's paint-timestamp runtime changed by a byte", RAF.replace('now()', 'now()+1')],
  ])('T12.1: %s in the HTML is not hashed, so the browser blocks it', (_name, script) => {
    expect(isFrameworkScript(script)).toBe(false);
    const { allowed, unknown } = inlineScripts(page(FLIGHT_INIT, script));
    expect(allowed).toEqual([sha(FLIGHT_INIT)]);
    expect(unknown).toEqual([script.slice(0, 80)]);
    expect(staticPageCsp(page(FLIGHT_INIT, script), '/test')).not.toContain(sha(script));
  });

  it('T12.1: a page Next rendered with the request nonce keeps the nonce policy; a static page served by Next directly (no nonce in it) gets the hash policy', () => {
    const nonced = pageCsp({ nonce: 'TjE=' });
    const dynamic = `<html><body><script nonce="TjE=">${FLIGHT_INIT}</script></body></html>`;
    expect(directPageCsp(dynamic, nonced, '/payment-link/x')).toBe(nonced);
    const prerendered = page(FLIGHT_INIT);
    expect(directPageCsp(prerendered, nonced, '/cart?x=1')).toBe(pageCsp({ sha256: [sha(FLIGHT_INIT)] }));
    // Another request's nonce in the HTML is worth nothing.
    expect(directPageCsp(dynamic.replace('TjE=', 'T3RoZXI='), nonced, '/x')).not.toContain("'nonce-");
  });

  it('reads the body whatever the compression Next chose', () => {
    const html = page(FLIGHT_INIT);
    expect(decodeBody(gzipSync(html), 'gzip')).toBe(html);
    expect(decodeBody(brotliCompressSync(html), 'br')).toBe(html);
    expect(decodeBody(Buffer.from(html), undefined)).toBe(html);
  });
});
