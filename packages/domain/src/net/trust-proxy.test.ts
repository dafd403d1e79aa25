import { describe, expect, it } from 'vitest';
import { readTrustProxy } from './trust-proxy';

/** A stand-in for proxy-addr's check: what it compiles in these cases. */
const valid = new Set(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'uniquelocal', 'loopback']);
const isProxyEntry = (entry: string) => valid.has(entry);

describe('issue 18 finding 2: TRUST_PROXY, one reading for the API and the web server (decision 040)', () => {
  it('takes addresses, CIDR ranges and the proxy-addr names (trimmed), or none', () => {
    expect(readTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,uniquelocal', isProxyEntry)).toEqual({
      list: ['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'uniquelocal'],
      problems: [],
    });
    expect(readTrustProxy('none', isProxyEntry)).toEqual({ list: [], problems: [] });
    expect(readTrustProxy('false', isProxyEntry)).toEqual({ list: [], problems: [] });
  });

  it('refuses true and a hop count whatever the entry check says (neither checks who is talking)', () => {
    for (const bad of ['true', '*', '1', '2']) {
      const { list, problems } = readTrustProxy(bad, () => true);
      expect(list, bad).toEqual([]);
      expect(problems, bad).toHaveLength(1);
    }
    expect(readTrustProxy('2', () => true).problems[0]).toMatch(/hop count/);
  });

  it('names each entry that is not an address, including an empty one', () => {
    expect(readTrustProxy('10.0.0.5,lb.internal', isProxyEntry).problems).toEqual([
      '"lb.internal" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal',
    ]);
    expect(readTrustProxy('10.0.0.5,,10.0.0.6', isProxyEntry).problems).toEqual([
      '"" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal',
      '"10.0.0.6" is not an IP address, a CIDR range, loopback, linklocal or uniquelocal',
    ]);
  });
});
