// Direct database access for the growth runs: the bulk load (while the API is stopped), the table
// counters of PostgreSQL (which tables the measured requests read by sequential scan) and EXPLAIN.
import { GROWN_TABLES, loadGrowthData } from './growth-data.mjs';

/** One connection to the run's database: PostgreSQL (DATABASE_URL) or the PGlite folder. */
export async function openDb(dbEnv) {
  if (dbEnv.DATABASE_URL) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: dbEnv.DATABASE_URL });
    await client.connect();
    return {
      kind: 'postgres',
      query: async (sql, params) => (await client.query(sql, params)).rows,
      close: () => client.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = new PGlite(dbEnv.PGLITE_DIR);
  await client.waitReady;
  return {
    kind: 'pglite',
    query: async (sql, params) => (await client.query(sql, params)).rows,
    close: () => client.close(),
  };
}

/**
 * Bulk-loads N customers and orders in one transaction, then VACUUM ANALYZE (planner statistics,
 * visibility map and hint bits as a production database has them, and no autovacuum of the new
 * rows during the measures) and a CHECKPOINT, so the load's dirty pages are not flushed (and its
 * WAL not fsynced) in the middle of a measure. Returns the row counts and the time it took.
 */
export async function bulkLoad(conn, n, { passwordFromEmail }) {
  const t0 = Date.now();
  await conn.query('begin');
  try {
    await loadGrowthData(conn.query, n, { passwordFromEmail });
    await conn.query('commit');
  } catch (err) {
    await conn.query('rollback').catch(() => {});
    throw err;
  }
  const loadMs = Date.now() - t0;
  await settleAfterLoad(conn);
  const counts = {};
  for (const t of GROWN_TABLES) counts[t] = Number((await conn.query(`select count(*) as n from ${t}`))[0].n);
  return { loadMs, analyzeMs: Date.now() - t0 - loadMs, counts };
}

/**
 * After a bulk load: VACUUM ANALYZE (of `tables`, else every table) and a CHECKPOINT. A table a
 * real service grew over months has planner statistics, a visibility map and hint bits set, and
 * no checkpoint writing out the load's pages (and fsyncing them) in the middle of a measure.
 */
export async function settleAfterLoad(conn, tables = []) {
  await conn.query(`vacuum analyze ${tables.join(', ')}`);
  await conn.query('checkpoint').catch(() => {}); // needs pg_checkpoint or superuser; optional
}

/** Sequential and index scans so far on the grown tables (PostgreSQL's cumulative statistics). */
export async function scanCounters(conn) {
  const rows = await conn.query(
    `select relname, seq_scan, seq_tup_read, coalesce(idx_scan, 0) as idx_scan
     from pg_stat_user_tables where relname = any($1)`,
    [GROWN_TABLES],
  );
  return Object.fromEntries(
    rows.map((r) => [
      r.relname,
      { seqScan: Number(r.seq_scan), seqRows: Number(r.seq_tup_read), idxScan: Number(r.idx_scan) },
    ]),
  );
}

/**
 * Per request, between two counter snapshots: rows read by sequential scans of each grown table
 * (`seqRows`, only tables with any) and index scans (`idxScans`, which shows the counters did see
 * the requests). A flat request reads ~0 rows by sequential scan; a missing index shows up as a
 * number that grows with N.
 */
export function scansPerRequest(before, after, requests) {
  const per = (x) => Math.round((x / Math.max(1, requests)) * 10) / 10;
  const seqRows = {};
  const idxScans = {};
  for (const [table, a] of Object.entries(after)) {
    const rows = a.seqRows - (before[table]?.seqRows ?? 0);
    const idx = a.idxScan - (before[table]?.idxScan ?? 0);
    if (rows > 0) seqRows[table] = per(rows);
    if (idx > 0) idxScans[table] = per(idx);
  }
  return { seqRows, idxScans };
}

