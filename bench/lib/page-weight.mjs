// Page weight from the served HTML: HTML gzip size and first-load JS (sum of the gzip sizes of
// the <script src> files the HTML references, except `nomodule` polyfills, which no browser that
// supports ES modules downloads).
import { gzipSync } from 'node:zlib';

async function fetchText(url, headers = {}) {
  const res = await fetch(url, { headers: { 'accept-encoding': 'identity', ...headers } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

export async function pageWeight(url, headers = {}) {
  const html = await fetchText(url, headers);
  const text = html.toString('utf8');
  const srcs = [...text.matchAll(/<script\b([^>]*)\bsrc="([^"]+)"([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(`${m[1]} ${m[3]}`))
    .map((m) => new URL(m[2].replace(/&amp;/g, '&'), url).href);
  const unique = [...new Set(srcs)];
  let jsGzip = 0;
  for (const src of unique) jsGzip += gzipSync(await fetchText(src)).length;
  return {
    htmlBytes: html.length,
    htmlGzip: gzipSync(html).length,
    scripts: unique.length,
    firstLoadJsGzip: jsGzip,
  };
}
