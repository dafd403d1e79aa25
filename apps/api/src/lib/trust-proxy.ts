import proxyAddr from '@fastify/proxy-addr';
import { readTrustProxy } from '@kavach/domain';

/** Whether @fastify/proxy-addr (what Fastify compiles `trustProxy` with) accepts one entry. */
function isProxyEntry(entry: string): boolean {
  try {
    proxyAddr.compile(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY (decision 040), read as the web server reads it: `readTrustProxy` in
 * @kavach/domain. Problems are added to `problems`, named after the variable.
 */
export function parseTrustProxy(value: string, problems: string[]): string[] {
  const { list, problems: found } = readTrustProxy(value, isProxyEntry);
  for (const message of found) problems.push(`  TRUST_PROXY: ${message}`);
  return list;
}
