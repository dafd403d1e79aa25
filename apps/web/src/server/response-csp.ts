// Decision 042: the policy of an HTML page Next answers directly (not from the page cache). The
// policy is a header, so it must be known before the first byte of the body: such an answer is
// held until Next has written all of it (the page cache holds the pages it stores the same way),
// then sent with the policy its scripts need (response-csp.test.ts, page-csp.spec.ts).
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { decodeBody, directPageCsp } from './page-csp';

const CSP = 'content-security-policy';

type Callback = (error?: Error | null) => void;
type Chunk = string | Uint8Array;

const isHtml = (res: ServerResponse) => /^text\/html\b/i.test(String(res.getHeader('content-type') ?? ''));

/** Whether a request may get a page (the API's answers, proxied under /api, keep their own policy). */
export function isPageRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  return !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/_next/'));
}

/**
 * Sets the page policy on the HTML answer that `res` will carry. Other answers (RSC payloads,
 * redirects, files) pass through untouched.
 *
 * The wrappers installed here stay installed for the life of the answer and, once it is decided,
 * only forward to the methods they wrapped: Next's compression wraps `res.write/end` after this
 * (router-server, per request) and writes its gzip output through what it found — these wrappers.
 * Putting the original methods back on `res` would throw its wrappers away mid-answer, and the rest
 * of a streamed answer would go out raw under `content-encoding: gzip` (decision 070).
 */
export function holdHtmlForCsp(req: IncomingMessage, res: ServerResponse): void {
  const write = res.write.bind(res) as (chunk: Chunk, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  // holding: the HTML is kept until its end; passing: everything is forwarded as written.
  let state: 'undecided' | 'holding' | 'passing' = 'undecided';

  const decide = () => {
    if (state !== 'undecided') return;
    // A 304 updates the headers the browser stored with the page it has: the policy of that page
    // must stay, not become the nonce policy middleware set for this request.
    if (res.statusCode === 304) res.removeHeader(CSP);
    state = isHtml(res) && req.method !== 'HEAD' && res.statusCode !== 304 ? 'holding' : 'passing';
  };
  const toBuffer = (chunk: Chunk, encoding?: unknown) =>
    typeof chunk === 'string'
      ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
      : Buffer.from(chunk);
  const lastCallback = (args: unknown[]) => args.find((a): a is Callback => typeof a === 'function');

  // Next sets its headers first (setHeader, or writeHead with an object), then streams the body.
  // Node's flushHeaders and Next's compression call writeHead again on every write while the
  // headers are unsent: until the answer passes, each call only records the status and headers.
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    if (state === 'passing') return writeHead(status, ...rest);
    const given = rest.find((a): a is OutgoingHttpHeaders | string[] => typeof a === 'object' && a !== null);
    res.statusCode = status;
    // An object of headers, or Node's flat array of raw name/value pairs.
    const entries = Array.isArray(given)
      ? given.flatMap((name, i) => (i % 2 === 0 ? [[name, given[i + 1] ?? ''] as const] : []))
      : Object.entries(given ?? {});
    for (const [name, value] of entries) if (value !== undefined) res.setHeader(name, value);
    return res;
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    decide();
    if (state === 'passing') return write(chunk, ...rest);
    chunks.push(toBuffer(chunk, rest[0]));
    const cb = lastCallback(rest);
    if (cb) process.nextTick(cb);
    return true;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    decide();
    if (state === 'passing') return end(...args);
    const [chunk] = args;
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(toBuffer(chunk, args[1]));
    state = 'passing'; // the held page goes out now, through Node's own writeHead
    const body = Buffer.concat(chunks);
    try {
      const html = decodeBody(body, res.getHeader('content-encoding')?.toString());
      const current = res.getHeader(CSP);
      res.setHeader(CSP, directPageCsp(html, current?.toString(), req.url ?? '/'));
    } catch (err) {
      // A body we cannot read gets the policy without any inline script (fail closed).
      console.error(`[web] CSP: could not read ${req.url ?? '/'}: ${(err as Error).message}`);
      res.setHeader(CSP, directPageCsp('', undefined, req.url ?? '/'));
    }
    if (!res.hasHeader('transfer-encoding')) res.setHeader('content-length', body.length);
    return end(body, lastCallback(args));
  }) as ServerResponse['end'];
}
