import { describe, expect, it } from 'vitest';
import { loadConfig } from '../env';
import { parseTrustProxy } from './trust-proxy';

describe('issue 18 finding 2: TRUST_PROXY (decision 040)', () => {
  it('defaults to loopback: the web origin on this host is the only hop believed', () => {
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(32) }).trustProxy).toEqual(['loopback']);
  });

  it('takes addresses, CIDR ranges and the proxy-addr names, or none', () => {
    const problems: string[] = [];
    expect(parseTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,uniquelocal', problems)).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'uniquelocal',
    ]);
    expect(parseTrustProxy('none', problems)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('refuses true, a hop count and anything that is not an address, naming the bad entry', () => {
    for (const bad of ['true', '1', '2', '10.0.0.5,lb.internal', '10.0.0.0/33', '10.0.0.5,,10.0.0.6']) {
      const problems: string[] = [];
      parseTrustProxy(bad, problems);
      expect(problems, bad).toHaveLength(1);
      expect(problems[0], bad).toMatch(/^ {2}TRUST_PROXY: /);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: a hop count/);
  });
});
