#!/usr/bin/env node
// `npm run bench:growth` — performance-goals.md "Growth": the cart and checkout p99s (and two
// account reads) at 1, 10 and 100 thousand customers and paid orders, each on a fresh database
// (migrated and seeded by the API, then bulk-loaded with bench/lib/growth-data.mjs and VACUUM ANALYZEd),
// against the production API build pinned to core 0 with autocannon on core 1.
// Flags: --sizes=1000,10000,100000 (default; measured in this order, alternating per measure),
//        --db=postgres (default) | pglite | both, --warmup=3 --duration=10 (seconds),
//        --measures=cartRead,cartWrite,myOrders,summary,trackerSearch,checkout (default: all;
//        trackerSearch seeds 10 × N service requests first).
// PostgreSQL: DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres (a fresh database per N).
// Output: bench/results/growth.md (+ growth.json); API logs in bench/results/logs/growth-*.log.
import path from 'node:path';
import { ensureBuilt } from '../scripts/lib/build.mjs';
import { say } from '../scripts/lib/log.mjs';
import { freePort } from '../scripts/lib/ports.mjs';
import { ROOT } from '../scripts/lib/repo.mjs';
import { startApi } from '../scripts/lib/stack.mjs';
import { signedUpCustomer, signIn } from './lib/api-setup.mjs';
import { databases, prepareDb } from './lib/databases.mjs';
import { growthEmail, signInIndex } from './lib/growth-data.mjs';
import { bulkLoad, lookupPlans, openDb } from './lib/growth-db.mjs';
import { MEASURES, measureGrowth, TRACKER_REQUESTS_PER_CUSTOMER } from './lib/growth-measure.mjs';
import { seedRequests } from './lib/sr-bench.mjs';
import { writeGrowthReport } from './lib/growth-report.mjs';
import { SERVER_CPU } from './lib/load.mjs';
import { machineFacts } from './lib/machine.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const args = process.argv.slice(2);
const opt = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const OPTIONS = {
  sizes: (opt('sizes') ?? '1000,10000,100000').split(',').map(Number),
  db: opt('db') ?? 'postgres',
  warmup: Number(opt('warmup') ?? 3),
  duration: Number(opt('duration') ?? 10),
  measures: opt('measures')?.split(',') ?? MEASURES.map((m) => m.key),
};
const RESULTS = path.join(ROOT, 'bench', 'results');
const LOGS = path.join(RESULTS, 'logs');
const log = (msg) => say('bench', msg);
const { cleanups, cleanup } = cleanupStack(log);

function checkOptions() {
  const bad = OPTIONS.sizes.filter((n) => !Number.isInteger(n) || n < 10 || n > 999_999);
  if (bad.length || OPTIONS.sizes.length === 0)
    throw new Error(`--sizes: whole numbers 10 … 999999, got ${opt('sizes')}`);
  if (!['postgres', 'pglite', 'both'].includes(OPTIONS.db))
    throw new Error(`--db: postgres, pglite or both, got ${OPTIONS.db}`);
  const unknown = OPTIONS.measures.filter((k) => !MEASURES.some((m) => m.key === k));
  if (unknown.length || OPTIONS.measures.length === 0)
    throw new Error(`--measures: some of ${MEASURES.map((m) => m.key).join(', ')}, got ${opt('measures')}`);
  for (const k of ['warmup', 'duration'])
    if (!(OPTIONS[k] > 0 && OPTIONS[k] <= 120)) throw new Error(`--${k}: 1 … 120 seconds, got ${opt(k)}`);
}

/** The sign-in customer's id, phone and first order, an open cart and a request (for the lookups' EXPLAIN). */
async function subjectOf(conn, n) {
  const [row] = await conn.query(
    `select c.id as customer_id, c.phone, o.id as order_id, o.order_ref, o.cart_id
     from customers c join orders o on o.customer_id = c.id where c.email = $1 order by o.id limit 1`,
    [growthEmail(signInIndex(n))],
  );
  if (!row) throw new Error(`bulk customer ${growthEmail(signInIndex(n))} has no order`);
  const [cart] = await conn.query(
    `select owner_session_hash, token from carts where status = 'open' order by id desc limit 1`,
  );
  const [sr] = await conn.query(`select sr_ref from service_requests order by id desc limit 1`);
  return {
    srRef: sr?.sr_ref ?? '000000-000000',
    sessionHash: cart.owner_session_hash,
    cartToken: cart.token,
    customerId: Number(row.customer_id),
    phone: row.phone,
    orderId: Number(row.order_id),
    orderRef: row.order_ref,
    cartId: Number(row.cart_id),
  };
}

/**
 * Prepares one size on one database and leaves its API running: fresh database, migrate + seed,
 * bulk load, ANALYZE, the lookups' plans, API start, a customer signed in. Pushes its cleanups.
 */