/** EXPLAIN (ANALYZE) of one statement: the plan as text lines. */
export async function explain(conn, sql, params) {
  const rows = await conn.query(`explain (analyze, buffers, costs off) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']);
}

/**
 * The lookups behind the measured account and checkout requests, as the repositories write them
 * (packages/db/src/repositories/cart.ts, account.ts, orders.ts, customers.ts, tracker-public.ts),
 * for one customer, one of their orders, one open cart and one service request.
 */
export const LOOKUPS = [
  {
    name: 'cart read: session + owned cart (readCart)',
    sql: `select s.id_hash, su.username, c.id as customer, k.*
          from sessions s
          left join staff_users su on su.id = s.staff_user_id
          left join customers c on c.public_id = s.customer_id
          left join carts k on k.token = $2 and k.owner_session_hash = s.id_hash
          where s.id_hash = $1 limit 1`,
    args: (s) => [s.sessionHash, s.cartToken],
  },
  {
    name: 'cart read: priced lines of the cart (cartLines)',
    sql: `select i.*, pp.price_paise, p.sku, pt.cart_type, dc.name
          from cart_items i
          join plan_prices pp on pp.id = i.plan_price_id
          join plans p on p.id = i.plan_id
          join plan_types pt on pt.key = p.plan_type
          left join device_categories dc on dc.slug = p.category_slug
          where i.cart_id = $1 order by i.id`,
    args: (s) => [s.cartId],
  },
  {
    name: "cart write: the session's open cart, locked (setLineQuantity)",
    sql: `select id from carts where owner_session_hash = $1 and status = 'open' order by id desc limit 1 for update`,
    args: (s) => [s.sessionHash],
  },
  {
    name: 'my_orders: paid orders of a customer (ordersOfCustomer)',
    sql: `select * from orders where customer_id = $1 and status in ('paid', 'fulfilled') order by created_at desc`,
    args: (s) => [s.customerId],
  },
  {
    name: 'summary: order by reference (findOrderByRef)',
    sql: 'select * from orders where order_ref = $1 limit 1',
    args: (s) => [s.orderRef],
  },
  {
    name: 'summary: lines of an order (orderItemsOf)',
    sql: 'select * from order_items where order_id = $1 order by id',
    args: (s) => [s.orderId],
  },
  {
    name: 'checkout: paid order of a cart (paidOrderOfCart)',
    sql: `select * from orders where cart_id = $1 and status = 'paid' limit 1`,
    args: (s) => [s.cartId],
  },
  {
    name: 'checkout: account of a phone (ensureCustomerByPhone)',
    sql: 'select * from customers where phone = $1 limit 1',
    args: (s) => [s.phone],
  },
  {
    name: 'tracker search: a request and its history by SR number (trackerPublicByRef)',
    sql: `select sr.sr_ref, sr.status, sr.process_type, sr.cover_title, sr.created_at, sr.updated_at, sr.due_at,
                 e.to_status, e.at
          from service_requests sr left join service_request_events e on e.service_request_id = sr.id
          where sr.sr_ref = $1 order by e.at, e.id`,
    args: (s) => [s.srRef],
  },
  {
    name: 'reconciliation: orders pending for 15+ minutes (pendingOrders)',
    sql: `select * from orders where status in ('created', 'payment_pending', 'payment_failed')
          and updated_at < now() - interval '15 minutes' and updated_at > now() - interval '4 days'
          order by updated_at limit 100`,
    args: () => [],
  },
];

/** Scan nodes of each lookup's plan (e.g. "Index Scan using orders_customer_idx on orders"). */
export async function lookupPlans(conn, subject) {
  const out = [];
  for (const l of LOOKUPS) {
    const plan = await explain(conn, l.sql, l.args(subject));
    const scans = plan.map((line) => line.trim().replace(/^->\s*/, '')).filter((line) => /Scan/.test(line));
    const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '');
    out.push({ name: l.name, scans: scans.map((s) => s.replace(/\s*\(actual.*$/, '')), time, plan });
  }
  return out;
}
