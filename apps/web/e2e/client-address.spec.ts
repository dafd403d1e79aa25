// Issue 18 finding 2: every per-IP limit of the API keys on the client address the web origin
// hands it (decision 040). Through the production web server (fixtures/proxy-stack.ts), from
// sockets bound to chosen loopback addresses:
//   (b) a client rotating X-Forwarded-For against the web origin stays in one bucket;
//   (c) behind a load balancer named in the web's TRUST_PROXY, the balancer's clients get buckets
//       of their own, an extra left-most X-Forwarded-For entry is ignored, and a client that goes
//       round the balancer cannot name itself either.
// The API side of the same rules: apps/api/src/lib/trust-proxy-limits.test.ts.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { PER_IP_LIMITS, type PerIpLimit } from '../../api/test/support/per-ip-limits';
import { LB_ADDRESS, startProxyStack, type ProxyStack } from './fixtures/proxy-stack';

/** A browser that talks to the web origin itself (no proxy in front). */
const CLIENT = '127.0.0.1';
/** Another browser, to show a limit is per client and not global. */
const OTHER_CLIENT = '127.0.0.4';
/** A client that reaches the web origin behind the balancer without going through it. */
const AROUND_THE_LB = '127.0.0.3';

let stack: ProxyStack | null = null;
const live = (): ProxyStack => {
  if (!stack) throw new Error('the proxy stack did not start (see beforeAll)');
  return stack;
};

interface Answer {
  status: number;
  setCookie: string[];
  body: string;
}

/** One HTTP request from a socket bound to `from` (what the web origin sees as its peer). */
function send(
  base: string,
  from: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const url = new URL(path, base);
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: opts.method ?? 'GET',
        localAddress: from,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            setCookie: res.headers['set-cookie'] ?? [],
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A session as the browser gets it through the web origin: the cookie and the CSRF token. */
async function session(base: string, from: string): Promise<Record<string, string>> {
  const res = await send(base, from, '/api/auth/set_csrf?tabId=t18');
  expect(res.status, res.body).toBe(200);
  const cookie = res.setCookie
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('__Host-session_id='));
  if (!cookie) throw new Error('no session cookie');
  return { cookie, 'x-csrftoken': (JSON.parse(res.body) as { csrf_token: string }).csrf_token };
}

/** `calls` posts to one limited route, each with the X-Forwarded-For `forwardedFor(i)`; their statuses. */
async function statusesOf(
  base: string,
  from: string,
  limit: PerIpLimit,
  run: number,
  calls: number,
  forwardedFor: (i: number) => string | undefined,
): Promise<number[]> {
  const headers = await session(base, from);
  const statuses: number[] = [];
  for (let i = 0; i < calls; i++) {
    const xff = forwardedFor(i);
    const res = await send(base, from, `/api${limit.path}`, {
      method: 'POST',
      headers: { ...headers, ...(xff ? { 'x-forwarded-for': xff } : {}) },
      body: limit.body(i, run),
    });
    statuses.push(res.status);
  }
  return statuses;
}

const allowedThen429 = (limit: PerIpLimit) => [...Array<number>(limit.allowed).fill(limit.status), 429];

// Tagged: scripts/e2e.mjs runs specs that start servers of their own after the rest of the suite.
test.describe('issue 18 finding 2: per-IP limits through the web origin', { tag: '@own-stack' }, () => {
  // The staff sign-in checks every password with argon2id (~1-3 s each on a busy box).
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    stack = await startProxyStack({
      name: `proxy-${test.info().project.name}`,
      databaseUrl: process.env.DATABASE_URL,
    });
  });

  test.afterAll(async () => {
    await stack?.stop();
    stack = null;
  });

  for (const limit of PER_IP_LIMITS) {
    test(`issue 18 finding 2 (b): a client rotating X-Forwarded-For against the web origin stays in one bucket — ${limit.name}`, async () => {
      const { direct } = live();
      const rotating = (i: number) => `203.0.113.${i + 1}`;
      expect(await statusesOf(direct, CLIENT, limit, 3, limit.allowed + 1, rotating)).toEqual(
        allowedThen429(limit),
      );
      // Per client, not global: another browser is still served.
      expect(await statusesOf(direct, OTHER_CLIENT, limit, 6, 1, rotating)).toEqual([limit.status]);
    });
  }

  for (const limit of PER_IP_LIMITS) {
    test(`issue 18 finding 2 (c): behind a load balancer in TRUST_PROXY, its clients get their own buckets, a spoofed left-most X-Forwarded-For entry is ignored, and going round it names no one — ${limit.name}`, async () => {
      const { behindLb } = live();
      // Client A writes an X-Forwarded-For of its own each time; the balancer appends A's address.
      const clientA = (i: number) => `203.0.113.${i + 1}, 198.51.100.1`;
      expect(await statusesOf(behindLb, LB_ADDRESS, limit, 4, limit.allowed + 1, clientA)).toEqual(
        allowedThen429(limit),
      );
      // Client B through the same balancer: not A's bucket.
      expect(await statusesOf(behindLb, LB_ADDRESS, limit, 7, 1, () => '198.51.100.2')).toEqual([
        limit.status,
      ]);
      // A client that reaches this web origin directly, naming a new client each time: one bucket.
      const rotating = (i: number) => `198.51.100.${i + 10}`;
      expect(await statusesOf(behindLb, AROUND_THE_LB, limit, 5, limit.allowed + 1, rotating)).toEqual(
        allowedThen429(limit),
      );
    });
  }
});
