import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, compileTrust, forwardClientAddress, parseTrustProxy } from './client-address';
import { parseServerEnv } from './env';

/** A request as Node hands it to the server: the socket's peer and the headers as sent. */
const request = (peer: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  }) as unknown as IncomingMessage;

describe('issue 18 finding 2: the web origin names the client to the API (decision 040)', () => {
  it('TRUST_PROXY none (the default): the socket peer is the client; X-Forwarded-For is replaced, never appended to', () => {
    const trust = compileTrust(parseServerEnv({}).TRUST_PROXY);
    const req = request('198.51.100.20', '203.0.113.9, 10.0.0.1');
    forwardClientAddress(req, trust);
    expect(req.headers['x-forwarded-for']).toBe('198.51.100.20');
    const bare = request('::ffff:198.51.100.21');
    forwardClientAddress(bare, trust);
    expect(bare.headers['x-forwarded-for']).toBe('198.51.100.21');
  });

  it('behind a load balancer named in TRUST_PROXY: the address it appended, not what the client wrote left of it', () => {
    const trust = compileTrust(parseServerEnv({ TRUST_PROXY: '10.0.0.0/24' }).TRUST_PROXY);
    expect(clientAddress(request('10.0.0.7', '203.0.113.9, 198.51.100.30'), trust)).toBe('198.51.100.30');
    // Two load balancers in a row: still the first address neither of them is.
    expect(clientAddress(request('10.0.0.7', '1.2.3.4, 198.51.100.31, 10.0.0.8'), trust)).toBe(
      '198.51.100.31',
    );
    // A client that reaches the web directly gets no say, whatever it writes.
    expect(clientAddress(request('198.51.100.40', '10.0.0.9, 203.0.113.9'), trust)).toBe('198.51.100.40');
  });

  it('TRUST_PROXY is read as the API reads it: lists of addresses, CIDR ranges and names; true and hop counts refused', () => {
    expect(parseServerEnv({ TRUST_PROXY: '127.0.0.2, 10.0.0.0/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.2',
      '10.0.0.0/8',
      'loopback',
    ]);
    for (const bad of ['true', '1', 'lb.internal', '10.0.0.0/40'])
      expect(() => parseServerEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    const problems: string[] = [];
    expect(parseTrustProxy('none', problems)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
