// `npm run dev`: Next's development server behind the one step every request to the production
// server (main.ts) takes first: X-Forwarded-For is replaced by the client's address (decision
// 040), and `/api/*` goes to the API (api-proxy.ts, decision 079). `next dev` cannot do it:
// src/middleware.ts never sees the socket. Pages are routed by
// src/middleware.ts here, as under `next dev` (decision 029); no page cache.
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import next from 'next';
import { createApiProxy, isApiPath } from './api-proxy';
import { compileTrust, forwardClientAddress } from './client-address';
import { serverEnv } from './env';

const env = serverEnv();
const WEB_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const app = next({ dev: true, dir: WEB_DIR, hostname: 'localhost', port: env.PORT });
const handle = app.getRequestHandler();
const trustProxy = compileTrust(env.TRUST_PROXY);
const proxyToApi = createApiProxy(env.API_ORIGIN);

await app.prepare();
const server = createServer((req, res) => {
  forwardClientAddress(req, trustProxy);
  if (isApiPath(req.url ?? '/')) return proxyToApi(req, res); // decision 079, as in production
  handle(req, res).catch((err: unknown) => {
    console.error('[web dev] request failed', err);
    if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  });
});
server.listen(env.PORT, env.WEB_HOST, () =>
  console.log(`[web dev] http://localhost:${env.PORT} (TRUST_PROXY ${env.TRUST_PROXY.join(',') || 'none'})`),
);
