// Decision 042: the policy of an HTML page Next answers directly (not from the page cache). The
// policy is a header, so it must be known before the first byte of the body. The production server
// asks Next for such a page over HTTP on its own port (as the page cache asks for the pages it
// stores), reads the whole HTML answer, and sends it on with the policy its scripts need; every
// other answer (flight payloads, redirects, files) streams through as Next wrote it. Nothing of
// Next's own response object is wrapped or patched (decision 080, which replaced the write/end
// wrappers of decisions 042 and 070).
import { Agent, request as httpRequest } from 'node:http';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { forwardedHeaders } from './api-proxy';
import { decodeBody, directPageCsp } from './page-csp';

const CSP = 'content-security-policy';

/** Whether a request may get a page (the API's answers under /api and Next's assets are not pages). */
export function isPageRequest(req: IncomingMessage): boolean {
  const url = req.url ?? '/';
  return !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') || url.startsWith('/_next/'));
}

const isHtml = (contentType: string | undefined) => /^text\/html\b/i.test(contentType ?? '');

export type PageForwarder = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Forwards a page request to Next listening on `port()` of this host, marked with `header: token`
 * so the server hands it to Next directly, and answers the browser with Next's answer: an HTML page
 * whole, with the policy `directPageCsp` gives it; anything else streamed as written.
 */
export function createPageForwarder(port: () => number, header: string, token: string): PageForwarder {
  const agent = new Agent({ keepAlive: true });
  return (req, res) => {
    const headers = forwardedHeaders(req.headers);
    headers[header] = token;
    const upstream = httpRequest(
      { host: '127.0.0.1', port: port(), method: req.method, path: req.url ?? '/', headers, agent },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const out: OutgoingHttpHeaders = forwardedHeaders(answer.headers); // re-framed by this server
        // A 304 updates the headers the browser stored with the page it has: the policy of that page
        // must stay, not become the nonce policy middleware set for this request.
        if (status === 304) delete out[CSP];
        if (!isHtml(answer.headers['content-type']) || req.method === 'HEAD' || status === 304) {
          res.writeHead(status, answer.statusMessage, out);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          try {
            const html = decodeBody(body, answer.headers['content-encoding']);
            const set = answer.headers[CSP];
            out[CSP] = directPageCsp(html, Array.isArray(set) ? set[0] : set, req.url ?? '/');
          } catch (err) {
            // A body we cannot read gets the policy without any inline script (fail closed).
            console.error(`[web] CSP: could not read ${req.url ?? '/'}: ${(err as Error).message}`);
            out[CSP] = directPageCsp('', undefined, req.url ?? '/');
          }
          out['content-length'] = body.length;
          res.writeHead(status, answer.statusMessage, out);
          res.end(body);
        });
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (err) => {
      if (res.writableEnded || res.destroyed) return;
      console.error(`[web] ${req.method} ${req.url}: Next did not answer: ${err.message}`);
      if (res.headersSent) return void res.destroy();
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('Internal Server Error');
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  };
}