async function prepareSize(db, n, run) {
  const note = (m) => log(`[${db.key} ${n.toLocaleString('en-US')}] ${m}`);
  const dbEnv = { ...(await prepareDb(db, (fn) => cleanups.push(fn))), LOG_LEVEL: 'warn' };
  const logs = (name) => path.join(LOGS, `growth-${db.key}-${n}-${name}.log`);
  const port = await freePort();
  note('migrate + seed …');
  const seeding = await startApi({
    port,
    env: dbEnv,
    logs: logs('seed'),
    cpu: SERVER_CPU,
    timeoutMs: 180_000,
  });
  // An account made by the API, whose password hash the sign-in customer of the bulk data gets.
  const account = await signedUpCustomer(seeding.url, `growth-${n}`).finally(() => seeding.proc.stop());
  const conn = await openDb(dbEnv);
  cleanups.push(() => conn.close());
  note('bulk insert …');
  run.load = await bulkLoad(conn, n, { passwordFromEmail: account.email });
  note(
    `loaded in ${(run.load.loadMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(run.load.analyzeMs / 1000).toFixed(1)} s`,
  );
  const trackerRefs = OPTIONS.measures.includes('trackerSearch')
    ? await seedTrackerRequests(conn, n, run, note)
    : null;
  const subject = await subjectOf(conn, n);
  run.plans = await lookupPlans(conn, subject);
  if (conn.kind === 'pglite') await cleanups.pop()(); // the API needs the folder to itself
  const api = await startApi({ port, env: dbEnv, logs: logs('api'), cpu: SERVER_CPU, timeoutMs: 180_000 });
  cleanups.push(() => api.proc.stop());
  note(`API ready in ${api.readyMs} ms`);
  const cookie = await signIn(api.url, { email: growthEmail(signInIndex(n)), password: account.password });
  return {
    n,
    apiUrl: api.url,
    conn: conn.kind === 'postgres' ? conn : null,
    account: { cookie, orderRef: subject.orderRef },
    trackerRefs,
  };
}

/**
 * The tracker search's requests (issue 20 §6): 10 × N on one bulk customer's plan (not the signed-in
 * customer's: the account reads stay as they were), with a history row each, then VACUUM ANALYZE
 * and CHECKPOINT. Updates the run's table counts; returns numbers to search for.
 */
async function seedTrackerRequests(conn, n, run, note) {
  const count = TRACKER_REQUESTS_PER_CUSTOMER * n;
  const seeded = await seedRequests(conn, growthEmail(1), count);
  note(`${count.toLocaleString('en-US')} tracker requests in ${seeded.seconds.toFixed(1)} s`);
  for (const t of ['service_requests', 'service_request_events'])
    run.load.counts[t] = Number((await conn.query(`select count(*) as n from ${t}`))[0].n);
  run.load.trackerMs = Math.round(seeded.seconds * 1000);
  return seeded.refs;
}

/** Every size of one database: all prepared first (their APIs stay up), then measured interleaved. */
async function runDatabase(db) {
  const runs = [];
  const ready = [];
  const mark = cleanups.length;
  try {
    for (const n of OPTIONS.sizes) {
      const run = { db: db.key, n };
      runs.push(run);
      try {
        ready.push(await prepareSize(db, n, run));
      } catch (err) {
        run.error = err.message;
        log(`[${db.key} ${n}] failed: ${err.stack ?? err.message}`);
      }
    }
    const measures = await measureGrowth({
      sizes: ready,
      options: OPTIONS,
      log: (m) => log(`[${db.key}] ${m}`),
    });
    for (const run of runs) if (!run.error) run.measures = measures[run.n];
  } finally {
    while (cleanups.length > mark)
      await cleanups
        .pop()()
        .catch((e) => log(`cleanup: ${e.message}`));
  }
  return runs;
}

async function main() {
  const t0 = Date.now();
  checkOptions();
  log(`growth options: ${JSON.stringify(OPTIONS)}`);
  await ensureBuilt({ log: 'bench', only: ['@kavach/api'] });
  const machine = machineFacts(null);
  const dbs = await databases(OPTIONS.db);
  const runs = [];
  for (const db of dbs) {
    if (db.error) {
      log(`[${db.key}] skipped: ${db.error}`);
      continue;
    }
    runs.push(...(await runDatabase(db)));
  }
  await cleanup();
  const data = {
    machine,
    options: OPTIONS,
    durationS: Math.round((Date.now() - t0) / 1000),
    databases: dbs.map(({ key, label, error }) => ({ key, label, error: error ?? null })),
    runs,
  };
  writeGrowthReport(RESULTS, data);
  log(`wrote bench/results/growth.md in ${data.durationS} s`);
  process.exit(runs.some((r) => r.error) ? 1 : 0);
}

main().catch(async (err) => {
  log(`error: ${err.stack ?? err.message}`);
  await cleanup();
  process.exit(1);
});
