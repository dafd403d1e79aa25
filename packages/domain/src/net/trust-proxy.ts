/**
 * TRUST_PROXY (decision 040): the peers allowed to name the client in `X-Forwarded-For`, as a
 * comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal` and
 * `uniquelocal` (Fastify's `trustProxy` list), or `none`. The answer is the list (empty = trust no
 * peer). A hop count and `true` are refused: neither checks who is talking, so a client that
 * reaches a server directly could pick its own address (Fastify 5 ignores a hop count for the same
 * reason). The API (apps/api/src/env.ts) and the web server (apps/web/src/server/env.ts) read the
 * variable with this one function; each passes `isProxyEntry`, the check of one entry by the
 * library that compiles the list (@fastify/proxy-addr), so this module stays free of it.
 */
export interface TrustProxyList {
  list: string[];
  /** One message per problem, without the variable's name. */
  problems: string[];
}

export function readTrustProxy(value: string, isProxyEntry: (entry: string) => boolean): TrustProxyList {
  const text = value.trim();
  if (text === 'none' || text === 'false') return { list: [], problems: [] };
  if (text === 'true' || text === '*')
    return {
      list: [],
      problems: ['"true" would trust every peer; list the proxies\' addresses (or "none")'],
    };
  if (/^\d+$/.test(text))
    return {
      list: [],
      problems: ["a hop count cannot tell a proxy from a client; list the proxies' addresses or CIDR ranges"],
    };
  const list = text.split(',').map((e) => e.trim());
  const problems = list
    .filter((entry) => entry === '' || !isProxyEntry(entry))
    .map((entry) => `"${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`);
  return { list, problems };
}
