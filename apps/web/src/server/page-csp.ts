// Decision 042: the Content-Security-Policy of pages served by the production web server.
//
// Dynamically rendered pages carry the per-request nonce that src/middleware.ts hands Next (Next's
// documented mechanism: it puts the nonce on every script it writes). Statically generated pages
// cannot: their HTML was written before the request. Their policy names the SHA-256 of each inline
// script instead — computed once per page-cache fill, or once per answer for the few static pages
// that reach Next directly (a query string, a 404). Only the inline scripts Next and React write
// are hashed; any other inline script stays blocked.
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { nonceOf, pageCsp } from '../lib/csp';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Data blocks (JSON-LD) do not run; CSP does not apply to them. */
const DATA_TYPE = /\btype\s*=\s*"(?:application\/(?:ld\+)?json)"/i;
const SRC = /\bsrc\s*=/i;

/** Next's flight data: `self.__next_f.push(<a JSON array>)` — data, no code. */
const FLIGHT_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
/** Calls of React's streaming instructions with string arguments: `$RC("B:0","S:0")`. */
// eslint-disable-next-line security/detect-unsafe-regex -- linear: each repetition starts with a literal $R, and each quoted argument ends at the first quote
const REACT_CALLS = /(?:;?\$R[A-Z]\((?:"[^"\\]*"(?:,"[^"\\]*")*)?\))+$/;
/**
 * SHA-256 of the React 19.2 streaming runtimes written before those calls (react-dom's Fizz
 * instruction set, as Next 15.5 ships it): the paint timestamp and completeBoundary. A React
 * upgrade that changes them shows as blocked scripts in page-csp.spec.ts and in the server log.
 */
const REACT_RUNTIME_SHA256 = new Set([
  '7mu4H06fwDCjmnxxr/xNHyuQC6pLTHr4M2E4jXw5WZs=', // requestAnimationFrame(function(){$RT=performance.now()});
  'tNBrhVhpwBw/l0vCWPK8EIr/51zkeQJGlBE46KH5wHM=', // $RB=[];$RV=function(a){…}… (completeBoundary, $RC)
]);

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

function isJsonArray(text: string): boolean {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Whether an inline script is one Next or React wrote, so it may run. */
export function isFrameworkScript(text: string): boolean {
  if (text === FLIGHT_INIT) return true;
  const push = FLIGHT_PUSH.exec(text);
  if (push) return isJsonArray(push[1]!);
  const runtime = text.replace(REACT_CALLS, '');
  return runtime === '' || REACT_RUNTIME_SHA256.has(sha256(runtime));
}

export interface InlineScripts {
  /** Hashes of the framework's inline scripts, without repeats, in page order. */
  allowed: string[];
  /** Inline scripts that are not the framework's (their first characters), left blocked. */
  unknown: string[];
}

/** The executable inline scripts of an HTML page, sorted into the framework's and the rest. */
export function inlineScripts(html: string): InlineScripts {
  const allowed = new Set<string>();
  const unknown: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (SRC.test(attributes) || DATA_TYPE.test(attributes) || text === '') continue;
    if (isFrameworkScript(text)) allowed.add(sha256(text));
    else unknown.push(text.slice(0, 80));
  }
  return { allowed: [...allowed], unknown };
}

/** The policy of a statically generated page: its framework scripts by hash. */
export function staticPageCsp(html: string, where: string): string {
  const { allowed, unknown } = inlineScripts(html);
  for (const text of unknown) console.warn(`[web] CSP: an inline script on ${where} is blocked: ${text}`);
  return pageCsp({ sha256: allowed });
}

/**
 * The policy of a page Next answered directly: the nonce policy middleware set when Next wrote that
 * nonce into the page (a dynamic render), else the hashes of its framework scripts.
 */
export function directPageCsp(html: string, setByMiddleware: string | undefined, where: string): string {
  const nonce = nonceOf(setByMiddleware);
  if (setByMiddleware && nonce && html.includes(` nonce="${nonce}"`)) return setByMiddleware;
  return staticPageCsp(html, where);
}

/** The body as text, whatever Next's compression. */
export function decodeBody(body: Buffer, encoding: string | undefined): string {
  const e = (encoding ?? 'identity').trim().toLowerCase();
  const raw =
    e === 'gzip' || e === 'x-gzip'
      ? gunzipSync(body)
      : e === 'br'
        ? brotliDecompressSync(body)
        : e === 'deflate'
          ? inflateSync(body)
          : body;
  return raw.toString('utf8');
}
