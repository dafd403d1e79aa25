import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, DB_KINDS, type Fixture } from '../../test/support/fixture';
import { fuzzCases, operationsOf, type FuzzCase, type Operation } from '../../test/support/fuzz-cases';
import { fuzzIdentities, rawOf } from '../../test/support/fuzz-identities';
import { ownerWithPlan } from '../../test/support/activation-test-helpers';
import { staffClient } from '../../test/support/link-test-helpers';

/** Seeded for reproducibility: a failure names its route and case, and reruns identically. */
const SEED = 180_418;
/** docs/product/security-tests.md#t1-1: 200 cases per route (issue 18 §4). */
const CASES_PER_ROUTE = 200;
/** docs/product/security-tests.md#t1-6: what an error body must never show. */
const LEAKS =
  /at \S+ \(|\/work\/|node_modules|\.[cm]?[jt]s:\d|SELECT |INSERT |UPDATE \S+ SET|DELETE FROM|pg_|ZodError|"stack"|constraint|syntax error|relation "|column "|"code":"[0-9A-Z]{5}"|FST_ERR/;
/** docs/product/security-tests.md#t1-3: a body of a type the route does not take is refused before anything reads it. */
const MEDIA_REFUSALS = [401, 403, 404, 413, 415, 429];
const RAW_BODY_ROUTES = {
  '/v3/activation/{osid}/documents': 'application/octet-stream',
  '/v3/selfserve/documents': 'application/octet-stream',
  '/v3/selfserve/service_request/{sr_id}/documents': 'application/octet-stream',
};

const seedOf = (op: Operation) =>
  [...`${op.method} ${op.path}`].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

/** What is wrong with one answer, or null. */
function verdict(c: FuzzCase, status: number, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  let error: { error_code?: unknown; message?: unknown } = {};
  if (status >= 400) {
    try {
      error = JSON.parse(body) as typeof error;
    } catch {
      return `${status} without a JSON error body`;
    }
    if (typeof error.error_code !== 'string') return `${status} without an error_code`;
    if (LEAKS.test(body)) return `error body leaks internals`;
  }
  // A bad address (malformed, too long, a control character in a parameter) is refused on
  // request, before the body is read: those 400s and 414s come before the 415.
  const urlRefused =
    status === 414 ||
    (status === 400 &&
      (error.error_code === 'INVALID_URL' || /control characters/.test(String(error.message))));
  if (c.expect === 'media' && !MEDIA_REFUSALS.includes(status) && !urlRefused)
    return `wrong content type answered ${status}, not 415`;
  if (c.expect === 'reject' && (status < 400 || status >= 500))
    return `schema-violating body answered ${status}`;
  return null;
}

// One database (the production one when CI has it, decision 062): what is fuzzed is the API's edge
// (schemas, content types, error bodies), and both kinds run the same PostgreSQL engine and SQL;
// 40,000 requests twice bought the same answer twice.
const FUZZ_KINDS = DB_KINDS.includes('postgres') ? (['postgres'] as const) : (['pglite'] as const);

describe.each(FUZZ_KINDS)('T1.1 / T1.3 / T1.6 every route of the OpenAPI document, fuzzed (%s)', (kind) => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture(kind);
  });
  afterAll(() => f.close());

  it(`${CASES_PER_ROUTE} seeded cases per route, signed in or not: never 5xx, never internals, 415 for a non-JSON body, 4xx for a violating one`, async () => {
    const owner = await ownerWithPlan(f);
    const agent = await staffClient(f, 'agent.fuzz');
    const identities = await fuzzIdentities(f, {
      customer: rawOf(owner.b.cookie()),
      staff: rawOf(agent.session.headers.cookie as string),
    });
    const me = (await owner.b.call('GET', '/v3/customer/me')).json() as { customer?: { id?: string } };
    const knownIds = [owner.osid, owner.orderRef, me.customer?.id ?? 'x'];
    const ops = operationsOf((await f.app.inject({ method: 'GET', url: '/docs/json' })).json());
    expect(ops.length).toBeGreaterThan(90);

    const failures: string[] = [];
    let cases = 0;
    let client = 0;
    const started = performance.now();
    for (const op of ops) {
      // The first case of each distinct failure, and how many cases failed that way.
      const seen = new Map<string, number>();
      for (const c of fuzzCases(
        op,
        { knownIds, rawBodyRoutes: RAW_BODY_ROUTES },
        seedOf(op),
        CASES_PER_ROUTE,
      )) {
        cases++;
        client++;
        const res = await f.app.inject({
          method: op.method as 'GET',
          url: c.url,
          headers: {
            ...(await identities.headers(c.identity)),
            ...c.headers,
            'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
          },
          ...(c.payload !== undefined ? { payload: c.payload } : {}),
        });
        if (res.cookies.some((x) => x.name === '__Host-session_id')) identities.renew();
        const wrong = verdict(c, res.statusCode, res.body);
        if (!wrong) continue;
        const count = seen.get(wrong) ?? 0;
        seen.set(wrong, count + 1);
        if (count === 0)
          failures.push(
            `${op.method} ${op.path}: ${wrong} — ${c.label} ${c.url.slice(0, 100)} → ${res.body.slice(0, 140)}`,
          );
      }
      for (const [wrong, count] of seen)
        if (count > 1) failures.push(`${op.method} ${op.path}: ${wrong} × ${count}`);
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`T1 fuzz (${kind}): ${ops.length} routes, ${cases} cases in ${seconds.toFixed(1)} s`);
    expect(cases).toBeGreaterThanOrEqual(ops.length * CASES_PER_ROUTE);
    expect(failures).toEqual([]);
  }, 900_000);
});
