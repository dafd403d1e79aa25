import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY (decision 040): the peers allowed to name the client in `X-Forwarded-For`, as a
 * comma-separated list of addresses, CIDR ranges and the names `loopback`, `linklocal` and
 * `uniquelocal` (Fastify's `trustProxy` list, compiled by @fastify/proxy-addr), or `none`.
 * The answer is the list (empty = trust no peer). A hop count and `true` are refused: neither
 * checks who is talking, so a client that reaches the server directly could pick its own address
 * (Fastify 5 ignores a hop count for the same reason). The web server reads the same variable the
 * same way (apps/web/src/server/client-address.ts).
 */
export function parseTrustProxy(value: string, problems: string[]): string[] {
  const text = value.trim();
  if (text === 'none' || text === 'false') return [];
  if (text === 'true' || text === '*') {
    problems.push('  TRUST_PROXY: "true" would trust every peer; list the proxies\' addresses (or "none")');
    return [];
  }
  if (/^\d+$/.test(text)) {
    problems.push(
      "  TRUST_PROXY: a hop count cannot tell a proxy from a client; list the proxies' addresses or CIDR ranges",
    );
    return [];
  }
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    try {
      if (!entry) throw new TypeError('empty entry');
      proxyAddr.compile(entry);
    } catch {
      problems.push(
        `  TRUST_PROXY: "${entry}" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal`,
      );
    }
  }
  return entries;
}
