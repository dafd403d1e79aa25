import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, startSession, type Fixture } from '../../test/support/fixture';
import { PER_IP_LIMITS, type PerIpLimit } from '../../test/support/per-ip-limits';

/** The web origin or a load balancer on another host: the one peer TRUST_PROXY names here. */
const PROXY = '192.0.2.10';
/** A client that reaches the API directly (its own host, a port forward): not in TRUST_PROXY. */
const DIRECT_PEER = '127.0.0.1';
/** The staff sign-in checks each password with argon2id: 12 of them take ~35 s on a loaded 2-core box. */
const SLOW_ON_A_BUSY_BOX = 180_000;

describe.each(DB_KINDS)('issue 18 finding 2: TRUST_PROXY decides who may name the client (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind, { config: { trustProxy: [PROXY] } });
  });
  afterAll(() => f.close());

  async function call(limit: PerIpLimit, i: number, peer: string, forwardedFor: string, run = 1) {
    const session = await startSession(f.app);
    const res = await f.app.inject({
      method: 'POST',
      url: limit.path,
      remoteAddress: peer,
      headers: { ...session.headers, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: limit.body(i, run),
    });
    return res.statusCode;
  }

  it.each(PER_IP_LIMITS)(
    'issue 18 finding 2 (a): directly on the API, a peer outside TRUST_PROXY rotating X-Forwarded-For stays in one bucket — $name',
    async (limit) => {
      const statuses: number[] = [];
      for (let i = 0; i <= limit.allowed; i++)
        statuses.push(await call(limit, i, DIRECT_PEER, `203.0.113.${i + 1}`));
      expect(statuses).toEqual([...Array<number>(limit.allowed).fill(limit.status), 429]);
      // The limit is per client, not global: the web origin's client (a peer TRUST_PROXY names)
      // is still served, from a bucket of its own.
      expect(await call(limit, limit.allowed + 1, PROXY, '198.51.100.7')).toBe(limit.status);
    },
    SLOW_ON_A_BUSY_BOX,
  );

  it.each(PER_IP_LIMITS)(
    'issue 18 finding 2 (c): behind a load balancer named in TRUST_PROXY, its clients get buckets of their own and an extra left-most X-Forwarded-For entry is ignored — $name',
    async (limit) => {
      const statuses: number[] = [];
      // Client A writes a new X-Forwarded-For of its own each time; the balancer appends A's address.
      for (let i = 0; i <= limit.allowed; i++)
        statuses.push(await call(limit, i, PROXY, `203.0.113.${i + 1}, 198.51.100.1`, 2));
      expect(statuses).toEqual([...Array<number>(limit.allowed).fill(limit.status), 429]);
      // Client B, through the same balancer: not A's bucket.
      expect(await call(limit, limit.allowed + 1, PROXY, '198.51.100.2', 2)).toBe(limit.status);
    },
    SLOW_ON_A_BUSY_BOX,
  );
});
