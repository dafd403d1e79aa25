// The measures of one growth run (performance-goals.md "Growth"), against an API started on a
// database holding N bulk customers and orders: the cart and checkout figures as `npm run bench`
// defines them (api-scenarios.mjs), plus two account reads of a customer whose orders are among
// the N. On PostgreSQL each measure also records the rows its requests read by sequential scans of
// the grown tables (pg_stat_user_tables before and after), which is what a missing index costs.
import { setTimeout as sleep } from 'node:timers/promises';
import { cartTargets, checkoutRun, RATES } from './api-scenarios.mjs';
import { loadRun } from './load.mjs';
import { scanCounters, scansPerRequest } from './growth-db.mjs';
import { SR_RATES } from './sr-bench.mjs';

/** Fixed rate of the account reads (my orders, order summary): a tenth of the cart read's. */
export const ACCOUNT_RATE = 100;
/**
 * Service requests seeded per bulk customer for the tracker search (issue 20 §6): 10k, 100k and
 * 1,000,000 at the default sizes, so the growth ratio is the 1,000,000-request p99 ÷ the 10,000's.
 */
export const TRACKER_REQUESTS_PER_CUSTOMER = 10;
/** PostgreSQL backends publish their table counters within 10 s of going idle (PGSTAT_IDLE_INTERVAL). */
const STATS_FLUSH_MS = 11_000;

/** The measures, in the order they run (checkout last: it adds orders). */
export const MEASURES = [
  { key: 'cartRead', rate: RATES.cartRead, name: 'Cart read GET /v3/cart/{id}' },
  { key: 'cartWrite', rate: RATES.cartWrite, name: 'Cart write PATCH /v3/cart/items/{id}' },
  { key: 'myOrders', rate: ACCOUNT_RATE, name: 'My orders GET /v3/customer/my_orders' },
  { key: 'summary', rate: ACCOUNT_RATE, name: 'Order summary GET /v3/order/summary/{id}' },
  {
    key: 'trackerSearch',
    rate: SR_RATES.trackerSearch,
    name: `Tracker search by SR number GET /v3/tracker/search (${TRACKER_REQUESTS_PER_CUSTOMER} × N requests)`,
  },
  { key: 'checkout', rate: RATES.checkout, name: 'Checkout (order + emulator payment + confirmation)' },
].map((m) => ({ ...m, name: `${m.name}, p99 at ${m.rate.toLocaleString('en-US')} req/s` }));

/** One target at a fixed rate (paced, decision 036): warm-up, then the measured run. */
async function fixedLoad(opts, { warmup, duration }) {
  const warm = await loadRun({ ...opts, connections: 10, duration: warmup });
  const res = await loadRun({ ...opts, connections: 10, duration });
  return {
    p99: res.p99,
    p50: res.p50,
    achieved: res.rps,
    errors: res.errors + res.timeouts + res.non2xx,
    requests: warm.total + res.total,
  };
}

/** The request runners of one size: `(options) => result` per measure key. */
async function runnersFor({ apiUrl, account, trackerRefs }) {
  const { one, read, write } = await cartTargets(apiUrl);
  const asCustomer = { headers: { cookie: account.cookie } };
  return {
    cartRead: (o) => fixedLoad({ ...read, overallRate: RATES.cartRead }, o),
    cartWrite: (o) => fixedLoad({ ...write(one), overallRate: RATES.cartWrite }, o),
    myOrders: (o) =>
      fixedLoad({ url: `${apiUrl}/v3/customer/my_orders`, ...asCustomer, overallRate: ACCOUNT_RATE }, o),
    summary: (o) =>
      fixedLoad(
        { url: `${apiUrl}/v3/order/summary/${account.orderRef}`, ...asCustomer, overallRate: ACCOUNT_RATE },
        o,
      ),
    // Anyone may search by number: no session; each request from its own client address (the
    // search is rate-limited per address, T16.4), numbers of the seeded requests in turn.
    trackerSearch: (o) =>
      fixedLoad(
        {
          url: `${apiUrl}/v3/tracker/search`,
          paths: (trackerRefs ?? []).map((ref) => `/v3/tracker/search?query=${ref}&page=1`),
          rotateClientIp: true,
          overallRate: SR_RATES.trackerSearch,
        },
        o,
      ),
    checkout: async (o) => {
      const run = await checkoutRun({ apiUrl, seconds: o.duration });
      return {
        p99: run.p99,
        p50: run.p50,
        achieved: run.achievedRate,
        errors: run.errors,
        requests: run.count,
      };
    },
  };
}

/**
 * Runs every measure on every size, interleaved — measure by measure, the sizes one after the
 * other (alternating direction), so drift on the shared machine hits all sizes alike. Each size:
 * `{ n, apiUrl, conn, account, trackerRefs }`; `conn` is a PostgreSQL connection for the scan
 * counters, or null (PGlite: the API holds the database); `account` the signed-in customer's cookie
 * and order ref; `trackerRefs` numbers of the seeded service requests (when the tracker is measured).
 * Returns `{ [n]: { [measure]: { p99, p50, achieved, errors, requests, seqRows?, idxScans? } } }`.
 */
export async function measureGrowth({ sizes, options, log }) {
  const runners = new Map();
  for (const s of sizes) runners.set(s.n, await runnersFor(s));
  const counted = sizes.filter((s) => s.conn);
  for (const s of counted) await s.conn.query('select pg_stat_force_next_flush()').catch(() => {});
  // Let every backend publish its counters first: none of the load's, EXPLAINs' or setup's scans count.
  if (counted.length) await sleep(STATS_FLUSH_MS);
  const out = Object.fromEntries(sizes.map((s) => [s.n, {}]));
  for (const [index, m] of MEASURES.filter((x) => options.measures.includes(x.key)).entries()) {
    const before = new Map();
    for (const s of counted) before.set(s.n, await scanCounters(s.conn));
    const order = index % 2 === 0 ? sizes : [...sizes].reverse();
    for (const s of order) {
      try {
        out[s.n][m.key] = await runners.get(s.n)[m.key](options);
      } catch (err) {
        log(`[${s.n}] ${m.key} failed: ${err.message}`);
        out[s.n][m.key] = { p99: null, errors: 1, failed: err.message, requests: 0 };
      }
    }
    if (counted.length) await sleep(STATS_FLUSH_MS);
    for (const s of sizes) {
      const r = out[s.n][m.key];
      if (s.conn) Object.assign(r, scansPerRequest(before.get(s.n), await scanCounters(s.conn), r.requests));
      log(
        `[${s.n.toLocaleString('en-US')}] ${m.key}: p99 ${r.p99 == null ? 'n/a' : `${Math.round(r.p99 * 10) / 10} ms`}, ` +
          `achieved ${Math.round(r.achieved ?? 0)} req/s, errors ${r.errors}` +
          (r.seqRows
            ? `, per request: seq-scan rows ${JSON.stringify(r.seqRows)}, index scans ${JSON.stringify(r.idxScans)}`
            : ''),
      );
    }
  }
  return out;
}
