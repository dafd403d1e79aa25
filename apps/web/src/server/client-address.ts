import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { readTrustProxy } from '@kavach/domain';

/** Whether the peer at distance `hop` (0 = the socket's peer) is a proxy whose forwarding is believed. */
export type TrustFn = (address: string, hop: number) => boolean;

/** Whether @fastify/proxy-addr (what compiles the list, as in the API) accepts one entry. */
function isProxyEntry(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY (decision 040), read exactly as the API reads it: `readTrustProxy` in
 * @kavach/domain. Problems are added to `problems` (one per bad entry).
 */
export function parseTrustProxy(value: string, problems: string[]): string[] {
  const { list, problems: found } = readTrustProxy(value, isProxyEntry);
  problems.push(...found);
  return list;
}

// eslint-disable-next-line security/detect-unsafe-regex -- linear: bounded counts ({1,3}, {3}) and anchored
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

export const compileTrust = (list: readonly string[]): TrustFn => proxyAddr.compile([...list]);

/**
 * The client of this request: the socket's peer, or — when that peer is a trusted proxy (a load
 * balancer) — the right-most X-Forwarded-For address that is not one. The same walk Fastify's
 * `request.ip` does (@fastify/proxy-addr), so entries a client writes itself, left of what its
 * load balancer appended, are never read.
 */
export function clientAddress(req: IncomingMessage, trust: TrustFn): string | undefined {
  if (req.socket.remoteAddress === undefined) return undefined;
  const address = proxyAddr(req, trust);
  // A dual-stack listener sees IPv4 peers as ::ffff:a.b.c.d; the API keys limits by the plain form.
  return IPV4_MAPPED.exec(address)?.[1] ?? address;
}

/**
 * Replaces (never appends to) X-Forwarded-For with this request's client address alone, before
 * Next sees the request. Next's `/api` rewrite (src/middleware.ts) proxies the request headers as
 * they are, so the API — which believes this server's hop only (its TRUST_PROXY) — reads the
 * address this server chose, whatever the browser sent. Both the production server (main.ts) and
 * `npm run dev` (dev.ts) call it first thing.
 */
export function forwardClientAddress(req: IncomingMessage, trust: TrustFn): void {
  const client = clientAddress(req, trust);
  if (client) req.headers['x-forwarded-for'] = client;
  else delete req.headers['x-forwarded-for'];
}
